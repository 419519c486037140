import { and, asc, count, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { Db } from '../../platform/db/client.ts';
import { mediaUploads } from '../../platform/db/tables/media.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { idVerifications, type IdVerificationRow } from '../../platform/db/tables/verification.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

export type UploadFacts = Pick<typeof mediaUploads.$inferSelect, 'key' | 'ownerId' | 'folder' | 'kind' | 'mimeType' | 'status' | 'posterKey' | 'error'>;
export type PendingWithUser = { verification: IdVerificationRow; user: UserRow };

const uploadFacts = {
  key: mediaUploads.key,
  ownerId: mediaUploads.ownerId,
  folder: mediaUploads.folder,
  kind: mediaUploads.kind,
  mimeType: mediaUploads.mimeType,
  status: mediaUploads.status,
  posterKey: mediaUploads.posterKey,
  error: mediaUploads.error,
};

export function createVerificationRepo(db: Db) {
  return {
    async uploads(keys: string[]): Promise<UploadFacts[]> {
      if (keys.length === 0) return [];
      return db.select(uploadFacts).from(mediaUploads).where(inArray(mediaUploads.key, keys));
    },

    async latestOf(userId: string): Promise<IdVerificationRow | undefined> {
      const [row] = await db.select().from(idVerifications).where(eq(idVerifications.userId, userId)).orderBy(desc(idVerifications.createdAt)).limit(1);
      return row;
    },

    /**
     * A new pending submission and the attempt it spends, in one transaction; undefined when the
     * user may not submit now (pending, verified or out of attempts: checked again here, so two
     * racing submissions cannot both pass).
     */
    async submit(userId: string, keys: { idDocumentKey: string; videoKey: string }): Promise<IdVerificationRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [user] = await tx
          .update(users)
          .set({
            idVerificationStatus: 'pending',
            idVerificationAttempts: sql`${users.idVerificationAttempts} + 1`,
            idVerificationLastAttempt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, userId), notInArray(users.idVerificationStatus, ['pending', 'verified']), lt(users.idVerificationAttempts, MAX_ID_VERIFICATION_ATTEMPTS)))
          .returning({ id: users.id });
        if (!user) return undefined;
        const [row] = await tx.insert(idVerifications).values({ userId, ...keys }).returning();
        return row;
      });
    },

    /** Pending submissions, oldest first (the review queue), with their people. */
    /** Submissions waiting for a reviewer (the admin console's figures); a deleted account's wait for its purge. */
    async pendingCount(): Promise<number> {
      const [counted] = await db
        .select({ n: count() })
        .from(idVerifications)
        .innerJoin(users, eq(users.id, idVerifications.userId))
        .where(and(eq(idVerifications.status, 'pending'), ne(users.status, 'deleted')));
      return counted?.n ?? 0;
    },

    async pendingPage(paging: { page: number; limit: number }): Promise<{ rows: PendingWithUser[]; total: number }> {
      // A deleted account's submission waits for its purge, not for a reviewer.
      const pending = and(eq(idVerifications.status, 'pending'), ne(users.status, 'deleted'));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ verification: idVerifications, user: users })
          .from(idVerifications)
          .innerJoin(users, eq(users.id, idVerifications.userId))
          .where(pending)
          .orderBy(asc(idVerifications.createdAt), asc(idVerifications.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(idVerifications).innerJoin(users, eq(users.id, idVerifications.userId)).where(pending),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /**
     * An admin's decision on the user's pending submission, and the user's row made to match;
     * undefined when there is no pending submission (never reviewed twice).
     */
    async decide(userId: string, decision: { approve: boolean; reason: string | null; adminId: string }): Promise<PendingWithUser | undefined> {
      return inTransaction(db, async (tx) => {
        const [verification] = await tx
          .update(idVerifications)
          .set({ status: decision.approve ? 'approved' : 'rejected', reason: decision.reason, reviewedBy: decision.adminId, reviewedAt: new Date() })
          .where(and(eq(idVerifications.userId, userId), eq(idVerifications.status, 'pending')))
          .returning();
        if (!verification) return undefined;
        const [user] = await tx
          .update(users)
          .set({ isIdVerified: decision.approve, idVerificationStatus: decision.approve ? 'verified' : 'rejected', updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        return { verification, user: user! };
      });
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
