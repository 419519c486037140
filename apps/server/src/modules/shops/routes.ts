import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopListQuery } from '@sokoni/contracts/catalog';
import { shopCategoriesSchema, shopPageSchema, shopReplySchema, slugCheckSchema, userShopsSchema } from '@sokoni/contracts/catalog-replies';
import { checkSlugQuery, createShopBody, myShopReplySchema, sellerShopStatsSchema, shopKeyParams, updateShopBody } from '@sokoni/contracts/seller';
import { authOf } from '../../platform/http/auth-guard.ts';
import { idParams, pageQuery } from '@sokoni/contracts/envelope';
import { ok } from '../../platform/http/reply.ts';
import { createdReplies, replies } from '../../platform/http/reply-schemas.ts';
import { shopCategories } from './query.ts';
import type { ShopsService } from './service.ts';
import { shopImageRoute, type ShopImageStore } from './shop-image-route.ts';

const tags = ['shops'];

export const shopsRoutes: FastifyPluginAsyncZod<{ shops: ShopsService; media: ShopImageStore }> = async (app, { shops, media }) => {
  const optional = { onRequest: app.optionalAuth };
  const signedIn = { onRequest: app.requireAuth };

  app.get('/shops/me', { ...signedIn, schema: { tags, summary: 'My shop, or null when I have none', response: replies(myShopReplySchema) } }, async (request) =>
    ok({ shop: await shops.mine(authOf(request).userId) }),
  );

  app.post(
    '/shops',
    { ...signedIn, schema: { tags, summary: 'Open my shop (one per user; 409 for a second)', body: createShopBody, response: createdReplies(shopReplySchema) } },
    async (request, reply) => reply.code(201).send(ok({ shop: await shops.create(authOf(request).userId, request.body) }, 'Shop created successfully')),
  );

  app.put(
    '/shops/:id',
    { ...signedIn, schema: { tags, summary: 'Change my shop: name, description, slug, logo, coverImage (null clears)', params: idParams, body: updateShopBody, response: replies(shopReplySchema) } },
    async (request) => ok({ shop: await shops.update(authOf(request).userId, request.params.id, request.body) }, 'Shop updated successfully'),
  );

  await app.register(shopImageRoute, { shops, media });

  app.get('/shops', { schema: { tags, summary: 'Shops, by name, city, country or category', querystring: shopListQuery, response: replies(shopPageSchema) } }, async (request) =>
    ok(await shops.list(request.query)),
  );

  app.get(
    '/shops/check-slug',
    { ...optional, schema: { tags, summary: 'Whether a shop URL is free (the caller’s own counts as free)', querystring: checkSlugQuery, response: replies(slugCheckSchema) } },
    async (request) => ok(await shops.checkSlug(request.query.slug, request.auth?.userId)),
  );

  app.get(
    '/shops/suggestions',
    { ...optional, schema: { tags, summary: 'Shops to follow, most followed first', querystring: pageQuery, response: replies(shopPageSchema) } },
    async (request) => ok(await shops.suggestions(request.query, request.auth?.userId)),
  );

  app.get('/shop-categories', { schema: { tags, summary: 'Shop categories', response: replies(shopCategoriesSchema) } }, async () => ok({ categories: shopCategories() }));

  app.get('/shops/:id', { ...optional, schema: { tags, summary: 'One shop, by id or slug', params: shopKeyParams, response: replies(shopReplySchema) } }, async (request) =>
    ok({ shop: await shops.get(request.params.id, request.auth?.userId) }),
  );

  app.get('/shops/:id/stats', { ...optional, schema: { tags, summary: 'Shop stats (doc 2 §3) with its rates and badges; sales and revenue to the owner and admins only', params: shopKeyParams, response: replies(sellerShopStatsSchema) } }, async (request) =>
    ok(await shops.stats(request.params.id, request.auth)),
  );

  app.get('/users/:id/shops', { ...optional, schema: { tags, summary: "A user's shops (empty when none)", params: idParams, response: replies(userShopsSchema) } }, async (request) =>
    ok({ shops: await shops.ofUser(request.params.id, request.auth?.userId) }),
  );
};
