import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OtpType } from '@sokoni/contracts/auth';

/** What the development messenger "sent": read back through GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    type: text('type').$type<OtpType>().notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
