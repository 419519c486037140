import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  adminAuditQuery,
  adminPageQuery,
  adminProductListSchema,
  adminProductReplySchema,
  adminProductsQuery,
  adminReasonBody,
  adminReportListSchema,
  adminReportReplySchema,
  adminReportsQuery,
  adminShopListSchema,
  adminShopsQuery,
  adminStatsSchema,
  adminUserListSchema,
  adminUserParams,
  adminUserReplySchema,
  adminUsersQuery,
  adminVerificationListSchema,
  auditLogSchema,
  resolveReportBody,
  verificationDecisionSchema,
} from '@sokoni/contracts/admin';
import { idParams } from '@sokoni/contracts/envelope';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { AdminService } from './service.ts';

const tags = ['admin'];

/** The admin console (contract "Admin"): role admin only, 401 for guests and 403 for everyone else. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  const adminOnly = { onRequest: app.requireRole('admin') };
  const reasonOf = (body: { reason?: string } | null | undefined) => body?.reason || null;

  app.get('/admin/stats', { ...adminOnly, schema: { tags, summary: 'Totals for the console: users, shops, products, open reports, pending verifications', response: replies(adminStatsSchema) } }, async () =>
    ok(await admin.stats()),
  );

  app.get('/admin/users', { ...adminOnly, schema: { tags, summary: 'Accounts, newest first; q matches name, username and phone', querystring: adminUsersQuery, response: replies(adminUserListSchema) } }, async (request) =>
    ok(await admin.users(request.query)),
  );

  app.post(
    '/admin/users/:id/suspend',
    { ...adminOnly, schema: { tags, summary: 'Suspend an account: sessions end, sign-in is refused, the shop is hidden', params: idParams, body: adminReasonBody, response: replies(adminUserReplySchema) } },
    async (request) => ok(await admin.suspendUser(authOf(request), request.params.id, reasonOf(request.body)), ADMIN_MESSAGES.userSuspended),
  );

  app.post(
    '/admin/users/:id/restore',
    { ...adminOnly, schema: { tags, summary: 'Lift a suspension', params: idParams, body: adminReasonBody, response: replies(adminUserReplySchema) } },
    async (request) => ok(await admin.restoreUser(authOf(request), request.params.id, reasonOf(request.body)), ADMIN_MESSAGES.userRestored),
  );

  app.get('/admin/shops', { ...adminOnly, schema: { tags, summary: "Shops, newest first; q matches the shop's name and slug and its owner", querystring: adminShopsQuery, response: replies(adminShopListSchema) } }, async (request) =>
    ok(await admin.shops(request.query)),
  );

  app.get(
    '/admin/products',
    { ...adminOnly, schema: { tags, summary: "Products, newest first; q matches the title and the shop's name; hidden filters", querystring: adminProductsQuery, response: replies(adminProductListSchema) } },
    async (request) => ok(await admin.products(request.query)),
  );

  app.post(
    '/admin/products/:id/hide',
    { ...adminOnly, schema: { tags, summary: 'Hide a product from buyers (its seller still sees it)', params: idParams, body: adminReasonBody, response: replies(adminProductReplySchema) } },
    async (request) => ok(await admin.hideProduct(authOf(request), request.params.id, reasonOf(request.body)), ADMIN_MESSAGES.productHidden),
  );

  app.post(
    '/admin/products/:id/unhide',
    { ...adminOnly, schema: { tags, summary: 'Show a hidden product to buyers again', params: idParams, body: adminReasonBody, response: replies(adminProductReplySchema) } },
    async (request) => ok(await admin.unhideProduct(authOf(request), request.params.id, reasonOf(request.body)), ADMIN_MESSAGES.productUnhidden),
  );

  app.get(
    '/admin/verifications',
    { ...adminOnly, schema: { tags, summary: 'Pending ID verifications, oldest first, with signed addresses of the ID picture and video', querystring: adminPageQuery, response: replies(adminVerificationListSchema) } },
    async (request) => ok(await admin.verifications(request.query)),
  );

  app.post(
    '/admin/verifications/:userId/approve',
    { ...adminOnly, schema: { tags, summary: "Approve the user's pending ID verification", params: adminUserParams, body: adminReasonBody, response: replies(verificationDecisionSchema) } },
    async (request) => ok(await admin.approve(authOf(request), request.params.userId, reasonOf(request.body)), ADMIN_MESSAGES.approved),
  );

  app.post(
    '/admin/verifications/:userId/reject',
    { ...adminOnly, schema: { tags, summary: "Reject the user's pending ID verification with a reason", params: adminUserParams, body: adminReasonBody, response: replies(verificationDecisionSchema) } },
    async (request) => ok(await admin.reject(authOf(request), request.params.userId, reasonOf(request.body)), ADMIN_MESSAGES.rejected),
  );

  app.get(
    '/admin/reports',
    { ...adminOnly, schema: { tags, summary: 'Reports with their targets as they are now (status open by default)', querystring: adminReportsQuery, response: replies(adminReportListSchema) } },
    async (request) => ok(await admin.reports(request.query)),
  );

  app.post(
    '/admin/reports/:id/resolve',
    { ...adminOnly, schema: { tags, summary: 'Handle a report: hide_product, suspend_user, delete_comment or dismiss', params: idParams, body: resolveReportBody, response: replies(adminReportReplySchema) } },
    async (request) => {
      const { message, ...data } = await admin.resolveReport(authOf(request), request.params.id, request.body);
      return ok(data, message);
    },
  );

  app.get('/admin/audit-log', { ...adminOnly, schema: { tags, summary: 'Every admin action, newest first', querystring: adminAuditQuery, response: replies(auditLogSchema) } }, async (request) =>
    ok(await admin.auditLog(request.query)),
  );
};
