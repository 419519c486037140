import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { OFFER_MAKERS, OFFER_STATUSES } from '@sokoni/contracts/offer-rules';
import { chats } from './chats.ts';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * An offer on a listing (issue 28), made by its buyer or, as a counter, by the shop's owner. One
 * open offer per buyer and listing (a partial unique index, so two racing offers cannot both
 * stay open). `key` is the maker's Idempotency-Key; `decided_key` the one of the step that closed it.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    madeBy: text('made_by', { enum: OFFER_MAKERS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    askingPrice: numeric('asking_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    parentOfferId: uuid('parent_offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    message: text('message'),
    reason: text('reason'),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    key: text('key'),
    decidedBy: uuid('decided_by'),
    decidedKey: text('decided_key'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_open_per_buyer_key').on(t.buyerId, t.productId).where(sql`${t.status} = 'open'`),
    uniqueIndex('offers_maker_key').on(t.buyerId, t.productId, t.madeBy, t.key).where(sql`${t.key} IS NOT NULL`),
    index('offers_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('offers_shop_created_idx').on(t.shopId, t.createdAt),
    index('offers_product_status_idx').on(t.productId, t.status),
    index('offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
