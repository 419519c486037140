import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import type { Tx } from '../../platform/db/transaction.ts';

const live = ne(users.status, 'deleted');

export function createUsersRepo(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.id, id), live)).limit(1);
      return row;
    },
    async findByPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.phoneNumber, phoneNumber), live)).limit(1);
      return row;
    },
    /**
     * The most recently deleted account of a number (kept until the purge), only to tell its owner
     * it was closed: every other lookup sees live accounts only.
     */
    async findDeletedByPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phoneNumber, phoneNumber), eq(users.status, 'deleted')))
        .orderBy(desc(users.closedAt))
        .limit(1);
      return row;
    },
    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const where = exceptId ? and(eq(users.username, username), live, ne(users.id, exceptId)) : and(eq(users.username, username), live);
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return Boolean(row);
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.id, id), live))
        .returning();
      return row;
    },
    /**
     * Deactivation and deletion; `alongside` runs in the same transaction (the caller ends every
     * session of the account there: sessions are auth's, so users names the step, auth does it).
     */
    async close(id: string, status: 'deactivated' | 'deleted', reason: string | undefined, alongside: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status, closureReason: reason ?? null, closedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, id));
        await alongside(tx);
      });
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
