import { CHAT_LIMITS, CHAT_MESSAGES, type ChatStyle } from '@sokoni/contracts/chat-rules';
import { forbidden, invalid } from '../../platform/http/errors.ts';
import { announceMessage } from './announce-message.ts';
import { resolveAttachments } from './chat-attachments.ts';
import { otherOf, type ChatsDeps, type SendInput } from './chat-deps.ts';
import type { ChatListRow, MessageRow, ProductRow } from './repo.ts';
import { cautionFor } from './safety.ts';

export type Posted = { message: MessageRow; row: ChatListRow; product: ProductRow | null };

/**
 * Stores and announces a message from `senderId` in a chat they take part in. The checks run
 * side by side, and the chat's row after the send is derived rather than read again: a send is
 * the hot path of a busy chat.
 */
export async function postMessage(deps: ChatsDeps, row: ChatListRow, senderId: string, input: SendInput, style: ChatStyle): Promise<Posted> {
  const { repo } = deps;
  const { chat } = row;
  const other = otherOf(chat, senderId);
  const attachmentsLater = resolveAttachments(repo, senderId, input.attachments ?? [], style);
  attachmentsLater.catch(() => {}); // read below, after the block check, so the answer does not depend on timing
  const [blocked, before, named] = await Promise.all([
    repo.isBlocked(senderId, other),
    repo.sentCount(chat.id, senderId),
    input.productId ? repo.product(input.productId) : null,
  ]);
  if (blocked) throw forbidden(CHAT_MESSAGES.blocked);
  const attachments = await attachmentsLater;
  const content = input.content?.trim() ?? '';
  if (!content && attachments.length === 0) throw invalid('content', CHAT_MESSAGES.needsContent);
  const product = named && (!chat.shopId || named.shopId === chat.shopId) ? named : null;
  const { message, created } = await repo.insertMessage({
    chatId: chat.id,
    senderId,
    senderType: chat.shopId && chat.peerId === senderId ? 'Shop' : 'User',
    content,
    attachments,
    productId: product?.id ?? null,
    replyToId: input.replyToMessageId ?? null,
    clientKey: input.clientKey ?? null,
    caution: cautionFor(input.inquiry?.words ?? content, before, CHAT_LIMITS.cautionEarlyMessages),
    offerId: input.offer?.id ?? null,
  });
  if (!created) return { message, row, product: message.productId === product?.id ? product : null };
  // What insertMessage changed in the chat (its last activity and product); the sender's unread count is unchanged.
  const current: ChatListRow = {
    ...row,
    chat: { ...chat, lastMessageAt: message.createdAt, updatedAt: message.createdAt, productId: product?.id ?? chat.productId },
    product: product ?? row.product,
    last: message,
  };
  announceMessage(deps, current, message, other, Boolean(input.inquiry), input.offer ?? undefined);
  // A 201 promises the other person hears of it live: not before the event is out of this process.
  await deps.realtime.sent();
  return { message, row: current, product };
}
