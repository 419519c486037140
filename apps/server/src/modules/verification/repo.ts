import { and, asc, count, desc, eq } from 'drizzle-orm';
import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { Db } from '../../platform/db/client.ts';
import { idVerifications, type IdVerificationRow } from '../../platform/db/tables/verification.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { uploadsByKeys, type MediaUploadRow } from '../media/index.ts';
import { isLiveAccount, settleIdVerification, startIdVerification, usersByIds, type UserRow } from '../users/index.ts';

export type UploadFacts = Pick<MediaUploadRow, 'key' | 'ownerId' | 'folder' | 'kind' | 'mimeType' | 'status' | 'posterKey' | 'error'>;
export type PendingWithUser = { verification: IdVerificationRow; user: UserRow };

// A deleted account's submission waits for its purge, not for a reviewer (the users' face says which accounts live).
const pending = () => and(eq(idVerifications.status, 'pending'), isLiveAccount(idVerifications.userId));

export function createVerificationRepo(db: Db) {
  return {
    uploads: (keys: string[]): Promise<UploadFacts[]> => uploadsByKeys(db, keys),

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
        if (!(await startIdVerification(tx, userId, MAX_ID_VERIFICATION_ATTEMPTS))) return undefined;
        const [row] = await tx.insert(idVerifications).values({ userId, ...keys }).returning();
        return row;
      });
    },

    /** Submissions waiting for a reviewer (the admin console's figures); a deleted account's wait for its purge. */
    async pendingCount(): Promise<number> {
      const [counted] = await db.select({ n: count() }).from(idVerifications).where(pending());
      return counted?.n ?? 0;
    },

    /** Pending submissions, oldest first (the review queue), with their people: one page, then one lookup of its people. */

    async pendingPage(paging: { page: number; limit: number }): Promise<{ rows: PendingWithUser[]; total: number }> {
      const [page, [counted]] = await Promise.all([
        db
          .select()
          .from(idVerifications)
          .where(pending())
          .orderBy(asc(idVerifications.createdAt), asc(idVerifications.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(idVerifications).where(pending()),
      ]);
      const people = new Map((await usersByIds(db, page.map((v) => v.userId))).map((u) => [u.id, u]));
      // An account purged between the two reads leaves with its submissions (the foreign key's cascade).
      const rows = page.flatMap((verification) => {
        const user = people.get(verification.userId);
        return user ? [{ verification, user }] : [];
      });
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
        const user = await settleIdVerification(tx, userId, decision.approve);
        return { verification, user: user! };
      });
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
