import { REPORT_MESSAGES, type ReportTargetType } from '@sokoni/contracts/reports';
import type { Db } from '../../platform/db/client.ts';
import type { ReportRow } from '../../platform/db/tables/reports.ts';
import { conflict, invalid, isUniqueViolation, notFound } from '../../platform/http/errors.ts';
import { messagesByIds } from '../chats/index.ts';
import { commentsByIds } from '../comments/index.ts';
import { productsByIds } from '../products/index.ts';
import { shopsByIds } from '../shops/index.ts';
import { usersByIds } from '../users/index.ts';
import { createReportsRepo, type ReportOutcome } from './repo.ts';

const toReport = (r: ReportRow) => ({ id: r.id, _id: r.id, targetType: r.targetType, targetId: r.targetId, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() });

/**
 * Reports for the admin console's queue (contract: Reports). The target must exist and be one
 * the reporter can see (a message only in a conversation of theirs); one open report per
 * reporter and target. Targets are read through their owners' faces.
 */
export function createReportsService(db: Db) {
  const repo = createReportsRepo(db);
  const shopOwner = async (shopId: string | undefined) => (shopId ? (await shopsByIds(db, [shopId]))[0]?.ownerId : undefined);

  /** The person behind a target (to refuse reporting oneself), or undefined when it is not there for this reporter. */
  async function targetOwner(type: ReportTargetType, id: string, reporterId: string): Promise<string | undefined> {
    switch (type) {
      case 'user':
        return (await usersByIds(db, [id]))[0]?.id;
      case 'shop':
        return shopOwner(id);
      case 'product':
        return shopOwner((await productsByIds(db, [id]))[0]?.shopId);
      case 'comment':
        return (await commentsByIds(db, [id]))[0]?.userId;
      case 'message': {
        const [row] = await messagesByIds(db, [id]);
        return row && (row.buyerId === reporterId || row.peerId === reporterId) ? row.senderId : undefined;
      }
    }
  }

  return {
    async report(reporterId: string, body: { targetType: ReportTargetType; targetId: string; reason: string }) {
      const owner = await targetOwner(body.targetType, body.targetId, reporterId);
      if (owner === undefined) throw notFound(REPORT_MESSAGES.notFound);
      if (owner === reporterId) throw invalid('targetId', REPORT_MESSAGES.notYourself);
      try {
        return { report: toReport(await repo.insert({ reporterId, ...body })) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REPORT_MESSAGES.alreadyReported);
        throw error;
      }
    },
    /** Open reports, oldest first (the admin console reads these; issue 14 builds its screens). */
    async open(limit: number) {
      return (await repo.open(limit)).map(toReport);
    },

    /** The admin console's list: open ones oldest first (a queue), handled ones newest first. */
    page: (filter: { status: ReportRow['status'] | 'all'; targetType?: ReportTargetType }, paging: { page: number; limit: number }) => repo.page(filter, paging),
    find: (id: string) => repo.find(id),
    /** Reports by id, a whole page's at once (the admin console's audit log names them). */
    byIds: (ids: string[]) => repo.byIds(ids),
    /** How many wait for an admin (the console's figures). */
    openCount: () => repo.openCount(),

    /**
     * Closes an open report with the admin's decision; `wholeTarget` closes every other open
     * report of the same target with it too (the action answered them all). Undefined when the
     * report was not open (handled meanwhile).
     */
    settle: (id: string, outcome: ReportOutcome, wholeTarget: boolean) => repo.settle(id, outcome, wholeTarget),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
