import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OtpType } from '@sokoni/contracts/auth';
import type { Db } from '../../platform/db/client.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import { otpCodes, refreshTokens, sessions } from '../../platform/db/tables/auth.ts';
import { accountStanding } from '../users/index.ts';

export function createAuthRepo(db: Db) {
  return { ...codeQueries(db), ...sessionQueries(db) };
}

/** One-time codes: sent, tried, spent. */
function codeQueries(db: Db) {
  return {
    async latestCode(phoneNumber: string, type: OtpType) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.type, type), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      return row;
    },
    async lastCodeSentAt(phoneNumber: string, type: OtpType): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.type, type)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    /** A new code replaces any earlier unused one of the same type. */
    async insertCode(values: { phoneNumber: string; type: OtpType; codeHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(otpCodes.phoneNumber, values.phoneNumber), eq(otpCodes.type, values.type), isNull(otpCodes.consumedAt)));
        await tx.insert(otpCodes).values(values);
      });
    },
    /** Forgets a code that never reached the phone, so it neither blocks a resend nor can be guessed. */
    async discardCode(phoneNumber: string, codeHash: string) {
      await db.delete(otpCodes).where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.codeHash, codeHash)));
    },
    /** Counts a wrong try atomically; returns the tries used so far. */
    async countFailedTry(id: string): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    /** True only for the one caller that consumed it: a code works once. */
    async consumeCode(id: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}

/** Sessions and their rotating refresh tokens. */
function sessionQueries(db: Db) {
  return {
    async createSession(values: { userId: string; expiresAt: Date; userAgent?: string; ip?: string; tokenHash: string }) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({ userId: values.userId, expiresAt: values.expiresAt, userAgent: values.userAgent?.slice(0, 300), ip: values.ip })
          .returning({ id: sessions.id });
        await tx.insert(refreshTokens).values({ tokenHash: values.tokenHash, sessionId: session!.id });
        return session!.id;
      });
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: refreshTokens.sessionId,
          rotatedAt: refreshTokens.rotatedAt,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          userId: sessions.userId,
          role: accountStanding.role,
          userStatus: accountStanding.status,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(accountStanding, eq(accountStanding.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Swaps the presented token for a new one; false when another request rotated it first. */
    async rotateRefreshToken(oldHash: string, newHash: string, sessionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, oldHash), isNull(refreshTokens.rotatedAt)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (rotated.length !== 1) return false;
        await tx.insert(refreshTokens).values({ tokenHash: newHash, sessionId });
        return true;
      });
    },
    async revokeSession(sessionId: string, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAllSessions(userId: string, reason: string, exceptSessionId?: string) {
      const base = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(exceptSessionId ? and(base, sql`${sessions.id} <> ${exceptSessionId}`) : base);
    },
    /** The guard's per-request check: the session is live and its account active. */
    async liveSession(sessionId: string, userId: string) {
      const [row] = await db
        .select({ role: accountStanding.role, language: accountStanding.language })
        .from(sessions)
        .innerJoin(accountStanding, eq(accountStanding.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(accountStanding.status, 'active'),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async pruneExpired(before: Date) {
      await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;

/** Ends every live session of an account inside the caller's transaction (users closing an account). */
export async function revokeAllSessionsWith(tx: Db | Tx, userId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Hourly: codes and sessions that expired before `before` are of no use to anyone. */
export async function pruneSpentCodesAndSessions(db: Db, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
