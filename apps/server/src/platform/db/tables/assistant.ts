import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A conversation with the shopping assistant (doc 2 §2.1, §3 "chat session summary"). Its id is
 * made by the client (doc 2 §4); it belongs to a signed-in user or to a guest's key, never both.
 * `lastSearch` is the last search the assistant ran (follow-ups such as "cheaper" refine it) and
 * `lastProductIds` what it showed, in order ("more like the second one").
 */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key'),
    preview: text('preview').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    lastSearch: jsonb('last_search').$type<Record<string, unknown>>(),
    lastProductIds: uuid('last_product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_sessions_user_idx').on(t.userId, t.updatedAt.desc()).where(sql`${t.userId} is not null`),
    index('assistant_sessions_guest_idx').on(t.guestKey, t.updatedAt.desc()).where(sql`${t.guestKey} is not null`),
    check('assistant_sessions_owner', sql`(${t.userId} is null) <> (${t.guestKey} is null)`),
  ],
);
export type AssistantSessionRow = typeof assistantSessions.$inferSelect;

/** One turn of a session as doc 2 §3's "assistant message (server history)" gives it; products by id. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    suggestedActions: jsonb('suggested_actions').$type<string[]>().notNull().default([]),
    needsClarification: boolean('needs_clarification').notNull().default(false),
    /** The pictures a user sent (`{type, url, key}`), for the history. */
    attachments: jsonb('attachments').$type<{ type: string; url: string; key: string | null }[]>().notNull().default([]),
    /** Why each product was shown (score and reasons), so a restored conversation keeps its badges. */
    matches: jsonb('matches').$type<{ productId: string; matchScore: number; reasons: string[]; fit?: 'match' | 'alternative' }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_session_idx').on(t.sessionId, t.createdAt)],
);
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
