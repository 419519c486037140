import { ADMIN_MESSAGES, REPORT_ACTIONS_FOR, type AdminReport, type AuditAction, type AuditTargetType, type ReportAction, type UserStatus } from '@sokoni/contracts/admin';
import { toPagination } from '@sokoni/contracts/envelope';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import type { Role } from '@sokoni/contracts/users';
import { displayNameOf } from '@sokoni/contracts/users';
import type { Change } from '../../platform/cache/change-bus.ts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import { accountCounts } from '../users/index.ts';
import { productCounts, type StoredMedia } from '../products/index.ts';
import { shopCount } from '../shops/index.ts';
import type { ReportRow, ReportsService } from '../reports/index.ts';
import type { VerificationService } from '../verification/index.ts';
import { accountRestoredNotice, accountSuspendedNotice, productHiddenNotice, productShownNotice, verificationDecidedNotice } from './account-notices.ts';
import { auditTargets } from './audit-targets.ts';
import { removeCommentAndTell } from './comment-removal.ts';
import type { AdminRepo, Paging, ProductWithShop } from './repo.ts';
import { reportTargets } from './report-targets.ts';
import { toAdminProduct, toAdminShop, toAdminUser, toAdminVerification, toAuditEntry } from './views.ts';

type Admin = { userId: string; role: string };

type Deps = {
  db: Db;
  repo: AdminRepo;
  reports: ReportsService;
  verification: VerificationService;
  /** Ends every session (and socket) of a suspended account. */
  endAllSessions: (userId: string, reason: 'account_suspended') => Promise<unknown>;
  /** The comments module's moderation: a comment deleted as its `delete` action does it. */
  deleteComment: (commentId: string, admin: Admin, reason: string | null) => Promise<unknown>;
  notifier: Notifier;
  mediaUrl: MediaUrl;
  productImage: (media: StoredMedia[]) => string | null;
  /** Cached replies that show a product or shop drop it. */
  onChanged: (change: Change) => void;
};

/**
 * The admin console (contract "Admin", issue 14): compact lists, ID verification review, report
 * handling, hiding products and suspending accounts. Every action writes an audit row. The
 * routes check the role; these rules check the targets.
 */
export function createAdminService(deps: Deps) {
  const helpers = adminHelpers(deps);
  return { ...consoleLists(deps, helpers), ...consoleActions(deps, helpers) };
}

/** What the console’s actions share: the audit row, change notices, lookups, suspending, hiding, a report’s action, a verification decision. */
function adminHelpers(deps: Deps) {
  const { repo, notifier } = deps;
  const audit = (admin: Admin, action: AuditAction, targetType: AuditTargetType, targetId: string, detail?: string | null) =>
    repo.audit({ adminId: admin.userId, action, targetType, targetId, detail: detail || null });

  // A shop leaving or rejoining the lists, or a product hidden or shown: lists that never showed it change too.
  const changedShop = (shopId: string) => {
    deps.onChanged({ kind: 'shop', id: shopId });
    deps.onChanged({ kind: 'listing', id: shopId });
  };
  const changedListing = (productId: string, shopId: string) => {
    deps.onChanged({ kind: 'product', id: productId });
    changedShop(shopId);
  };

  /** A notice to the person an action touched; never to the admin who acted (their own product, say). */
  const tell = (admin: Admin, event: NotificationEvent) => (event.recipientId === admin.userId ? undefined : notifier.notify(event));

  async function userOr404(id: string) {
    const found = await repo.user(id);
    if (!found) throw notFound(ADMIN_MESSAGES.userNotFound);
    return found;
  }

  async function productOr404(id: string) {
    const found = await repo.product(id);
    if (!found) throw notFound(ADMIN_MESSAGES.productNotFound);
    return found;
  }

  const productView = async (id: string) => {
    const row = await productOr404(id);
    return toAdminProduct(row, deps.productImage(row.product.media));
  };

  /** Who may be suspended: not oneself (409), not another admin (403), only an active account (409). */
  function refuseSuspension(admin: Admin, target: { id: string; role: Role; status: UserStatus }) {
    if (target.id === admin.userId) throw conflict(ADMIN_MESSAGES.notYourself);
    if (target.role === 'admin') throw forbidden(ADMIN_MESSAGES.notAnAdmin);
    if (target.status === 'suspended') throw conflict(ADMIN_MESSAGES.userAlreadySuspended);
    if (target.status !== 'active') throw conflict(ADMIN_MESSAGES.userClosed);
  }

  /** Suspends and ends every session; the shop leaves public lists. False when it was not active any more. */
  async function suspend(admin: Admin, userId: string, reason: string | null, via?: string): Promise<boolean> {
    const done = await repo.suspend(userId, reason);
    if (!done) return false;
    await deps.endAllSessions(userId, 'account_suspended');
    if (done.shopId) changedShop(done.shopId);
    await audit(admin, 'suspend_user', 'user', userId, [via, reason].filter(Boolean).join(': '));
    await tell(admin, accountSuspendedNotice(userId, Boolean(done.shopId), reason));
    return true;
  }

  const noticeProduct = ({ product, shop }: ProductWithShop) => ({ id: product.id, title: product.title, shopId: shop.id, ownerId: shop.ownerId });

  async function hide(admin: Admin, found: ProductWithShop, reason: string | null, via?: string): Promise<boolean> {
    const { product, shop } = found;
    if (!(await repo.setProductHidden(product.id, true))) return false;
    changedListing(product.id, shop.id);
    await audit(admin, 'hide_product', 'product', product.id, [via, reason].filter(Boolean).join(': '));
    await tell(admin, productHiddenNotice(noticeProduct(found), reason));
    return true;
  }

  /** Carries out a report's action on its target (idempotent: a target already handled is fine). */
  async function act(admin: Admin, report: ReportRow, action: ReportAction, note: string | null) {
    if (action === 'dismiss') return;
    const target = (await reportTargets(deps.db, [{ type: report.targetType, id: report.targetId }]))({ type: report.targetType, id: report.targetId });
    if (!target.exists || !target.ownerId) throw conflict(ADMIN_MESSAGES.targetGone);
    // The report's own audit row names it and its target; this row only says where the action came from.
    const via = 'from a report';
    switch (action) {
      case 'hide_product': {
        await hide(admin, await productOr404(report.targetId), note, via);
        return;
      }
      case 'delete_comment':
        await removeCommentAndTell({ repo, notifier }, admin.userId, report.targetId, note, () => deps.deleteComment(report.targetId, admin, note));
        await audit(admin, 'delete_comment', 'comment', report.targetId, [via, note].filter(Boolean).join(': '));
        return;
      case 'suspend_user': {
        const owner = await userOr404(target.ownerId);
        if (owner.user.status === 'suspended') return;
        refuseSuspension(admin, owner.user);
        await suspend(admin, owner.user.id, note, via);
        return;
      }
    }
  }

  return { audit, changedShop, changedListing, tell, userOr404, productOr404, productView, refuseSuspension, suspend, noticeProduct, hide, act };
}

