import type { ApiBodyOf, SentFields } from '@sokoni/contracts/api-requests';
import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import type { Chat, ChatMessage } from '@sokoni/contracts/chats';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { chatKeys } from './chat-keys.ts';

export type ChatPage = { messages: ChatMessage[]; hasMore: boolean; suggestedActions: string[] };
type SendBody = ApiBodyOf<'POST /chats/messages'>;
/** An attachment as a shop chat sends it: an upload's key, type, size and address. */
export type OutgoingAttachment = SentFields<Extract<NonNullable<SendBody['attachments']>[number], object>, 'key' | 'type' | 'size' | 'url'>;

/** GET /chats/with-unread-counts?limit=50 (doc 2 §9 chat list limit). */
export async function getChats(signal?: AbortSignal): Promise<{ chats: Chat[]; totalUnread: number }> {
  const { data } = await api.get('/chats/with-unread-counts', { query: { limit: CHAT_LIMITS.listLimit }, signal });
  return { chats: data?.chats ?? [], totalUnread: data?.totalUnread ?? 0 };
}

/** GET /chats/{id}/messages: the newest 30, `before` older ones, `after` what a reconnecting device missed. */
export async function getChatMessages(chatId: string, cursor: { before?: string; after?: string }, signal?: AbortSignal): Promise<ChatPage> {
  const { data } = await api.get('/chats/:id/messages', { params: { id: chatId }, query: { limit: CHAT_LIMITS.pageLimit, ...cursor }, signal });
  return { messages: data?.messages ?? [], hasMore: data?.pagination.hasMore ?? false, suggestedActions: data?.suggestedActions ?? [] };
}

export async function getChat(chatId: string, signal?: AbortSignal): Promise<Chat> {
  const { data } = await api.get('/chats/:id', { params: { id: chatId }, signal });
  return data.chat;
}

export type SendChatInput = SentFields<SendBody, 'chatId' | 'content' | 'clientKey'> & Pick<SendBody, 'shopId' | 'productId'> & { attachments: OutgoingAttachment[] };

/** POST /chats/messages; `clientKey` (the temp id) makes a retry return the first message. */
export async function sendChatMessage(input: SendChatInput): Promise<{ message: ChatMessage; suggestedActions: string[] }> {
  const { data } = await api.post('/chats/messages', {
    chatId: input.chatId,
    content: input.content || undefined,
    attachments: input.attachments.length ? input.attachments : undefined,
    shopId: input.shopId ?? undefined,
    productId: input.productId ?? undefined,
    clientKey: input.clientKey,
  });
  return data;
}

export async function markChatRead(chatId: string): Promise<void> {
  await api.post('/chats/:id/read', undefined, { params: { id: chatId } });
}

/** POST /chats/shop/{shopId}: start or reuse the chat with a shop, with the opening message. */
export async function startChat(shopId: string, productId: string | null, message: string): Promise<{ chatId: string; chat: Chat }> {
  const { data } = await api.post('/chats/shop/:shopId', { productId: productId ?? undefined, message }, { params: { shopId } });
  return { chatId: data.chatId, chat: data.chat };
}

export type ChatWithShop = { chat: Chat | null; blocked: boolean; blockedByMe: boolean; seller: { userId: string; role: 'dealer' | 'customer' } | null };

/** POST /chats/check-exists: my chat with a shop, if any, whether messages can pass with its owner, and who that is. */
export async function checkChatExists(shopId: string, productId: string | null, signal?: AbortSignal): Promise<ChatWithShop> {
  const { data } = await api.post('/chats/check-exists', { shopId, productId: productId ?? undefined }, { signal });
  return { chat: data.exists ? data.chat : null, blocked: data.blocked, blockedByMe: data.blockedByMe, seller: data.seller };
}

export const chatWithShopQuery = (userId: string, shopId: string, productId: string | null) =>
  queryOptions({ queryKey: chatKeys.withShop(userId, shopId, productId), queryFn: ({ signal }) => checkChatExists(shopId, productId, signal), staleTime: 30_000 });

/** GET /chats/unread-counts: a few bytes, what the badge polls. */
export async function getUnreadTotal(signal?: AbortSignal): Promise<number> {
  const { data } = await api.get('/chats/unread-counts', { signal });
  return Math.max(0, data?.unreadCount ?? 0);
}
