import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import type { SetMode } from './product-social-repo.ts';
import { shopFollows, userFollows } from '../../platform/db/tables/social.ts';
import { ownerColumns, type OwnerRow } from './social-views.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

const activeUser = eq(users.status, 'active');

export function createFollowsRepo(db: Db) {
  /** A person seen in a follow list; `viewerId` adds whether the viewer follows them. */
  async function userList(direction: 'followers' | 'following', userId: string, viewerId: string | undefined, page: number, limit: number) {
    const [self, other] = direction === 'followers' ? [userFollows.followingId, userFollows.followerId] : [userFollows.followerId, userFollows.followingId];
    const viewerFollow = alias(userFollows, 'viewer_follow');
    const where = and(eq(self, userId), activeUser);
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, at: userFollows.createdAt, viewerFollows: viewerFollow.followerId })
        .from(userFollows)
        .innerJoin(users, eq(users.id, other))
        .leftJoin(viewerFollow, and(eq(viewerFollow.followerId, viewerId ?? sql`null`), eq(viewerFollow.followingId, users.id)))
        .where(where)
        .orderBy(desc(userFollows.createdAt), desc(other))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(userFollows).innerJoin(users, eq(users.id, other)).where(where),
    ]);
    return { rows: rows.map((r) => ({ user: r.user as UserRow, at: r.at, viewerFollows: r.viewerFollows !== null })), total: total?.n ?? 0 };
  }

  return {
    async findShop(id: string): Promise<{ id: string; ownerId: string } | undefined> {
      const [row] = await db.select({ id: shops.id, ownerId: shops.ownerId }).from(shops).where(eq(shops.id, id)).limit(1);
      return row;
    },

    /**
     * Follows a shop, unfollows it or flips it, in one transaction with the shop's counter (the
     * same pattern as likes: the row decides, the counter follows). Undefined if the shop is gone.
     */
    async setShopFollow(userId: string, shopId: string, mode: SetMode): Promise<{ active: boolean; count: number } | undefined> {
      return inTransaction(db, async (tx) => {
        const current = async (active: boolean) => {
          const [row] = await tx.select({ count: shops.followersCount }).from(shops).where(eq(shops.id, shopId));
          return row && { active, count: row.count };
        };
        if (mode !== 'off') {
          const inserted = await tx.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning({ userId: shopFollows.userId });
          if (inserted.length > 0) {
            const [row] = await tx
              .update(shops)
              .set({ followersCount: sql`${shops.followersCount} + 1` })
              .where(eq(shops.id, shopId))
              .returning({ count: shops.followersCount });
            return row && { active: true, count: row.count };
          }
          if (mode === 'on') return current(true);
        }
        const deleted = await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning({ userId: shopFollows.userId });
        if (deleted.length > 0) {
          const [row] = await tx
            .update(shops)
            .set({ followersCount: sql`greatest(${shops.followersCount} - 1, 0)` })
            .where(eq(shops.id, shopId))
            .returning({ count: shops.followersCount });
          return row && { active: false, count: row.count };
        }
        return current(false);
      });
    },

    async shopFollowers(shopId: string, page: number, limit: number) {
      const where = and(eq(shopFollows.shopId, shopId), activeUser);
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, at: shopFollows.createdAt })
          .from(shopFollows)
          .innerJoin(users, eq(users.id, shopFollows.userId))
          .where(where)
          .orderBy(desc(shopFollows.createdAt), desc(shopFollows.userId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(shopFollows).innerJoin(users, eq(users.id, shopFollows.userId)).where(where),
      ]);
      return { rows: rows as { user: UserRow; at: Date }[], total: total?.n ?? 0 };
    },

    async followedShops(userId: string, page: number, limit: number) {
      const where = eq(shopFollows.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ shop: shops, owner: ownerColumns, at: shopFollows.createdAt })
          .from(shopFollows)
          .innerJoin(shops, eq(shops.id, shopFollows.shopId))
          .innerJoin(users, eq(users.id, shops.ownerId))
          .where(where)
          .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(shopFollows).where(where),
      ]);
      return { rows: rows as { shop: ShopRow; owner: OwnerRow; at: Date }[], total: total?.n ?? 0 };
    },

    /** Of the given shops, those that exist, and whether the user follows each. */
    async shopFollowStates(userId: string, shopIds: string[]): Promise<{ shopId: string; following: boolean }[]> {
      const rows = await db
        .select({ shopId: shops.id, follower: shopFollows.userId })
        .from(shops)
        .leftJoin(shopFollows, and(eq(shopFollows.shopId, shops.id), eq(shopFollows.userId, userId)))
        .where(inArray(shops.id, shopIds));
      return rows.map((r) => ({ shopId: r.shopId, following: r.follower !== null }));
    },

    async shopsFollowingCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.userId, userId));
      return row?.n ?? 0;
    },

    /** Any account not deleted (a deactivated one can still be unfollowed). */
    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ne(users.status, 'deleted')))
        .limit(1);
      return row;
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

    /** Counts over active accounts only, so they match the lists. */
    async followCounts(userId: string): Promise<{ followers: number; following: number }> {
      const [[followers], [following]] = await Promise.all([
        db
          .select({ n: count() })
          .from(userFollows)
          .innerJoin(users, eq(users.id, userFollows.followerId))
          .where(and(eq(userFollows.followingId, userId), activeUser)),
        db
          .select({ n: count() })
          .from(userFollows)
          .innerJoin(users, eq(users.id, userFollows.followingId))
          .where(and(eq(userFollows.followerId, userId), activeUser)),
      ]);
      return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
    },

    followers: (userId: string, viewerId: string | undefined, page: number, limit: number) => userList('followers', userId, viewerId, page, limit),
    following: (userId: string, viewerId: string | undefined, page: number, limit: number) => userList('following', userId, viewerId, page, limit),
  };
}
export type FollowsRepo = ReturnType<typeof createFollowsRepo>;
