import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import type { SetMode } from './product-social-repo.ts';
import { shopFollows, userFollows } from '../../platform/db/tables/social.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { bumpShopFollowers, shopFollowersCount, shopsByIds, type ShopRow } from '../shops/index.ts';
import { isActiveAccount, usersByIds, type UserRow } from '../users/index.ts';
import { withPeople } from './people.ts';

/** A person seen in a follow list; `viewerId` adds whether the viewer follows them. */
async function userList(db: Db, direction: 'followers' | 'following', userId: string, viewerId: string | undefined, page: number, limit: number) {
  const [self, other] = direction === 'followers' ? [userFollows.followingId, userFollows.followerId] : [userFollows.followerId, userFollows.followingId];
  const viewerFollow = alias(userFollows, 'viewer_follow');
  const where = and(eq(self, userId), isActiveAccount(other));
  const [rows, [total]] = await Promise.all([
    db
      .select({ personId: other, at: userFollows.createdAt, viewerFollows: viewerFollow.followerId })
      .from(userFollows)
      .leftJoin(viewerFollow, and(eq(viewerFollow.followerId, viewerId ?? sql`null`), eq(viewerFollow.followingId, other)))
      .where(where)
      .orderBy(desc(userFollows.createdAt), desc(other))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(userFollows).where(where),
  ]);
  const people = await withPeople(db, rows, (r) => r.personId);
  return { rows: people.map((r) => ({ user: r.user, at: r.at, viewerFollows: r.viewerFollows !== null })), total: total?.n ?? 0 };
}

export function createFollowsRepo(db: Db) {
  return { ...shopFollowQueries(db), ...shopFollowLists(db), ...userFollowQueries(db) };
}

/** Following a shop. */
function shopFollowQueries(db: Db) {
  return {
    async findShop(id: string): Promise<{ id: string; ownerId: string } | undefined> {
      const [row] = await shopsByIds(db, [id]);
      return row && { id: row.id, ownerId: row.ownerId };
    },

    /**
     * Follows a shop, unfollows it or flips it, in one transaction with the shop's counter (the
     * same pattern as likes: the row decides, the counter follows). Undefined if the shop is gone.
     */
    async setShopFollow(userId: string, shopId: string, mode: SetMode): Promise<{ active: boolean; count: number } | undefined> {
      return inTransaction(db, async (tx) => {
        const current = async (active: boolean) => {
          const count = await shopFollowersCount(tx, shopId);
          return count === undefined ? undefined : { active, count };
        };
        if (mode !== 'off') {
          const inserted = await tx.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning({ userId: shopFollows.userId });
          if (inserted.length > 0) {
            const count = await bumpShopFollowers(tx, shopId, 1);
            return count === undefined ? undefined : { active: true, count };
          }
          if (mode === 'on') return current(true);
        }
        const deleted = await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning({ userId: shopFollows.userId });
        if (deleted.length > 0) {
          const count = await bumpShopFollowers(tx, shopId, -1);
          return count === undefined ? undefined : { active: false, count };
        }
        return current(false);
      });
    },
  };
}

/** A shop’s followers, the shops a person follows, and their states. */
function shopFollowLists(db: Db) {
  return {
    async shopFollowers(shopId: string, page: number, limit: number): Promise<{ rows: { user: UserRow; at: Date }[]; total: number }> {
      const where = and(eq(shopFollows.shopId, shopId), isActiveAccount(shopFollows.userId));
      const [rows, [total]] = await Promise.all([
        db
          .select({ userId: shopFollows.userId, at: shopFollows.createdAt })
          .from(shopFollows)
          .where(where)
          .orderBy(desc(shopFollows.createdAt), desc(shopFollows.userId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(shopFollows).where(where),
      ]);
      return { rows: await withPeople(db, rows, (r) => r.userId), total: total?.n ?? 0 };
    },

    /** The shops a user follows, newest follow first, with their owners: the page here, then one lookup each in the shops' and users' faces. */
    async followedShops(userId: string, page: number, limit: number): Promise<{ rows: { shop: ShopRow; owner: UserRow; at: Date }[]; total: number }> {
      const where = eq(shopFollows.userId, userId);
      const [follows, [total]] = await Promise.all([
        db
          .select({ shopId: shopFollows.shopId, at: shopFollows.createdAt })
          .from(shopFollows)
          .where(where)
          .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(shopFollows).where(where),
      ]);
      const shops = new Map((await shopsByIds(db, follows.map((f) => f.shopId))).map((s) => [s.id, s]));
      const withShops = follows.flatMap(({ shopId, at }) => {
        const shop = shops.get(shopId);
        return shop ? [{ shop, at }] : [];
      });
      const rows = (await withPeople(db, withShops, (r) => r.shop.ownerId)).map(({ shop, user, at }) => ({ shop, owner: user, at }));
      return { rows, total: total?.n ?? 0 };
    },

    /** Of the given shops, those that exist, and whether the user follows each. */
    async shopFollowStates(userId: string, shopIds: string[]): Promise<{ shopId: string; following: boolean }[]> {
      if (shopIds.length === 0) return [];
      const [found, follows] = await Promise.all([
        shopsByIds(db, shopIds),
        db
          .select({ shopId: shopFollows.shopId })
          .from(shopFollows)
          .where(and(eq(shopFollows.userId, userId), inArray(shopFollows.shopId, shopIds))),
      ]);
      const followed = new Set(follows.map((f) => f.shopId));
      return found.map((s) => ({ shopId: s.id, following: followed.has(s.id) }));
    },

    async shopsFollowingCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.userId, userId));
      return row?.n ?? 0;
    },
  };
}

/** Following people. */
function userFollowQueries(db: Db) {
  return {
    /** Any account not deleted (a deactivated one can still be unfollowed). */
    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await usersByIds(db, [id]);
      return row?.status === 'deleted' ? undefined : row;
    },

    /** True when this call started the follow (false when it already existed). */
    async follow(followerId: string, followingId: string): Promise<boolean> {
      const rows = await db.insert(userFollows).values({ followerId, followingId }).onConflictDoNothing().returning({ id: userFollows.followerId });
      return rows.length > 0;
    },

    async unfollow(followerId: string, followingId: string): Promise<void> {
      await db.delete(userFollows).where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
    },

    async isFollowing(followerId: string, followingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userFollows.followerId })
        .from(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
        .limit(1);
      return Boolean(row);
    },

    /** Counts over active accounts only (the users' condition), so they match the lists. */
    async followCounts(userId: string): Promise<{ followers: number; following: number }> {
      const [[followers], [following]] = await Promise.all([
        db
          .select({ n: count() })
          .from(userFollows)
          .where(and(eq(userFollows.followingId, userId), isActiveAccount(userFollows.followerId))),
        db
          .select({ n: count() })
          .from(userFollows)
          .where(and(eq(userFollows.followerId, userId), isActiveAccount(userFollows.followingId))),
      ]);
      return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
    },

    followers: (userId: string, viewerId: string | undefined, page: number, limit: number) => userList(db, 'followers', userId, viewerId, page, limit),
    following: (userId: string, viewerId: string | undefined, page: number, limit: number) => userList(db, 'following', userId, viewerId, page, limit),
  };
}
export type FollowsRepo = ReturnType<typeof createFollowsRepo>;
