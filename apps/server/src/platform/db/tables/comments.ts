import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES, COMMENT_TARGETS } from '@sokoni/contracts/comments';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** An attachment as stored: the storage key; the address is rebuilt from it on every read. */
export type StoredCommentMedia = { key: string; type: string; name?: string };

/**
 * Comments and reviews on a product or a shop (doc 1 §3). `target_id` repeats whichever of
 * `product_id`/`shop_id` is set (the check keeps them in step) so one index serves both lists,
 * while the real foreign keys make deleting a product or shop remove its comments.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: COMMENT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    body: text('body').notNull(),
    media: jsonb('media').$type<StoredCommentMedia[]>().notNull().default([]),
    likesCount: integer('likes_count').notNull().default(0),
    /** Live, not hidden replies: what "View N replies" shows. */
    replyCount: integer('reply_count').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The poster's Idempotency-Key: a retried post finds its comment instead of writing a second. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_user_client_key_idx').on(t.userId, t.clientKey),
    index('comments_target_created_idx').on(t.targetId, t.createdAt).where(sql`${t.parentId} is null`),
    index('comments_parent_created_idx').on(t.parentId, t.createdAt),
    index('comments_user_created_idx').on(t.userId, t.createdAt),
    // The cascades from products and shops look comments up by these.
    index('comments_product_idx').on(t.productId).where(sql`${t.productId} is not null`),
    index('comments_shop_idx').on(t.shopId).where(sql`${t.shopId} is not null`),
    // Analytics per day and trending read recent comments.
    index('comments_created_idx').on(t.createdAt),
    index('comments_moderation_idx').on(t.updatedAt).where(sql`${t.status} <> 'visible'`),
    index('comments_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    check(
      'comments_target_check',
      sql`(${t.targetType} = 'product' and ${t.productId} = ${t.targetId} and ${t.shopId} is null) or (${t.targetType} = 'shop' and ${t.shopId} = ${t.targetId} and ${t.productId} is null)`,
    ),
    check('comments_rating_check', sql`${t.rating} is null or (${t.rating} between 1 and 5 and ${t.parentId} is null)`),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/** A row per (user, comment): the primary key makes a like idempotent; `likes_count` moves with rows. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.commentId] }),
    index('comment_likes_comment_created_idx').on(t.commentId, t.createdAt),
    index('comment_likes_created_idx').on(t.createdAt),
  ],
);
