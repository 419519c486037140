import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    username: text('username').notNull(),
    email: text('email'),
    avatar: text('avatar'),
    role: text('role', { enum: ['user', 'customer', 'dealer', 'admin'] }).notNull().default('user'),
    countryCode: text('country_code').notNull().default('SZ'),
    /** The chosen language (issue 29); null until chosen. */
    language: text('language', { enum: ['en', 'ss', 'zu', 'sw'] }),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isIdVerified: boolean('is_id_verified').notNull().default(false),
    idVerificationStatus: text('id_verification_status', { enum: ['none', 'unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('none'),
    idVerificationAttempts: integer('id_verification_attempts').notNull().default(0),
    idVerificationLastAttempt: timestamp('id_verification_last_attempt', { withTimezone: true }),
    status: text('status', { enum: ['active', 'deactivated', 'suspended', 'deleted'] }).notNull().default('active'),
    closureReason: text('closure_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted account frees its number and username for someone new (contract: purged after 90 days).
    uniqueIndex('users_phone_live_idx').on(t.phoneNumber).where(sql`${t.status} <> 'deleted'`),
    uniqueIndex('users_username_live_idx').on(t.username).where(sql`${t.status} <> 'deleted'`),
    index('users_closed_at_idx').on(t.closedAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