/** The console’s figures and lists, and verification decisions. */
function consoleLists(deps: Deps, helpers: ReturnType<typeof adminHelpers>) {
  const { repo, reports, verification, notifier, mediaUrl } = deps;
  const { audit, userOr404 } = helpers;

  async function decide(admin: Admin, userId: string, approve: boolean, reason: string | null) {
    const decided = await verification.decide(userId, { approve, reason, adminId: admin.userId });
    if (!decided) throw notFound(ADMIN_MESSAGES.noPendingVerification);
    const { user } = decided;
    await notifier.notify(verificationDecidedNotice(userId, approve, reason, user.idVerificationAttempts));
    await audit(admin, approve ? 'approve_verification' : 'reject_verification', 'user', userId, reason);
    return {
      verification: toAdminVerification(decided.verification, user, decided.files, mediaUrl),
      user: toAdminUser(await userOr404(userId), mediaUrl),
    };
  }

  return {
    /** The console's figures, each from its owner (a few parallel counts). */
    async stats() {
      const [accounts, shops, products, openReports, pendingVerifications] = await Promise.all([accountCounts(deps.db), shopCount(deps.db), productCounts(deps.db), reports.openCount(), verification.pendingCount()]);
      return { users: accounts.live, suspendedUsers: accounts.suspended, shops, products: products.all, hiddenProducts: products.hidden, openReports, pendingVerifications };
    },

    async users(query: Paging & { q?: string; status?: UserStatus; role?: Role }) {
      const { rows, total } = await repo.users(query, query);
      return { users: rows.map((r) => toAdminUser(r, mediaUrl)), pagination: toPagination(query.page, query.limit, total) };
    },

    async shops(query: Paging & { q?: string }) {
      const { rows, total } = await repo.shops(query, query);
      return { shops: rows.map((r) => toAdminShop(r, mediaUrl)), pagination: toPagination(query.page, query.limit, total) };
    },

    async products(query: Paging & { q?: string; hidden?: boolean }) {
      const { rows, total } = await repo.products(query, query);
      return { products: rows.map((r) => toAdminProduct(r, deps.productImage(r.product.media))), pagination: toPagination(query.page, query.limit, total) };
    },

    async verifications(paging: Paging) {
      const { rows, total } = await verification.pendingPage(paging);
      return { verifications: rows.map((r) => toAdminVerification(r.verification, r.user, r.files, mediaUrl)), pagination: toPagination(paging.page, paging.limit, total) };
    },

    approve: (admin: Admin, userId: string, reason: string | null) => decide(admin, userId, true, reason),
    reject: (admin: Admin, userId: string, reason: string | null) => decide(admin, userId, false, reason ?? ADMIN_MESSAGES.defaultRejectReason),
  };
}

