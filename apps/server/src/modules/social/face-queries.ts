import { and, count, eq, exists, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { productBookmarks, productLikes, productShares, productViews, shopFollows } from '../../platform/db/tables/social.ts';
import type { Tally } from '../../platform/db/tally.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import { accountStanding } from '../users/index.ts';

// Social's part of an account purge (issue 27: the social tables are this module's alone).

/** "The user follows this shop", as a condition another owner's query filters by (shops' suggestions leave those out). */
export function followsShop(userId: string, shopId: AnyColumn): SQL {
  return exists(new QueryBuilder().select({ one: sql`1` }).from(shopFollows).where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId))));
}

/** What these users' likes, bookmarks and follows added, per product and per shop (three queries, whatever the count). */
export async function togglesOfUsers(tx: Tx, userIds: string[]): Promise<{ likes: Tally[]; bookmarks: Tally[]; follows: Tally[] }> {
  if (userIds.length === 0) return { likes: [], bookmarks: [], follows: [] };
  const likes = await tx.select({ id: productLikes.productId, n: count() }).from(productLikes).where(inArray(productLikes.userId, userIds)).groupBy(productLikes.productId);
  const bookmarks = await tx
    .select({ id: productBookmarks.productId, n: count() })
    .from(productBookmarks)
    .where(inArray(productBookmarks.userId, userIds))
    .groupBy(productBookmarks.productId);
  const follows = await tx.select({ id: shopFollows.shopId, n: count() }).from(shopFollows).where(inArray(shopFollows.userId, userIds)).groupBy(shopFollows.shopId);
  return { likes, bookmarks, follows };
}

// What the catalog reads of buyers' signals: the products module sits below social, so services.ts
// hands it these (products/repo.ts ProductSignals), and its lists stay one statement each.
const qb = new QueryBuilder();

/** One product's rows of `table` since `since`, counted: a subquery joined by productId. */
function countsSince(table: PgTable, productId: PgColumn, at: PgColumn, since: SQL, name: string) {
  return qb
    .select({ productId, n: sql<number>`count(*)`.as(`${name}_n`) })
    .from(table)
    .where(gt(at, since))
    .groupBy(productId)
    .as(`recent_${name}`);
}

/** Likes, hourly views and shares of the last 7 days, one row per product (trending), as subqueries joined by productId. */
function recentEngagement() {
  const since = sql`now() - interval '7 days'`;
  return {
    likes: countsSince(productLikes, productLikes.productId, productLikes.createdAt, since, 'likes'),
    views: countsSince(productViews, productViews.productId, productViews.hour, since, 'views'),
    shares: countsSince(productShares, productShares.productId, productShares.createdAt, since, 'shares'),
  };
}

/** The ids of the shops a user follows (followed at or before `at`, an ISO time, when given), as a subquery. */
function followedShopIds(userId: string, at?: string): SQL {
  return sql`select ${shopFollows.shopId} from ${shopFollows} where ${shopFollows.userId} = ${userId}${at ? sql` and ${shopFollows.createdAt} <= ${at}::timestamptz` : sql``}`;
}

/** The ids of the products a user liked (at or before `at` when given), as a subquery. */
function likedProductIds(userId: string, at?: string): SQL {
  return sql`select ${productLikes.productId} from ${productLikes} where ${productLikes.userId} = ${userId}${at ? sql` and ${productLikes.createdAt} <= ${at}::timestamptz` : sql``}`;
}

/** "The user liked this product", as a condition on a product id column. */
function likesProduct(userId: string, productId: AnyColumn): SQL {
  return exists(qb.select({ one: sql`1` }).from(productLikes).where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId))));
}

/** The signals the catalog's lists, feed and product page read, bound to a database. */
export function productSignals(db: Db) {
  return {
    recentEngagement,
    followedShopIds,
    likedProductIds,
    likesProduct,

    /** The caller's like and bookmark of one product (no row, so false, for an unknown account). */
    async viewerFlags(userId: string, productId: string): Promise<{ isLiked: boolean; isBookmarked: boolean }> {
      const [row] = await db
        .select({
          isLiked: sql<boolean>`exists (select 1 from ${productLikes} where ${productLikes.userId} = ${userId} and ${productLikes.productId} = ${productId})`,
          isBookmarked: sql<boolean>`exists (select 1 from ${productBookmarks} where ${productBookmarks.userId} = ${userId} and ${productBookmarks.productId} = ${productId})`,
        })
        .from(accountStanding)
        .where(eq(accountStanding.id, userId));
      return { isLiked: Boolean(row?.isLiked), isBookmarked: Boolean(row?.isBookmarked) };
    },

    /** Whether the user follows a shop or likes a product (as of a time): what personalisation needs. */
    async hasSignals(userId: string, asOf: Date): Promise<boolean> {
      const at = asOf.toISOString();
      const [row] = await db
        .select({
          any: sql<boolean>`(exists (select 1 from ${shopFollows} where ${shopFollows.userId} = ${userId} and ${shopFollows.createdAt} <= ${at}::timestamptz)
            or exists (select 1 from ${productLikes} where ${productLikes.userId} = ${userId} and ${productLikes.createdAt} <= ${at}::timestamptz))`,
        })
        .from(accountStanding)
        .where(eq(accountStanding.id, userId));
      return Boolean(row?.any);
    },
  };
}
