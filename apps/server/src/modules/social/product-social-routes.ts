import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryBody, productIdsBody, shareVisitBody } from '@sokoni/contracts/catalog';
import { idParams, pageQuery } from '@sokoni/contracts/envelope';
import {
  bookmarkedProductsSchema,
  bookmarkersSchema,
  bookmarkStatusesSchema,
  bookmarkToggleSchema,
  inquiriesSchema,
  inquiryReplySchema,
  likedProductsSchema,
  likersSchema,
  likeStatusesSchema,
  likeToggleSchema,
  productStatsBatchSchema,
  shareBody,
  shareSchema,
  shareTrackedSchema,
  viewCountSchema,
  viewRecordedSchema,
  viewsRecordedSchema,
} from '@sokoni/contracts/social';
import { authOf } from '../../platform/http/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key.ts';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import type { Caller, ProductSocialService, Viewer } from './product-social-service.ts';

const tags = ['social'];

const callerOf = (request: FastifyRequest): Caller => (request.auth ? { userId: request.auth.userId, role: request.auth.role } : null);
const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.auth?.userId, ip: request.ip, userAgent: request.headers['user-agent'] });

/** Likes, bookmarks, views, inquiries, shares and their batch reads (doc 1 §7.3), and the favorites lists. */
export const productSocialRoutes: FastifyPluginAsyncZod<{ service: ProductSocialService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.requireAuth };
  const maybeSignedIn = { onRequest: app.optionalAuth };

  app.post('/products/:id/like', { ...signedIn, schema: { tags, summary: 'Like or unlike a product (toggle)', params: idParams, response: replies(likeToggleSchema) } }, async (request) =>
    ok(await service.toggleLike(authOf(request).userId, request.params.id)),
  );

  app.get('/products/:id/likes', { schema: { tags, summary: 'Who liked a product, newest first', params: idParams, querystring: pageQuery, response: replies(likersSchema) } }, async (request) =>
    ok(await service.likes(request.params.id, request.query)),
  );

  app.post('/products/:id/bookmark', { ...signedIn, schema: { tags, summary: 'Save or unsave a product (toggle)', params: idParams, response: replies(bookmarkToggleSchema) } }, async (request) =>
    ok(await service.toggleBookmark(authOf(request).userId, request.params.id)),
  );

  app.get(
    '/products/:id/bookmarks',
    { ...signedIn, schema: { tags, summary: "Who saved a product (the shop's owner only)", params: idParams, querystring: pageQuery, response: replies(bookmarkersSchema) } },
    async (request) => ok(await service.bookmarks(request.params.id, authOf(request), request.query)),
  );

  app.post('/products/:id/views', { ...maybeSignedIn, schema: { tags, summary: 'Record a view (once per viewer per hour)', params: idParams, response: replies(viewRecordedSchema) } }, async (request) =>
    ok(await service.recordView(request.params.id, viewerOf(request))),
  );

  app.get('/products/:id/views', { schema: { tags, summary: "A product's view count", params: idParams, response: replies(viewCountSchema) } }, async (request) =>
    ok(await service.views(request.params.id)),
  );

  app.post('/products/batch/views', { ...maybeSignedIn, schema: { tags, summary: 'Record views of several products', body: productIdsBody, response: replies(viewsRecordedSchema) } }, async (request) =>
    ok(await service.recordViews(request.body.productIds, viewerOf(request))),
  );

  app.post(
    '/products/:id/inquiry',
    { ...maybeSignedIn, schema: { tags, summary: 'Ask the seller about a product', params: idParams, body: inquiryBody, response: createdReplies(inquiryReplySchema) } },
    async (request, reply) => {
      const data = await service.inquire(request.params.id, callerOf(request), request.ip, request.body, idempotencyKeyOf(request));
      return reply.status(201).send(ok(data, SOCIAL_MESSAGES.inquirySent));
    },
  );

  app.get(
    '/products/:id/inquiries',
    { ...signedIn, schema: { tags, summary: "Inquiries about a product (the shop's owner only)", params: idParams, querystring: pageQuery, response: replies(inquiriesSchema) } },
    async (request) => ok(await service.inquiries(request.params.id, authOf(request), request.query)),
  );

  app.post('/products/:id/share', { ...maybeSignedIn, schema: { tags, summary: 'Record a share; returns the link', params: idParams, body: shareBody, response: replies(shareSchema) } }, async (request) =>
    ok(await service.share(request.params.id, callerOf(request), request.body?.platform)),
  );

  app.post(
    '/shares/:id/track',
    { ...maybeSignedIn, schema: { tags, summary: 'Record a visit through a shared link', params: idParams, body: shareVisitBody, response: replies(shareTrackedSchema) } },
    async (request) => ok(await service.trackShare(request.params.id, callerOf(request), request.body ?? {})),
  );

  app.post('/products/stats/batch', { ...maybeSignedIn, schema: { tags, summary: 'Stats of several products', body: productIdsBody, response: replies(productStatsBatchSchema) } }, async (request) =>
    ok(await service.statsBatch(request.body.productIds, callerOf(request))),
  );

  app.post('/products/likes/batch-status', { ...signedIn, schema: { tags, summary: 'Like states of several products', body: productIdsBody, response: replies(likeStatusesSchema) } }, async (request) =>
    ok(await service.likeStatuses(authOf(request).userId, request.body.productIds)),
  );

  app.post(
    '/products/bookmarks/batch-status',
    { ...signedIn, schema: { tags, summary: 'Bookmark states of several products', body: productIdsBody, response: replies(bookmarkStatusesSchema) } },
    async (request) => ok(await service.bookmarkStatuses(authOf(request).userId, request.body.productIds)),
  );

  app.get('/users/me/liked-products', { ...signedIn, schema: { tags, summary: 'Products I liked, newest like first', querystring: pageQuery, response: replies(likedProductsSchema) } }, async (request) =>
    ok(await service.likedProducts(authOf(request).userId, request.query)),
  );

  app.get('/users/me/bookmarks', { ...signedIn, schema: { tags, summary: 'Products I saved, newest first', querystring: pageQuery, response: replies(bookmarkedProductsSchema) } }, async (request) =>
    ok(await service.bookmarkedProducts(authOf(request).userId, request.query)),
  );
};
