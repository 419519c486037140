import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { mediaUploads, type MediaUploadRow } from '../../platform/db/tables/media.ts';

export function createMediaRepo(db: Db) {
  return {
    async insert(values: typeof mediaUploads.$inferInsert): Promise<MediaUploadRow> {
      const [row] = await db.insert(mediaUploads).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<MediaUploadRow | undefined> {
      const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
      return row;
    },
    async findByKey(key: string): Promise<MediaUploadRow | undefined> {
      const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.key, key)).limit(1);
      return row;
    },
    /** Moves a processing upload on; false when it is gone (deleted meanwhile) or already settled. */
    /**
     * Ends a job. A row another process gave up on (`failStale` while this job still waited)
     * becomes ready all the same when its MP4 exists after all.
     */
    async settle(id: string, changes: { status: 'ready' | 'failed'; error?: string | null }, givenUp?: string): Promise<boolean> {
      const open = givenUp ? or(eq(mediaUploads.status, 'processing'), and(eq(mediaUploads.status, 'failed'), eq(mediaUploads.error, givenUp))) : eq(mediaUploads.status, 'processing');
      const rows = await db
        .update(mediaUploads)
        .set({ status: changes.status, error: changes.error ?? null, updatedAt: sql`now()` })
        .where(and(eq(mediaUploads.id, id), open))
        .returning({ id: mediaUploads.id });
      return rows.length > 0;
    },
    /** A job starts: the row shows it is being worked on now. */
    async touch(id: string): Promise<void> {
      await db.update(mediaUploads).set({ updatedAt: sql`now()` }).where(eq(mediaUploads.id, id));
    },
    /** Processing rows nobody has touched for `minutes` (a restart killed their job) → failed. */
    async failStale(minutes: number, error: string): Promise<number> {
      const rows = await db
        .update(mediaUploads)
        .set({ status: 'failed', error, updatedAt: sql`now()` })
        .where(and(eq(mediaUploads.status, 'processing'), lt(mediaUploads.updatedAt, sql`now() - make_interval(mins => ${minutes})`)))
        .returning({ id: mediaUploads.id });
      return rows.length;
    },
    async processingCount(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mediaUploads).where(and(eq(mediaUploads.ownerId, ownerId), eq(mediaUploads.status, 'processing')));
      return row?.n ?? 0;
    },
    /** Held after it was stored (a later check: a video's keyframes); undefined when a person already decided on it. */
    async hold(id: string, unsafeScore: number): Promise<MediaUploadRow | undefined> {
      const [row] = await db
        .update(mediaUploads)
        .set({ moderation: 'held', unsafeScore, updatedAt: sql`now()` })
        .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.moderation)))
        .returning();
      return row;
    },
    /** A held upload decided; undefined when it was no longer held (another admin was first). */
    async moderate(id: string, moderation: 'released' | 'removed'): Promise<MediaUploadRow | undefined> {
      const [row] = await db
        .update(mediaUploads)
        .set({ moderation, updatedAt: sql`now()` })
        .where(and(eq(mediaUploads.id, id), eq(mediaUploads.moderation, 'held')))
        .returning();
      return row;
    },
    async held(page: { page: number; limit: number }): Promise<{ rows: MediaUploadRow[]; total: number }> {
      const where = eq(mediaUploads.moderation, 'held');
      const [rows, [n]] = await Promise.all([
        db.select().from(mediaUploads).where(where).orderBy(asc(mediaUploads.createdAt)).limit(page.limit).offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(mediaUploads).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(mediaUploads).where(eq(mediaUploads.id, id)).returning({ id: mediaUploads.id });
      return rows.length > 0;
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
