import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentAnalyticsSchema, commentsWithTargetsSchema, moderateBody, moderationQueueQuery, moderationReplySchema } from '@sokoni/contracts/comments';
import { idParams } from '@sokoni/contracts/envelope';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { CommentModerationService } from './moderation-service.ts';

const tags = ['comments', 'admin'];

/** doc 1 §6, §7.4: moderation and analytics, admins only (403 for everyone else). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: CommentModerationService }> = async (app, { moderation }) => {
  const adminOnly = { onRequest: app.requireRole('admin') };

  app.post(
    '/comments/:id/moderate',
    { ...adminOnly, schema: { tags, summary: 'Approve, hide, delete, restore or flag a comment', params: idParams, body: moderateBody, response: replies(moderationReplySchema) } },
    async (request) => {
      const { message, ...data } = await moderation.moderate(request.params.id, authOf(request), request.body.action, request.body.reason ?? null);
      return ok(data, message);
    },
  );

  app.get(
    '/comments/moderation-queue',
    { ...adminOnly, schema: { tags, summary: 'Flagged and hidden comments', querystring: moderationQueueQuery, response: replies(commentsWithTargetsSchema) } },
    async (request) => ok(await moderation.queue(authOf(request), request.query.status, request.query)),
  );

  app.get('/comments/analytics', { ...adminOnly, schema: { tags, summary: 'Comment totals, per day, ratings and top products', response: replies(commentAnalyticsSchema) } }, async () =>
    ok(await moderation.analytics()),
  );
};
