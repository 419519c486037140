import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { assistantMessages, assistantSessions, type AssistantMessageRow, type AssistantSessionRow } from '../../platform/db/tables/assistant.ts';

/** Who a session belongs to: a signed-in user, or a guest's key (never both). */
export type SessionOwner = { userId: string; guestKey?: undefined } | { userId?: undefined; guestKey: string };

export type TurnToStore = {
  role: 'user' | 'assistant';
  content: string;
  productIds?: string[];
  suggestions?: string[];
  suggestedActions?: string[];
  needsClarification?: boolean;
  attachments?: { type: string; url: string; key: string | null }[];
  matches?: { productId: string; matchScore: number; reasons: string[]; fit?: 'match' | 'alternative' }[];
};

const ownerWhere = (owner: SessionOwner) => (owner.userId ? eq(assistantSessions.userId, owner.userId) : eq(assistantSessions.guestKey, owner.guestKey!));

export function createAssistantRepo(db: Db) {
  return {
    session: async (id: string): Promise<AssistantSessionRow | null> => (await db.select().from(assistantSessions).where(eq(assistantSessions.id, id)).limit(1))[0] ?? null,

    /** The owner's sessions that hold any message, most recent first. */
    sessions: (owner: SessionOwner, limit: number) =>
      db
        .select()
        .from(assistantSessions)
        .where(and(ownerWhere(owner), sql`${assistantSessions.messageCount} > 0`))
        .orderBy(desc(assistantSessions.updatedAt))
        .limit(limit),

    /** The session's last `limit` turns, oldest first. */
    history: async (sessionId: string, limit: number): Promise<AssistantMessageRow[]> =>
      (
        await db
          .select()
          .from(assistantMessages)
          .where(eq(assistantMessages.sessionId, sessionId))
          .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
          .limit(limit)
      ).reverse(),

    /**
     * Stores a user's turn and the reply in one transaction, making the session on its first turn
     * (a session id another owner took meanwhile is refused by the caller's check, then by the
     * owner condition here: the row is not touched and `false` comes back).
     */
    async saveTurns(
      id: string,
      owner: SessionOwner,
      turns: TurnToStore[],
      state: { preview: string; lastSearch: Record<string, unknown> | null; lastProductIds: string[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .insert(assistantSessions)
          .values({ id, userId: owner.userId ?? null, guestKey: owner.guestKey ?? null, preview: state.preview })
          .onConflictDoNothing();
        const [session] = await tx
          .update(assistantSessions)
          .set({
            messageCount: sql`${assistantSessions.messageCount} + ${turns.length}`,
            preview: sql`case when ${assistantSessions.preview} = '' then ${state.preview} else ${assistantSessions.preview} end`,
            lastSearch: state.lastSearch,
            lastProductIds: state.lastProductIds,
            updatedAt: new Date(),
          })
          .where(and(eq(assistantSessions.id, id), ownerWhere(owner)))
          .returning({ id: assistantSessions.id });
        if (!session) return false;
        const now = Date.now();
        await tx.insert(assistantMessages).values(
          turns.map((t, i) => ({
            sessionId: id,
            role: t.role,
            content: t.content,
            productIds: t.productIds ?? [],
            suggestions: t.suggestions ?? [],
            suggestedActions: t.suggestedActions ?? [],
            needsClarification: t.needsClarification ?? false,
            attachments: t.attachments ?? [],
            matches: t.matches ?? [],
            // Distinct times keep a turn's order stable in the history.
            createdAt: new Date(now + i),
          })),
        );
        return true;
      });
    },

    /** Deletes the owner's session; false when it is not theirs or not there. */
    async remove(id: string, owner: SessionOwner): Promise<boolean> {
      const gone = await db
        .delete(assistantSessions)
        .where(and(eq(assistantSessions.id, id), ownerWhere(owner)))
        .returning({ id: assistantSessions.id });
      return gone.length > 0;
    },
  };
}
export type AssistantRepo = ReturnType<typeof createAssistantRepo>;

/** How long a guest's conversation is kept after its last turn (a signed-in user's stay until they clear them or leave). */
export const GUEST_SESSION_DAYS = 30;

/** Housekeeping: guests' conversations untouched for GUEST_SESSION_DAYS go. */
export async function pruneGuestSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - GUEST_SESSION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(assistantSessions)
    .where(and(isNotNull(assistantSessions.guestKey), lt(assistantSessions.updatedAt, before)))
    .returning({ id: assistantSessions.id });
  return gone.length;
}
