import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages, chats } from '../../platform/db/tables/chats.ts';

// What other modules read of chat messages (issue 27: the chats tables are this module's alone).
// One query for a whole page's ids, never one per row.

/** Messages by id, with who wrote them and the two people of their conversation (reports, the admin console). */
export async function messagesByIds(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: chatMessages.id, senderId: chatMessages.senderId, content: chatMessages.content, attachments: chatMessages.attachments, buyerId: chats.buyerId, peerId: chats.peerId })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(inArray(chatMessages.id, unique));
}

export type MessageWithChat = Awaited<ReturnType<typeof messagesByIds>>[number];
