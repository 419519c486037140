import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedReplySchema } from '@sokoni/contracts/catalog-replies';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { cacheKey, createReplyCache } from '../../platform/http/reply-cache.ts';
import type { ChangeBus } from '../../platform/cache/change-bus.ts';
import { listQuery, productReplyTags, tagsOutdatedBy } from '../products/index.ts';
import type { FeedService } from './service.ts';
import { createGuestPagesEarly } from './guest-pages-early.ts';

export const feedRoutes: FastifyPluginAsyncZod<{ feed: FeedService; changes: ChangeBus; replyTtlMs: number }> = async (app, { feed, changes, replyTtlMs: ttlMs }) => {
  // Guests all see the same pages: each is built once per ttl. A signed-in user's pages are
  // theirs: a first page is kept a second (a new follow or like soon reshapes it), the later
  // pages of a walk (with asOf, so fixed) the whole ttl.
  const tagsOf = productReplyTags;
  const guestCache = createReplyCache({ ttlMs, tagsOf });
  const userFirstPages = createReplyCache({ ttlMs: Math.min(ttlMs, 1000), maxEntries: 2000, tagsOf });
  const userWalks = createReplyCache({ ttlMs, maxEntries: 2000, tagsOf });
  const unsubscribe = changes.subscribe((change) => {
    for (const tag of tagsOutdatedBy(change)) for (const cache of [guestCache, userFirstPages, userWalks]) cache.drop(tag);
  });
  // A guest's first pages, once built, are sent before Fastify's lifecycle (issue 26: the feed at
  // the machine's limit); the same bytes as the route's, dropped by the same changes.
  const guestPages = createGuestPagesEarly(guestCache);
  const removeEarly = app.earlyReplies.add(guestPages.handler);
  app.addHook('onClose', async () => {
    unsubscribe();
    removeEarly();
  });

  app.get(
    '/users/feed',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['feed'],
        summary: 'The product feed: personalised when signed in with follows or likes; pass asOf back for stable pages',
        querystring: listQuery,
        response: replies(feedReplySchema),
      },
    },
    async (request, reply) => {
      const userId = request.auth?.userId;
      if (userId) {
        const cache = request.query.asOf ? userWalks : userFirstPages;
        return cache.serve(request, reply, cacheKey(request, userId), async () => ok(await feed.forUser(request.query, userId)));
      }
      const key = cacheKey(request);
      if (!request.query.asOf) guestPages.learn(request.url, key);
      return guestCache.serve(request, reply, key, async () => ok(await feed.general(request.query)));
    },
  );
};
