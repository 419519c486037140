import type { z } from 'zod';
import type { Offer } from '@sokoni/contracts/offers';
import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import type { chatAttachmentInput } from '@sokoni/contracts/chats';
import type { ChatRow } from '../../platform/db/tables/chats.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { ChatListRow, ChatsRepo } from './repo.ts';
import { blockStateOf, type BlockState, type ChatViewPorts } from './views.ts';

export type ChatsDeps = {
  repo: ChatsRepo;
  realtime: Realtime;
  notifier: Notifier;
  ports: ChatViewPorts;
  /** Whether a device of the user is connected (any server process). */
  isConnected: (userId: string) => Promise<boolean>;
  log: { warn(obj: object, msg: string): void };
  /** The offers some messages carry, as they stand now (the offers module, handed in by services.ts). */
  offersOf: (ids: string[]) => Promise<Map<string, Offer>>;
};

export type AttachmentInput = z.infer<typeof chatAttachmentInput>;
export type SendInput = {
  content?: string | null;
  attachments?: AttachmentInput[] | null;
  productId?: string | null;
  replyToMessageId?: string | null;
  clientKey?: string | null;
  /** A product inquiry: the seller is told whether or not a device is open, and the caution reads the buyer's words only (not the contact details the form asked for). */
  inquiry?: { words: string } | null;
  /** A step of a haggle (issue 28): the offer the message carries, as the step left it. */
  offer?: Offer | null;
};
export type ListQuery = { limit: number; q?: string };
export type PageQuery = { limit: number; before?: string; after?: string };

export const otherOf = (chat: ChatRow, userId: string) => (chat.buyerId === userId ? chat.peerId : chat.buyerId);
export const readerIsSeller = (row: ChatListRow, userId: string) => Boolean(row.shop) && row.chat.peerId === userId;
export const factsOf = (row: ChatListRow) => (row.product ? { title: row.product.title, category: row.product.category, city: row.shop?.city } : null);
export const notBlocked: BlockState = { blocked: false, blockedByMe: false };
export const totalUnread = (counts: { unreadCount: number }[]) => counts.reduce((a, c) => a + c.unreadCount, 0);

/** The chat and its people, for a participant only: 404 unknown, 403 anyone else. */
export async function participantRow({ repo }: ChatsDeps, chatId: string, userId: string): Promise<ChatListRow> {
  const [row] = await repo.chatRows([chatId], userId);
  if (!row) throw notFound(CHAT_MESSAGES.chatNotFound);
  if (row.chat.buyerId !== userId && row.chat.peerId !== userId) throw forbidden(CHAT_MESSAGES.notParticipant);
  return row;
}

/** The bare chat, for a participant only (typing, joining its room). */
export async function participantChat({ repo }: ChatsDeps, chatId: string, userId: string): Promise<ChatRow> {
  const chat = await repo.chat(chatId);
  if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound);
  if (chat.buyerId !== userId && chat.peerId !== userId) throw forbidden(CHAT_MESSAGES.notParticipant);
  return chat;
}

/** The block state between the reader and one person. */
export async function blockWith({ repo }: ChatsDeps, userId: string, otherId: string): Promise<BlockState> {
  return blockStateOf(await repo.blocksAmong(userId, [otherId]), otherId);
}

export const rowBlock = (deps: ChatsDeps, userId: string, row: ChatListRow) => blockWith(deps, userId, otherOf(row.chat, userId));

/** Who the reader blocked and who blocked them, among the other people of these chats. */
export const blockSets = ({ repo }: ChatsDeps, userId: string, rows: ChatListRow[]) =>
  repo.blocksAmong(
    userId,
    rows.map((r) => otherOf(r.chat, userId)),
  );

/** A chat's row as a reader sees it after it was opened (the reader's own, freshly read). */
export async function openedRow({ repo }: ChatsDeps, chatId: string, userId: string): Promise<ChatListRow | null> {
  const [row] = await repo.chatRows([chatId], userId);
  return row ?? null;
}

/** The offers a page of messages carries, by id (one lookup for the page). */
export async function offersOnPage(deps: ChatsDeps, messages: readonly { offerId: string | null }[]): Promise<Map<string, Offer>> {
  const ids = messages.flatMap((m) => (m.offerId ? [m.offerId] : []));
  return ids.length ? deps.offersOf(ids) : new Map();
}
