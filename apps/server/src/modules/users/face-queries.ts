import { and, count, eq, ilike, inArray, isNotNull, lt, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@sokoni/contracts/admin';
import type { Role } from '@sokoni/contracts/users';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { containing } from '../../platform/db/containing.ts';
import { newestFirstPage } from '../../platform/db/newest-first-page.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import type { Tx } from '../../platform/db/transaction.ts';

// What other modules read of accounts (issue 27: the users table is this module's alone). Each
// takes a whole page's ids at once, so a page costs one query here, never one per row.

import type { Paging } from '../../platform/db/newest-first-page.ts';


/** A phone number typed in any format: its digits, without the trunk 0 (numbers are stored as E.164). */
function phoneDigits(q: string): string | null {
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 && /^[\d\s+()-]+$/.test(q) ? digits : null;
}

/** `q` against a person's name, username and phone number. */
function personMatches(q: string): SQL {
  const digits = phoneDigits(q);
  return or(ilike(users.name, containing(q)), ilike(users.username, containing(q)), digits ? ilike(users.phoneNumber, containing(digits)) : undefined)!;
}

/**
 * "This user id belongs to an account not deleted", as a condition another owner's query filters
 * or counts by (a subquery on users, built here): the page and its order stay the reader's own
 * SQL, and no list of ids travels through the server.
 */
export function isLiveAccount(userId: AnyColumn): SQL {
  return sql`${userId} in (select ${users.id} from ${users} where ${users.status} <> 'deleted')`;
}

/**
 * An account's standing (role and status) by id, as a subquery another owner's query joins
 * (`innerJoin(accountStanding, eq(accountStanding.id, …))`): auth's per-request session check
 * stays one statement, and PostgreSQL plans it like a join on users itself. Typed by the columns.
 */
export const accountStanding = new QueryBuilder().select({ id: users.id, role: users.role, status: users.status, language: users.language }).from(users).as('account_standing');

/**
 * The public card of a shop's owner (name, username, verification badges), as a subquery a shop
 * or product query joins by `ownerCards.id`: one statement, typed by the columns, planned by
 * PostgreSQL like a join on users itself.
 */
export const ownerCards = new QueryBuilder()
  .select({ id: users.id, name: users.name, username: users.username, isIdVerified: users.isIdVerified, isPhoneVerified: users.isPhoneVerified })
  .from(users)
  .as('owner_card');

/** "This user id belongs to an active account" (not suspended, deactivated or deleted), as a subquery condition like `isLiveAccount`. */
export function isActiveAccount(userId: AnyColumn): SQL {
  return sql`${userId} in (select ${users.id} from ${users} where ${users.status} = 'active')`;
}

/** "This user id is someone whose name or username contains `q`", as a subquery condition (a chat list's search). */
export function isPersonNamed(userId: AnyColumn | SQL, q: string): SQL {
  return sql`${userId} in (select ${users.id} from ${users} where ${or(ilike(users.name, containing(q)), ilike(users.username, containing(q)))})`;
}

/** People by id, deleted ones included (a report or an audit row outlives nobody's name). */
export async function usersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select().from(users).where(inArray(users.id, unique));
}

/** Ids of everyone whose name, username or phone number matches `q` (the admin console's shop search). */
export async function userIdsMatching(db: Db, q: string): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(personMatches(q))).map((u) => u.id);
}

/** The admin console's accounts, newest first; deleted ones only when asked for by status. */
export async function usersPage(db: Db, filter: { q?: string; status?: UserStatus; role?: Role }, paging: Paging): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(filter.status ? eq(users.status, filter.status) : ne(users.status, 'deleted'), filter.role ? eq(users.role, filter.role) : undefined, filter.q ? personMatches(filter.q) : undefined);
  return newestFirstPage(db, users, where, paging);
}

/** Accounts not deleted, and the suspended ones among them (the console's figures). */
export async function accountCounts(db: Db): Promise<{ live: number; suspended: number }> {
  const [[live], [suspended]] = await Promise.all([
    db.select({ n: count() }).from(users).where(ne(users.status, 'deleted')),
    db.select({ n: count() }).from(users).where(eq(users.status, 'suspended')),
  ]);
  return { live: live?.n ?? 0, suspended: suspended?.n ?? 0 };
}

/** Moves an account from one status to another (suspension, its lifting); false when it was not in `from`. */
export async function changeAccountStatus(tx: Db | Tx, userId: string, from: UserStatus, to: UserStatus, reason: string | null): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: to, closureReason: reason, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, from)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deleted accounts closed before `closedBefore`, locked for their purge. */
export async function lockPurgeableAccounts(tx: Tx, closedBefore: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'deleted'), isNotNull(users.closedAt), lt(users.closedAt, closedBefore)))
    .for('update');
  return rows.map((u) => u.id);
}

/** Deletes the accounts (their rows in other tables go by the foreign keys' cascade). */
export async function deleteAccounts(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(users).where(inArray(users.id, ids));
}

/**
 * Spends an ID verification attempt and marks the account pending (verification's submission, in
 * its transaction); false when the account may not submit now (pending, verified, or out of attempts).
 */
export async function startIdVerification(tx: Db | Tx, userId: string, maxAttempts: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({
      idVerificationStatus: 'pending',
      idVerificationAttempts: sql`${users.idVerificationAttempts} + 1`,
      idVerificationLastAttempt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), notInArray(users.idVerificationStatus, ['pending', 'verified']), lt(users.idVerificationAttempts, maxAttempts)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The account made to match a reviewer's decision on its ID verification; the updated row. */
export async function settleIdVerification(tx: Db | Tx, userId: string, approve: boolean): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ isIdVerified: approve, idVerificationStatus: approve ? 'verified' : 'rejected', updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
