import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, adminPageQuery, adminReasonBody, heldMediaDecisionSchema, heldMediaListSchema } from '@sokoni/contracts/admin';
import { idParams } from '@sokoni/contracts/envelope';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { MediaHolds } from './media-holds.ts';

const tags = ['admin'];

/** The console's queue of uploads the unsafe-image check held (issue 25 item 7): admins only. */
export const mediaHoldsRoutes: FastifyPluginAsyncZod<{ holds: MediaHolds }> = async (app, { holds }) => {
  const adminOnly = { onRequest: app.requireRole('admin') };

  app.get(
    '/admin/media-holds',
    { ...adminOnly, schema: { tags, summary: 'Uploads held by the unsafe-image check, oldest first, with signed addresses', querystring: adminPageQuery, response: replies(heldMediaListSchema) } },
    async (request) => ok(await holds.list(request.query)),
  );

  app.post(
    '/admin/media-holds/:id/release',
    { ...adminOnly, schema: { tags, summary: 'Release a held upload: it goes public and its owner is told', params: idParams, body: adminReasonBody, response: replies(heldMediaDecisionSchema) } },
    async (request) => ok(await holds.decide(authOf(request).userId, request.params.id, true, request.body?.reason || null), ADMIN_MESSAGES.mediaReleased),
  );

  app.post(
    '/admin/media-holds/:id/remove',
    { ...adminOnly, schema: { tags, summary: 'Remove a held upload: its files are deleted and its owner is told', params: idParams, body: adminReasonBody, response: replies(heldMediaDecisionSchema) } },
    async (request) => ok(await holds.decide(authOf(request).userId, request.params.id, false, request.body?.reason || null), ADMIN_MESSAGES.mediaRemoved),
  );
};
