import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followUserBody, shopIdsBody, unfollowBody, unfollowQuery } from '@sokoni/contracts/catalog';
import { idParams, idSchema, pageQuery } from '@sokoni/contracts/envelope';
import {
  followedShopsSchema,
  followPeopleSchema,
  followStateSchema,
  followStatsSchema,
  isFollowingSchema,
  shopFollowersSchema,
  shopFollowStatusesSchema,
} from '@sokoni/contracts/social';
import { authOf } from '../../platform/http/auth-guard.ts';
import { invalid } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { FollowsService } from './follows-service.ts';
import { SOCIAL_MESSAGES } from './messages.ts';

const tags = ['follows'];
const followState = replies(followStateSchema);
const people = replies(followPeopleSchema);
const stats = replies(followStatsSchema);
const isFollowing = replies(isFollowingSchema);
const userParams = z.object({ userId: idSchema });
const targetParams = z.object({ targetId: idSchema });
const userTargetParams = z.object({ userId: idSchema, targetId: idSchema });

/** Shop follows and user follows (doc 1 §7.2). */
export const followRoutes: FastifyPluginAsyncZod<{ service: FollowsService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.requireAuth };
  const maybeSignedIn = { onRequest: app.optionalAuth };

  // Shops
  app.post('/shops/:id/follow', { ...signedIn, schema: { tags, summary: 'Follow or unfollow a shop (toggle)', params: idParams, response: followState } }, async (request) =>
    ok(await service.toggleShopFollow(authOf(request).userId, request.params.id)),
  );

  app.delete('/shops/:id/follow', { ...signedIn, schema: { tags, summary: 'Unfollow a shop', params: idParams, response: followState } }, async (request) =>
    ok(await service.unfollowShop(authOf(request).userId, request.params.id)),
  );

  app.get('/shops/:id/followers', { schema: { tags, summary: "A shop's followers, newest first", params: idParams, querystring: pageQuery, response: replies(shopFollowersSchema) } }, async (request) =>
    ok(await service.shopFollowers(request.params.id, request.query)),
  );

  app.get('/shops/me/following', { ...signedIn, schema: { tags, summary: 'Shops I follow, newest first', querystring: pageQuery, response: replies(followedShopsSchema) } }, async (request) =>
    ok(await service.followedShops(authOf(request).userId, request.query)),
  );

  app.post('/shops/follow/batch-status', { ...signedIn, schema: { tags, summary: 'Follow states of several shops', body: shopIdsBody, response: replies(shopFollowStatusesSchema) } }, async (request) =>
    ok(await service.shopFollowStatuses(authOf(request).userId, request.body.shopIds)),
  );

  // Users
  app.post('/follows/follow', { ...signedIn, schema: { tags, summary: 'Follow a user', body: followUserBody, response: followState } }, async (request) =>
    ok(await service.follow(authOf(request).userId, request.body)),
  );

  app.delete(
    '/follows/unfollow',
    { ...signedIn, schema: { tags, summary: 'Unfollow a user', body: unfollowBody, querystring: unfollowQuery, response: followState } },
    async (request) => {
      const followingId = request.body?.followingId ?? request.query.followingId;
      if (!followingId) throw invalid('followingId', SOCIAL_MESSAGES.followingIdRequired);
      const followerId = request.body?.followerId ?? request.query.followerId;
      return ok(await service.unfollow(authOf(request).userId, { followerId, followingId }));
    },
  );

  app.get('/follows/me/following', { ...signedIn, schema: { tags, summary: 'People I follow', querystring: pageQuery, response: people } }, async (request) => {
    const { userId } = authOf(request);
    return ok(await service.followingOf(userId, userId, request.query));
  });

  app.get('/follows/me/followers', { ...signedIn, schema: { tags, summary: 'People who follow me', querystring: pageQuery, response: people } }, async (request) => {
    const { userId } = authOf(request);
    return ok(await service.followersOf(userId, userId, request.query));
  });

  app.get('/follows/me/stats', { ...signedIn, schema: { tags, summary: 'My follower, following and shop counts', response: stats } }, async (request) =>
    ok(await service.statsOf(authOf(request).userId)),
  );

  app.get('/follows/is-following/:targetId', { ...signedIn, schema: { tags, summary: 'Whether I follow a user', params: targetParams, response: isFollowing } }, async (request) =>
    ok(await service.isFollowing(authOf(request).userId, request.params.targetId)),
  );

  app.get(
    '/follows/:userId/following',
    { ...maybeSignedIn, schema: { tags, summary: 'People a user follows', params: userParams, querystring: pageQuery, response: people } },
    async (request) => ok(await service.followingOf(request.params.userId, request.auth?.userId, request.query)),
  );

  app.get(
    '/follows/:userId/followers',
    { ...maybeSignedIn, schema: { tags, summary: "A user's followers", params: userParams, querystring: pageQuery, response: people } },
    async (request) => ok(await service.followersOf(request.params.userId, request.auth?.userId, request.query)),
  );

  app.get('/follows/:userId/stats', { schema: { tags, summary: "A user's follower, following and shop counts", params: userParams, response: stats } }, async (request) =>
    ok(await service.statsOf(request.params.userId)),
  );

  app.get(
    '/follows/:userId/is-following/:targetId',
    { schema: { tags, summary: 'Whether one user follows another', params: userTargetParams, response: isFollowing } },
    async (request) => ok(await service.isFollowing(request.params.userId, request.params.targetId)),
  );
};
