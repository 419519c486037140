import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every admin action (approve, reject, hide, suspend, restore, dismiss, …), for admins to read. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the admin's account is purged, so the record stays (the name is in `detail`). */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
