import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { blockWith, notBlocked, openedRow, type ChatsDeps, type SendInput } from './chat-deps.ts';
import { postMessage } from './post-message.ts';
import { roleOf, toChat, toChatMessage } from './views.ts';

type StartBody = { productId?: string | null; message: string; clientKey?: string | null; inquiry?: SendInput['inquiry'] };

/** Starts (or reuses) the buyer's chat with a shop, about one of its products, with the opening message. */
export async function startShopChat(deps: ChatsDeps, userId: string, shopId: string, body: StartBody) {
  const { repo, ports } = deps;
  const shop = await repo.shop(shopId);
  if (!shop || !shop.isActive) throw notFound(CHAT_MESSAGES.shopNotFound);
  if (shop.ownerId === userId) throw invalid('shopId', CHAT_MESSAGES.ownShop);
  const productId = body.productId ?? null;
  if (productId) {
    const product = await repo.product(productId);
    if (!product) throw notFound('Product not found');
    if (product.shopId !== shop.id) throw invalid('productId', CHAT_MESSAGES.productNotInShop);
  }
  if (await repo.isBlocked(userId, shop.ownerId)) throw forbidden(CHAT_MESSAGES.blocked);
  const chat = await repo.openShopChat(userId, shop, productId);
  const row = await openedRow(deps, chat.id, userId);
  const { message, row: current } = await postMessage(deps, row!, userId, { content: body.message, productId, clientKey: body.clientKey, inquiry: body.inquiry }, 'shop');
  return { chatId: chat.id, chat: toChat(current, { userId }, notBlocked, ports), message: toChatMessage(message, current, current.product, { userId }, ports) };
}

/** Whether the reader already has a chat with a shop, and the block state with its owner. */
export async function shopChatExists(deps: ChatsDeps, userId: string, body: { shopId: string; productId?: string | null }) {
  const { repo, ports } = deps;
  const shop = await repo.shop(body.shopId);
  if (!shop) return { exists: false, chat: null, ...notBlocked, seller: null };
  const [chats, block, owner] = await Promise.all([repo.betweenPeople(userId, shop.ownerId), blockWith(deps, userId, shop.ownerId), repo.person(shop.ownerId)]);
  const seller = { userId: shop.ownerId, role: roleOf(owner ?? { role: 'user' }) };
  const chat = chats.find((c) => c.shopId === shop.id && c.buyerId === userId);
  const row = chat ? await openedRow(deps, chat.id, userId) : null;
  return row ? { exists: true, chat: toChat(row, { userId }, block, ports), ...block, seller } : { exists: false, chat: null, ...block, seller };
}
