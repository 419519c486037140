import { otherOf, type ChatsDeps } from './chat-deps.ts';
import type { ChatListRow } from './repo.ts';

/** Marks the other side's messages read and tells both people's devices. */
export async function markRead(deps: ChatsDeps, row: ChatListRow, userId: string) {
  const { count, lastId, readAt } = await deps.repo.markRead(row.chat.id, userId);
  const payload = { chatId: row.chat.id, readerId: userId, ...(lastId ? { lastReadMessageId: lastId } : {}), readAt: readAt.toISOString() };
  if (count > 0) {
    deps.realtime.emitToUser(otherOf(row.chat, userId), 'message:read', payload);
    // The reader's other devices clear their badges too.
    deps.realtime.emitToUser(userId, 'message:read', payload);
  }
  return { chatId: row.chat.id, markedCount: count, readAt: payload.readAt, lastReadMessageId: lastId };
}
