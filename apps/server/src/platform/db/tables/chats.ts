import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A chat attachment as stored: the upload's key and what its record said when it was sent. */
/** A message's file: the key of the sender's private upload; `mimeType` is what its address serves; `posterKey` the thumbnail (a rendition of a picture, a video's poster). */
export type StoredAttachment = { key: string; type: 'image' | 'video' | 'document'; mimeType: string; size: number; name: string | null; posterKey: string | null };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One conversation between two people. A shop chat (`shop_id` set) is a buyer and a shop, the
 * shop's owner (`peer_id`) answering as the shop; one per buyer and shop, whatever the product
 * (`product_id` is the latest one talked about). A direct chat (`shop_id` null) is two people, one
 * per pair. The dealer-style screens show both kinds, by the other person.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: uuid('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_buyer_shop_key').on(t.buyerId, t.shopId).where(sql`${t.shopId} IS NOT NULL`),
    uniqueIndex('chats_direct_pair_key')
      .on(sql`least(${t.buyerId}, ${t.peerId})`, sql`greatest(${t.buyerId}, ${t.peerId})`)
      .where(sql`${t.shopId} IS NULL`),
    index('chats_buyer_updated_idx').on(t.buyerId, t.updatedAt),
    index('chats_peer_updated_idx').on(t.peerId, t.updatedAt),
  ],
);

/**
 * A message. `sender_id` is the person who wrote it; `sender_type` Shop means they wrote as the
 * chat's shop. `client_key` is the sender's temporary id, so a retried send finds its message.
 * `read_at` is set when the other side reads it; `delivered_at` when a device of theirs got it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: text('sender_type', { enum: ['User', 'Shop'] }).notNull(),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    replyToId: uuid('reply_to_id'),
    clientKey: text('client_key'),
    caution: text('caution', { enum: ['payment', 'link', 'phone'] }),
    /** The offer this message carries (issue 28): the card shows the offer as it stands now. No foreign key: offers refer to chats. */
    offerId: uuid('offer_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    uniqueIndex('chat_messages_client_key').on(t.chatId, t.senderId, t.clientKey).where(sql`${t.clientKey} IS NOT NULL`),
    // Unread counts read only the unread rows.
    index('chat_messages_unread_idx').on(t.chatId, t.senderId).where(sql`${t.readAt} IS NULL`),
  ],
);

/** A person who will get no more messages from another, nor send them any. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