/** Reports, hiding products, suspending and restoring accounts, and the audit log. */
function consoleActions(deps: Deps, helpers: ReturnType<typeof adminHelpers>) {
  const { repo, reports, mediaUrl } = deps;
  const { audit, changedShop, changedListing, tell, userOr404, productOr404, productView, refuseSuspension, suspend, noticeProduct, hide, act } = helpers;
  return {
    async reports(query: Paging & { status: ReportRow['status'] | 'all'; targetType?: ReportTargetType }) {
      const { rows, total } = await reports.page(query, query);
      return { reports: await reportViews(deps, rows), pagination: toPagination(query.page, query.limit, total) };
    },

    async resolveReport(admin: Admin, id: string, body: { action: ReportAction; note?: string }) {
      const report = await reports.find(id);
      if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
      if (report.status !== 'open') throw conflict(ADMIN_MESSAGES.reportClosed);
      if (!REPORT_ACTIONS_FOR[report.targetType].includes(body.action)) throw invalid('action', ADMIN_MESSAGES.actionDoesNotFit(body.action, report.targetType));
      const note = body.note || null;
      await act(admin, report, body.action, note);
      const dismissed = body.action === 'dismiss';
      const settled = await reports.settle(id, { status: dismissed ? 'dismissed' : 'resolved', resolution: note ? `${body.action}: ${note}` : body.action, resolvedBy: admin.userId }, !dismissed);
      if (!settled) throw conflict(ADMIN_MESSAGES.reportClosed);
      await audit(admin, dismissed ? 'dismiss_report' : 'resolve_report', 'report', id, note ? `${body.action}: ${note}` : body.action);
      const [view] = await reportViews(deps, [settled]);
      return { report: view!, message: dismissed ? ADMIN_MESSAGES.reportDismissed : ADMIN_MESSAGES.reportResolved };
    },

    async hideProduct(admin: Admin, id: string, reason: string | null) {
      if (!(await hide(admin, await productOr404(id), reason))) throw conflict(ADMIN_MESSAGES.productAlreadyHidden);
      return { product: await productView(id) };
    },

    async unhideProduct(admin: Admin, id: string, reason: string | null) {
      const found = await productOr404(id);
      const { product, shop } = found;
      if (!(await repo.setProductHidden(product.id, false))) throw conflict(ADMIN_MESSAGES.productNotHidden);
      changedListing(product.id, shop.id);
      await audit(admin, 'unhide_product', 'product', product.id, reason);
      await tell(admin, productShownNotice(noticeProduct(found), reason));
      return { product: await productView(id) };
    },

    async suspendUser(admin: Admin, id: string, reason: string | null) {
      const target = await userOr404(id);
      refuseSuspension(admin, target.user);
      if (!(await suspend(admin, id, reason))) throw conflict(ADMIN_MESSAGES.userAlreadySuspended);
      return { user: toAdminUser(await userOr404(id), mediaUrl) };
    },

    async restoreUser(admin: Admin, id: string, reason: string | null) {
      await userOr404(id);
      const done = await repo.restore(id);
      if (!done) throw conflict(ADMIN_MESSAGES.userNotSuspended);
      if (done.shopId) changedShop(done.shopId);
      await audit(admin, 'restore_user', 'user', id, reason);
      await tell(admin, accountRestoredNotice(id, Boolean(done.shopId), reason));
      return { user: toAdminUser(await userOr404(id), mediaUrl) };
    },

    async auditLog(query: Paging & { action?: AuditAction; targetType?: AuditTargetType }) {
      const { rows, total } = await repo.auditPage(query, query);
      const targetOf = await auditTargets({ db: deps.db, reports }, rows.map(({ entry }) => ({ type: entry.targetType, id: entry.targetId })));
      return { entries: rows.map((row) => toAuditEntry(row, targetOf({ type: row.entry.targetType, id: row.entry.targetId }))), pagination: toPagination(query.page, query.limit, total) };
    },
  };
}

/** Reports as the console lists them: their targets and the people who reported and resolved them. */
async function reportViews(deps: Deps, rows: ReportRow[]): Promise<AdminReport[]> {
  const [targetOf, people] = await Promise.all([
    reportTargets(deps.db, rows.map((r) => ({ type: r.targetType, id: r.targetId }))),
    deps.repo.people(rows.flatMap((r) => [r.reporterId, ...(r.resolvedBy ? [r.resolvedBy] : [])])),
  ]);
  const named = (id: string | null) => {
    const person = id ? people.get(id) : undefined;
    return person ? { id: person.id, displayName: displayNameOf(person) } : null;
  };
  return rows.map((r) => {
    const { ownerId: _ownerId, ...target } = targetOf({ type: r.targetType, id: r.targetId });
    return {
      id: r.id,
      _id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      reporter: named(r.reporterId),
      target,
      resolution: r.resolution,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolvedBy: named(r.resolvedBy),
    };
  });
}

export type AdminService = ReturnType<typeof createAdminService>;
