import type { ChatMessage, ConversationMessage } from '@sokoni/contracts/chats';

/** `message:new` carries the shop-style view with the dealer-style one inside (`message.conversation`). */
export type PushedMessage = ChatMessage & { conversation?: ConversationMessage };

export function isPushedMessage(value: unknown): value is PushedMessage {
  const m = value as Partial<PushedMessage> | null;
  return typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.chatId === 'string' && typeof m.senderUserId === 'string' && Array.isArray(m.attachments);
}
