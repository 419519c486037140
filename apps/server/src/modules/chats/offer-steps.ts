import type { Offer } from '@sokoni/contracts/offers';
import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { notFound } from '../../platform/http/errors.ts';
import { openedRow, type ChatsDeps } from './chat-deps.ts';
import { postMessage } from './post-message.ts';

/** A step of a haggle to say in a chat (issue 28): who took it, in which words, and the offer as it left it. */
export type OfferMessage = { buyerId: string; shopId: string; productId: string; actorId: string; text: string; offer: Offer };

/**
 * Says an offer's step in the buyer↔shop chat, opening the chat on the first offer: a message from
 * the actor (as the shop when its owner acts) carrying the offer, live on both sides and notified
 * when the other side is away, like any message. The chat's id.
 */
export async function sayOfferStep(deps: ChatsDeps, step: OfferMessage): Promise<string> {
  const shop = await deps.repo.shop(step.shopId);
  if (!shop) throw notFound(CHAT_MESSAGES.shopNotFound);
  const chat = await deps.repo.openShopChat(step.buyerId, shop, step.productId);
  const row = await openedRow(deps, chat.id, step.actorId);
  await postMessage(deps, row!, step.actorId, { content: step.text, productId: step.productId, offer: step.offer }, 'shop');
  return chat.id;
}
