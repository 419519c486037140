import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the demo seed (src/seed) has already put in this database, one row per kind (`demo`):
 * demo data is seeded once per database, so a deleted demo account stays deleted (issue 24.2).
 * Only the seed reads or writes it.
 */
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
