import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import type { Db } from '../../platform/db/client.ts';
import { reports, type ReportRow } from '../../platform/db/tables/reports.ts';

export type ReportOutcome = { status: 'resolved' | 'dismissed'; resolution: string; resolvedBy: string };

/** The reports table's reads and writes (this module's alone: others ask through the service). */
export function createReportsRepo(db: Db) {
  return {
    async insert(row: { reporterId: string; targetType: ReportTargetType; targetId: string; reason: string }): Promise<ReportRow> {
      const [inserted] = await db.insert(reports).values(row).returning();
      return inserted!;
    },

    async open(limit: number): Promise<ReportRow[]> {
      return db.select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt)).limit(limit);
    },

    /** Open ones oldest first (a queue), handled ones newest first. */
    async page(filter: { status: ReportRow['status'] | 'all'; targetType?: ReportTargetType }, paging: { page: number; limit: number }) {
      const where = and(filter.status === 'all' ? undefined : eq(reports.status, filter.status), filter.targetType ? eq(reports.targetType, filter.targetType) : undefined);
      const order = filter.status === 'open' ? [asc(reports.createdAt), asc(reports.id)] : [desc(sql`coalesce(${reports.resolvedAt}, ${reports.createdAt})`), desc(reports.id)];
      const [rows, [counted]] = await Promise.all([
        db.select().from(reports).where(where).orderBy(...order).limit(paging.limit).offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
      return row;
    },

    async byIds(ids: string[]): Promise<ReportRow[]> {
      const unique = [...new Set(ids)];
      return unique.length === 0 ? [] : db.select().from(reports).where(inArray(reports.id, unique));
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
      return row?.n ?? 0;
    },

    /** Closes an open report, and with `wholeTarget` every other open report of its target; undefined when it was not open. */
    async settle(id: string, outcome: ReportOutcome, wholeTarget: boolean): Promise<ReportRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reports)
          .set({ ...outcome, resolvedAt: new Date() })
          .where(and(eq(reports.id, id), eq(reports.status, 'open')))
          .returning();
        if (row && wholeTarget) {
          await tx
            .update(reports)
            .set({ ...outcome, resolvedAt: new Date() })
            .where(and(eq(reports.targetType, row.targetType), eq(reports.targetId, row.targetId), eq(reports.status, 'open')));
        }
        return row;
      });
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
