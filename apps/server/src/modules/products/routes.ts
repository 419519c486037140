import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productDetailReplySchema, productPageSchema, productStatsSchema } from '@sokoni/contracts/catalog-replies';
import { similarQuery } from '@sokoni/contracts/catalog';
import { idParams } from '@sokoni/contracts/envelope';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { categoryParams, listQuery, shopParams, shopProductParams } from './query.ts';
import { cacheKey, createReplyCache } from '../../platform/http/reply-cache.ts';
import type { ChangeBus } from '../../platform/cache/change-bus.ts';
import { productReplyTags, tagsOutdatedBy } from './reply-tags.ts';
import type { ProductsService } from './service.ts';

const tags = ['products'];
const page = replies(productPageSchema);
const detail = replies(productDetailReplySchema);
const stats = replies(productStatsSchema);

type Deps = { products: ProductsService; changes: ChangeBus; replyTtlMs: number };

export const productsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { products, changes, replyTtlMs: ttlMs }) => {
  const cache = createReplyCache({ ttlMs, tagsOf: productReplyTags });
  // Trending moves slowly and costs the most (three aggregates): keep it longer.
  const trendingCache = createReplyCache({ ttlMs: ttlMs * 10, tagsOf: productReplyTags });
  const unsubscribe = changes.subscribe((change) => {
    for (const tag of tagsOutdatedBy(change)) {
      cache.drop(tag);
      trendingCache.drop(tag);
    }
  });
  app.addHook('onClose', async () => unsubscribe());
  const optional = { onRequest: app.optionalAuth };

  /** A reply every guest shares: from the cache. A signed-in caller's is built for them. */
  const shared = <T>(request: FastifyRequest, reply: FastifyReply, build: () => Promise<T>) =>
    request.auth ? build() : cache.serve(request, reply, cacheKey(request), build);

  // Lists that do not depend on who asks read no token (no session lookup either).
  app.get('/products', { schema: { tags, summary: 'Listable products, with filters and sorts', querystring: listQuery, response: page } }, (request, reply) =>
    cache.serve(request, reply, cacheKey(request), async () => ok(await products.list(request.query))),
  );

  app.get(
    '/products/search',
    { schema: { tags, summary: 'Search (full text, prefixes, typos); relevance order unless a sort is given', querystring: listQuery, response: page } },
    (request, reply) => cache.serve(request, reply, cacheKey(request), async () => ok(await products.list(request.query))),
  );

  app.get('/products/featured', { schema: { tags, summary: 'Featured products, newest first', querystring: listQuery, response: page } }, (request, reply) =>
    cache.serve(request, reply, cacheKey(request), async () => ok(await products.featured(request.query))),
  );

  app.get(
    '/products/trending',
    { schema: { tags, summary: 'Products with the most engagement in the last 7 days', querystring: listQuery, response: page } },
    (request, reply) => trendingCache.serve(request, reply, cacheKey(request), async () => ok(await products.trending(request.query))),
  );

  app.get(
    '/products/recommended',
    { ...optional, schema: { tags, summary: 'From followed shops and liked categories; trending for guests', querystring: listQuery, response: page } },
    (request, reply) => shared(request, reply, async () => ok(await products.recommended(request.query, request.auth?.userId))),
  );

  app.get(
    '/products/category/:category',
    { schema: { tags, summary: 'Products of a category (slug or name)', params: categoryParams, querystring: listQuery, response: page } },
    (request, reply) => cache.serve(request, reply, cacheKey(request), async () => ok(await products.byCategory(request.params.category, request.query))),
  );

  app.get('/products/:id', { ...optional, schema: { tags, summary: 'One product in full', params: idParams, response: detail } }, async (request) =>
    ok({ product: await products.detail(request.params.id, request.auth?.userId, undefined, request.auth?.role === 'admin') }),
  );

  app.get(
    '/products/:id/similar',
    { ...optional, schema: { tags, summary: 'Similar products: same category, alike titles and tags', params: idParams, querystring: similarQuery, response: page } },
    (request, reply) => shared(request, reply, async () => ok(await products.similar(request.params.id, request.query, request.auth?.userId))),
  );

  app.get('/products/:id/stats', { ...optional, schema: { tags, summary: 'Counters; the caller’s like and bookmark when signed in', params: idParams, response: stats } }, async (request) =>
    ok(await products.stats(request.params.id, request.auth?.userId)),
  );

  app.get(
    '/shops/:shopId/products',
    { ...optional, schema: { tags, summary: "A shop's products; its owner also sees unlisted ones", params: shopParams, querystring: listQuery, response: page } },
    (request, reply) => shared(request, reply, async () => ok(await products.shopProducts(request.params.shopId, request.query, request.auth?.userId))),
  );

  app.get('/shops/:shopId/products/:id', { ...optional, schema: { tags, summary: 'One product of a shop', params: shopProductParams, response: detail } }, async (request) =>
    ok({ product: await products.detail(request.params.id, request.auth?.userId, request.params.shopId, request.auth?.role === 'admin') }),
  );

  app.get('/shops/:shopId/products/:id/stats', { ...optional, schema: { tags, summary: "Counters of a shop's product", params: shopProductParams, response: stats } }, async (request) =>
    ok(await products.stats(request.params.id, request.auth?.userId, request.params.shopId)),
  );
};
