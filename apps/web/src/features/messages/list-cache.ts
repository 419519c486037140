import type { Chat, ChatMessage, Conversation, ConversationMessage } from '@sokoni/contracts/chats';

export type ChatList = { chats: Chat[]; totalUnread: number };

const toTop = <T>(items: T[], index: number, item: T) => [item, ...items.slice(0, index), ...items.slice(index + 1)];

/** A new message moves its chat to the top with it as the last message; one from the other side counts as unread. Null: the chat is not in the list. */
export function chatListWithMessage(list: ChatList, chatId: string, message: ChatMessage, fromMe: boolean, open: boolean): ChatList | null {
  const index = list.chats.findIndex((c) => c.id === chatId);
  const chat = list.chats[index];
  if (!chat) return null;
  const unread = !fromMe && !open ? 1 : 0;
  const updated: Chat = {
    ...chat,
    lastMessage: { content: message.content, createdAt: message.createdAt, hasAttachments: message.attachments.length > 0, senderId: message.senderId, senderType: message.senderType, senderUserId: message.senderUserId },
    updatedAt: message.createdAt,
    unreadCount: chat.unreadCount + unread,
    productInfo: message.productContext ?? chat.productInfo,
  };
  return { chats: toTop(list.chats, index, updated), totalUnread: list.totalUnread + unread };
}

/** Opening a chat clears its unread count locally (doc 2 §4). */
export function chatListRead(list: ChatList, chatId: string): ChatList {
  const chat = list.chats.find((c) => c.id === chatId);
  if (!chat || chat.unreadCount === 0) return list;
  return { chats: list.chats.map((c) => (c.id === chatId ? { ...c, unreadCount: 0 } : c)), totalUnread: Math.max(0, list.totalUnread - chat.unreadCount) };
}

export function conversationsWithMessage(list: Conversation[], chatId: string, message: ConversationMessage, fromMe: boolean, open: boolean): Conversation[] | null {
  const index = list.findIndex((c) => c.id === chatId);
  const conversation = list[index];
  if (!conversation) return null;
  const last = {
    message: message.content,
    messageType: message.messageType,
    attachments: message.attachments,
    isRead: message.isRead,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
    sender: message.senderId,
    receiver: message.receiverId,
  };
  const unread = !fromMe && !open ? 1 : 0;
  return toTop(list, index, { ...conversation, lastMessage: last, latestMessage: last, updatedAt: message.createdAt, unreadCount: conversation.unreadCount + unread });
}

export function conversationsRead(list: Conversation[], chatId: string): Conversation[] {
  return list.some((c) => c.id === chatId && c.unreadCount > 0) ? list.map((c) => (c.id === chatId ? { ...c, unreadCount: 0 } : c)) : list;
}

/** doc 2 §2.5: the total unread badge over every conversation. */
export const totalUnread = (list: readonly Conversation[]) => list.reduce((sum, c) => sum + c.unreadCount, 0);

/** Search over what the list already holds: names, product or car, and the last message (no round trip). */
export function matchesSearch(text: string, ...fields: Array<string | null | undefined>): boolean {
  const q = text.trim().toLowerCase();
  return !q || fields.some((f) => f?.toLowerCase().includes(q));
}
