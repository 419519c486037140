import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopCategoriesSchema, shopPageSchema, shopReplySchema, shopStatsSchema, slugCheckSchema, userShopsSchema } from '@sokoni/contracts/catalog-replies';
import { idParams, pageQuery } from '@sokoni/contracts/envelope';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { checkSlugQuery, shopCategories, shopListQuery } from './query.ts';
import type { ShopsService } from './service.ts';

const tags = ['shops'];

export const shopsRoutes: FastifyPluginAsyncZod<{ shops: ShopsService }> = async (app, { shops }) => {
  const optional = { preHandler: app.optionalAuth };

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

  app.get('/shops/:id', { ...optional, schema: { tags, summary: 'One shop', params: idParams, response: replies(shopReplySchema) } }, async (request) =>
    ok({ shop: await shops.get(request.params.id, request.auth?.userId) }),
  );

  app.get('/shops/:id/stats', { ...optional, schema: { tags, summary: 'Shop stats (doc 2 §3)', params: idParams, response: replies(shopStatsSchema) } }, async (request) =>
    ok(await shops.stats(request.params.id, request.auth?.userId)),
  );

  app.get('/users/:id/shops', { ...optional, schema: { tags, summary: "A user's shops (empty when none)", params: idParams, response: replies(userShopsSchema) } }, async (request) =>
    ok({ shops: await shops.ofUser(request.params.id, request.auth?.userId) }),
  );
};
