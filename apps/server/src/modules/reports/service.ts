import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES, type ReportTargetType } from '@sokoni/contracts/reports';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages, chats } from '../../platform/db/tables/chats.ts';
import { comments } from '../../platform/db/tables/comments.ts';
import { products } from '../../platform/db/tables/products.ts';
import { reports, type ReportRow } from '../../platform/db/tables/reports.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users } from '../../platform/db/tables/users.ts';
import { conflict, invalid, isUniqueViolation, notFound } from '../../platform/http/errors.ts';

const toReport = (r: ReportRow) => ({ id: r.id, _id: r.id, targetType: r.targetType, targetId: r.targetId, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() });

/**
 * Reports for the admin console's queue (contract: Reports). The target must exist and be one
 * the reporter can see (a message only in a conversation of theirs); one open report per
 * reporter and target.
 */
export function createReportsService(db: Db) {
  /** The person behind a target (to refuse reporting oneself), or null when it is not there for this reporter. */
  async function targetOwner(type: ReportTargetType, id: string, reporterId: string): Promise<string | null | undefined> {
    switch (type) {
      case 'user':
        return (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1))[0]?.id;
      case 'shop':
        return (await db.select({ id: shops.ownerId }).from(shops).where(eq(shops.id, id)).limit(1))[0]?.id;
      case 'product':
        return (await db.select({ id: shops.ownerId }).from(products).innerJoin(shops, eq(shops.id, products.shopId)).where(eq(products.id, id)).limit(1))[0]?.id;
      case 'comment':
        return (await db.select({ id: comments.userId }).from(comments).where(eq(comments.id, id)).limit(1))[0]?.id;
      case 'message': {
        const [row] = await db
          .select({ sender: chatMessages.senderId, buyer: chats.buyerId, peer: chats.peerId })
          .from(chatMessages)
          .innerJoin(chats, eq(chats.id, chatMessages.chatId))
          .where(eq(chatMessages.id, id))
          .limit(1);
        return row && (row.buyer === reporterId || row.peer === reporterId) ? row.sender : undefined;
      }
    }
  }

  return {
    async report(reporterId: string, body: { targetType: ReportTargetType; targetId: string; reason: string }) {
      const owner = await targetOwner(body.targetType, body.targetId, reporterId);
      if (owner === undefined) throw notFound(REPORT_MESSAGES.notFound);
      if (owner === reporterId) throw invalid('targetId', REPORT_MESSAGES.notYourself);
      try {
        const [row] = await db.insert(reports).values({ reporterId, ...body }).returning();
        return { report: toReport(row!) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REPORT_MESSAGES.alreadyReported);
        throw error;
      }
    },
    /** Open reports, oldest first (the admin console reads these; issue 14 builds its screens). */
    async open(limit: number) {
      const rows = await db.select().from(reports).where(eq(reports.status, 'open')).orderBy(sql`${reports.createdAt} asc`).limit(limit);
      return rows.map(toReport);
    },

    /** The admin console's list: open ones oldest first (a queue), handled ones newest first. */
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

    /**
     * Closes an open report with the admin's decision; `wholeTarget` closes every other open
     * report of the same target with it too (the action answered them all). Undefined when the
     * report was not open (handled meanwhile).
     */
    async settle(id: string, outcome: { status: 'resolved' | 'dismissed'; resolution: string; resolvedBy: string }, wholeTarget: boolean): Promise<ReportRow | undefined> {
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

export type ReportsService = ReturnType<typeof createReportsService>;
