import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row per (user, product): the primary key makes a like idempotent; counters move with rows. */
export const productLikes = pgTable('product_likes', { userId: userRef(), productId: productRef(), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.userId, t.productId] }),
  index('product_likes_product_idx').on(t.productId),
  index('product_likes_user_created_idx').on(t.userId, t.createdAt),
  // Trending reads the last 7 days of likes.
  index('product_likes_created_idx').on(t.createdAt),
]);

export const productBookmarks = pgTable('product_bookmarks', { userId: userRef(), productId: productRef(), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.userId, t.productId] }),
  index('product_bookmarks_product_idx').on(t.productId),
  index('product_bookmarks_user_created_idx').on(t.userId, t.createdAt),
]);

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: userRef(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_follows_shop_idx').on(t.shopId, t.createdAt)],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followingId] }), index('user_follows_following_idx').on(t.followingId, t.createdAt)],
);

/** One row per viewer per product per hour: a view counts once an hour (issue 3). */
export const productViews = pgTable(
  'product_views',
  {
    productId: productRef(),
    viewerKey: text('viewer_key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewerKey, t.hour] }), index('product_views_hour_idx').on(t.hour)],
);

export const productShares = pgTable(
  'product_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: productRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('product_shares_product_idx').on(t.productId, t.createdAt), index('product_shares_created_idx').on(t.createdAt)],
);

/** POST /shares/{id}/track: each visit through a shared link. */
export const shareTracks = pgTable(
  'share_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => productShares.id, { onDelete: 'cascade' }),
    platform: text('platform'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('share_tracks_share_idx').on(t.shareId)],
);

/** A question about a product, from a buyer or a guest (social: kept here with the likes and shares it sits beside). */
export const productInquiries = pgTable(
  'product_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The sender's Idempotency-Key (guests have no user id, so it is unique per product). */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_inquiries_product_idx').on(t.productId, t.createdAt), uniqueIndex('product_inquiries_client_key_idx').on(t.productId, t.clientKey)],
);
