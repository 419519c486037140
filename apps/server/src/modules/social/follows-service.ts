import { toPagination } from '@sokoni/contracts/envelope';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notifier.ts';
import { shopFollowedEvent, userFollowedEvent } from '../notifications/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toShopOwner, toShopView } from '../shops/index.ts';
import type { FollowsRepo } from './follows-repo.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import type { SetMode } from './product-social-repo.ts';
import { toPublicUser } from './social-views.ts';
import { isForeignKeyViolation } from '../../platform/db/transaction.ts';
import type { Paging } from '../../platform/db/newest-first-page.ts';

type FollowInput = { followerId?: string; followingId: string };

type FollowsDeps = { repo: FollowsRepo; mediaUrl: MediaUrl; notifier: Notifier };

export function createFollowsService(deps: FollowsDeps) {
  const helpers = followHelpers(deps);
  return { ...shopFollows(deps, helpers), ...userFollows(deps, helpers) };
}

/** What following shops and people share: lookups, the toggle, lists and stats. */
function followHelpers(deps: FollowsDeps) {
  const { repo, mediaUrl, notifier } = deps;

  async function shopOr404(shopId: string) {
    const shop = await repo.findShop(shopId);
    if (!shop) throw notFound(SOCIAL_MESSAGES.shopNotFound);
    return shop;
  }

  /** Lists and stats are of active accounts; a deactivated or deleted one is "not found". */
  async function activeUserOr404(userId: string) {
    const user = await repo.findUser(userId);
    if (!user || user.status !== 'active') throw notFound(SOCIAL_MESSAGES.userNotFound);
    return user;
  }

  async function setShopFollow(userId: string, shopId: string, mode: SetMode) {
    const shop = await shopOr404(shopId);
    if (mode !== 'off' && shop.ownerId === userId) {
      // Flipping a follow of one's own shop could only ever mean "follow".
      throw forbidden(SOCIAL_MESSAGES.followOwnShop);
    }
    const result = await repo.setShopFollow(userId, shopId, mode).catch((err: unknown) => {
      throw isForeignKeyViolation(err) ? notFound(SOCIAL_MESSAGES.shopNotFound) : err;
    });
    if (!result) throw notFound(SOCIAL_MESSAGES.shopNotFound);
    // A toggle that ends active inserted the row: a new follower, not a repeat.
    if (mode === 'toggle' && result.active) await notifier.notify(shopFollowedEvent({ ownerId: shop.ownerId, actorId: userId, shopId }));
    return { isFollowing: result.active, followersCount: result.count };
  }

  /** doc 1 §7.2: followerId, when sent, must be the caller; nobody follows for someone else. */
  function followerOf(callerId: string, input: FollowInput) {
    if (input.followerId && input.followerId !== callerId) throw forbidden(SOCIAL_MESSAGES.followerMismatch);
    if (input.followingId === callerId) throw badRequest(SOCIAL_MESSAGES.followYourself);
    return callerId;
  }

  async function people(direction: 'followers' | 'following', userId: string, viewerId: string | undefined, { page, limit }: Paging) {
    const { rows, total } = await repo[direction](userId, viewerId, page, limit);
    return {
      users: rows.map((r) => ({
        ...toPublicUser(r.user, mediaUrl),
        followedAt: r.at.toISOString(),
        ...(viewerId ? { isFollowing: r.viewerFollows } : {}),
      })),
      pagination: toPagination(page, limit, total),
      total,
    };
  }

  async function stats(userId: string) {
    const [{ followers, following }, shopsFollowing] = await Promise.all([repo.followCounts(userId), repo.shopsFollowingCount(userId)]);
    return { followers, following, shopsFollowing };
  }
  return { shopOr404, activeUserOr404, setShopFollow, followerOf, people, stats };
}

/** Following shops. */
function shopFollows(deps: FollowsDeps, helpers: ReturnType<typeof followHelpers>) {
  const { repo, mediaUrl } = deps;
  const { shopOr404, setShopFollow } = helpers;
  return {
    toggleShopFollow: (userId: string, shopId: string) => setShopFollow(userId, shopId, 'toggle'),
    unfollowShop: (userId: string, shopId: string) => setShopFollow(userId, shopId, 'off'),

    async shopFollowers(shopId: string, { page, limit }: Paging) {
      await shopOr404(shopId);
      const { rows, total } = await repo.shopFollowers(shopId, page, limit);
      return {
        users: rows.map((r) => ({ ...toPublicUser(r.user, mediaUrl), followedAt: r.at.toISOString() })),
        pagination: toPagination(page, limit, total),
        total,
      };
    },

    async followedShops(userId: string, { page, limit }: Paging) {
      const { rows, total } = await repo.followedShops(userId, page, limit);
      return {
        shops: rows.map((r) => ({ ...toShopView(r.shop, toShopOwner(r.owner), mediaUrl), isFollowing: true as const, followedAt: r.at.toISOString() })),
        pagination: toPagination(page, limit, total),
      };
    },

    /** Unknown shops are left out of the map. */
    async shopFollowStatuses(userId: string, shopIds: string[]) {
      const rows = await repo.shopFollowStates(userId, [...new Set(shopIds)]);
      return { statuses: Object.fromEntries(rows.map((r) => [r.shopId, { isFollowing: r.following }])) };
    },
  };
}

/** Following people. */
function userFollows(deps: FollowsDeps, helpers: ReturnType<typeof followHelpers>) {
  const { repo, notifier } = deps;
  const { activeUserOr404, followerOf, people, stats } = helpers;
  return {
    async follow(callerId: string, input: FollowInput) {
      const followerId = followerOf(callerId, input);
      await activeUserOr404(input.followingId);
      const started = await repo.follow(followerId, input.followingId).catch((err: unknown) => {
        throw isForeignKeyViolation(err) ? notFound(SOCIAL_MESSAGES.userNotFound) : err;
      });
      if (started) await notifier.notify(userFollowedEvent({ followingId: input.followingId, actorId: followerId }));
      return { isFollowing: true, followersCount: (await repo.followCounts(input.followingId)).followers };
    },

    /** Idempotent; works for a deactivated account too, so nobody is stuck following one. */
    async unfollow(callerId: string, input: FollowInput) {
      const followerId = followerOf(callerId, input);
      const target = await repo.findUser(input.followingId);
      if (!target) throw notFound(SOCIAL_MESSAGES.userNotFound);
      await repo.unfollow(followerId, input.followingId);
      return { isFollowing: false, followersCount: (await repo.followCounts(input.followingId)).followers };
    },

    async followersOf(userId: string, viewerId: string | undefined, paging: Paging) {
      await activeUserOr404(userId);
      return people('followers', userId, viewerId, paging);
    },

    async followingOf(userId: string, viewerId: string | undefined, paging: Paging) {
      await activeUserOr404(userId);
      return people('following', userId, viewerId, paging);
    },

    async statsOf(userId: string) {
      await activeUserOr404(userId);
      return stats(userId);
    },

    async isFollowing(followerId: string, targetId: string) {
      await Promise.all([activeUserOr404(followerId), activeUserOr404(targetId)]);
      return { isFollowing: await repo.isFollowing(followerId, targetId) };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
