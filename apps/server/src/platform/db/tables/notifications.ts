import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type Notification } from '@sokoni/contracts/notifications';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key on purpose: purging an account would otherwise scan every notification for
    // it; a gone actor simply resolves to no name.
    actorId: uuid('actor_id'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Omit<Notification['data'], 'actorName' | 'actorAvatar'>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The badge counts unread notifications on every poll: a small index of just those.
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);

/**
 * Only what a user changed is stored (sparse overrides of the defaults), so a default changed
 * later reaches everyone who never touched that switch; a reset deletes the row.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Partial doc 2 §3 nested settings: {push?: {...}, sms?: {...}, marketingPreferences?: {...}}. */
  settings: jsonb('settings').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
  /** List-form items with no nested counterpart (shop_updates, security): id → enabled. */
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
