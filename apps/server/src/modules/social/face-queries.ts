import { and, count, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { productBookmarks, productLikes, shopFollows } from '../../platform/db/tables/social.ts';
import type { Tally } from '../../platform/db/tally.ts';
import type { Tx } from '../../platform/db/transaction.ts';

// Social's part of an account purge (issue 27: the social tables are this module's alone).

/** What these users' likes, bookmarks and follows added, per product and per shop (three queries, whatever the count). */
/** "The user follows this shop", as a condition another owner's query filters by (shops' suggestions leave those out). */
export function followsShop(userId: string, shopId: AnyColumn): SQL {
  return exists(new QueryBuilder().select({ one: sql`1` }).from(shopFollows).where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId))));
}

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
