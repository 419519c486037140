import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMENT_MESSAGES,
  commentListSchema,
  oneCommentSchema,
  commentStatsSchema,
  createCommentBody,
  productCommentsQuery,
  shopCommentsQuery,
} from '@sokoni/contracts/comments';
import { idParams, idSchema } from '@sokoni/contracts/envelope';
import { authOf } from '../../platform/http/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import { callerOf } from './access.ts';
import type { CommentsService } from './service.ts';

const tags = ['comments'];
const list = replies(commentListSchema);
const posted = createdReplies(oneCommentSchema);

/** The comment lists of a product or a shop, and posting to them (doc 1 §7.3, §7.4). */
export const targetRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  const signedIn = { onRequest: app.requireAuth };
  const maybeSignedIn = { onRequest: app.optionalAuth };

  app.get(
    '/products/:id/comments',
    { ...maybeSignedIn, schema: { tags, summary: "A product's comments and reviews, with their first replies", params: idParams, querystring: productCommentsQuery, response: list } },
    async (request) => ok(await comments.list({ type: 'product', id: request.params.id }, callerOf(request), request.query)),
  );

  app.get(
    '/shops/:shopId/products/:id/comments',
    {
      ...maybeSignedIn,
      schema: { tags, summary: "A shop product's comments", params: z.object({ shopId: idSchema, id: idSchema }), querystring: productCommentsQuery, response: list },
    },
    async (request) => ok(await comments.list({ type: 'product', id: request.params.id }, callerOf(request), request.query, request.params.shopId)),
  );

  app.post(
    '/products/:id/comments',
    { ...signedIn, schema: { tags, summary: 'Comment on or review a product', params: idParams, body: createCommentBody, response: posted } },
    async (request, reply) => {
      const data = await comments.create({ type: 'product', id: request.params.id }, authOf(request), request.body, idempotencyKeyOf(request));
      return reply.status(201).send(ok(data, COMMENT_MESSAGES.posted));
    },
  );

  app.get(
    '/shops/:id/comments',
    { ...maybeSignedIn, schema: { tags, summary: "A shop's comments and reviews", params: idParams, querystring: shopCommentsQuery, response: list } },
    async (request) => ok(await comments.list({ type: 'shop', id: request.params.id }, callerOf(request), request.query)),
  );

  app.get(
    '/shops/:id/comments/stats',
    { ...maybeSignedIn, schema: { tags, summary: "A shop's comment count and rating", params: idParams, response: replies(commentStatsSchema) } },
    async (request) => ok(await comments.stats({ type: 'shop', id: request.params.id }, callerOf(request))),
  );

  app.post(
    '/shops/:id/comments',
    { ...signedIn, schema: { tags, summary: 'Comment on or review a shop', params: idParams, body: createCommentBody, response: posted } },
    async (request, reply) => {
      const data = await comments.create({ type: 'shop', id: request.params.id }, authOf(request), request.body, idempotencyKeyOf(request));
      return reply.status(201).send(ok(data, COMMENT_MESSAGES.posted));
    },
  );
};
