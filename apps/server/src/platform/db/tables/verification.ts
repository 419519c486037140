import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One ID verification submission (doc 2 §4 "ID verification", issue 14): the ID picture and the
 * selfie video, both the submitter's own private uploads (folder `verification`), waiting for an
 * admin. At most one pending per user; each submission counts as an attempt on the user's row.
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idDocumentKey: text('id_document_key').notNull(),
    videoKey: text('video_key').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The reviewer's words to the user (a rejection's reason, an approval's optional note). */
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('id_verifications_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('id_verifications_status_created_idx').on(t.status, t.createdAt),
    index('id_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);
export type IdVerificationRow = typeof idVerifications.$inferSelect;
