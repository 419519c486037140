import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_MESSAGES, reportBody, reportReplySchema } from '@sokoni/contracts/reports';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies } from '../../platform/http/reply-schemas.ts';
import type { ReportsService } from './service.ts';

/** POST /reports (contract: Reports). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/reports',
    { onRequest: app.requireAuth, schema: { tags: ['reports'], summary: 'Report a product, shop, user, comment or message', body: reportBody, response: createdReplies(reportReplySchema) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await reports.report(authOf(request).userId, request.body), REPORT_MESSAGES.reported);
    },
  );
};
