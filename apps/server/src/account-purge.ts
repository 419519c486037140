import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { recountReplies, storeTotals, type TargetRef } from './modules/comments/repo.ts';
import { commentLikes, comments } from './modules/comments/schema.ts';
import { products } from './modules/products/schema.ts';
import { shops } from './modules/shops/schema.ts';
import { productBookmarks, productLikes, shopFollows } from './modules/social/schema.ts';
import { users } from './modules/users/schema.ts';
import type { Db } from './platform/db/client.ts';
import { inTransaction, type Tx } from './modules/social/transaction.ts';

/**
 * Deleting a user cascades to their likes, bookmarks, follows and comments. The counters those
 * rows moved are kept in step here: toggled counters are decremented by what the user had added
 * (seeded figures stay), comment totals and reply counts are recounted from the rows left.
 * Returns the purged ids (their uploads live under `u/{id}/` in storage).
 */
export async function purgeDeletedAccounts(db: Db, closedBefore: Date): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const doomed = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'deleted'), isNotNull(users.closedAt), lt(users.closedAt, closedBefore)))
      .for('update');
    const ids = doomed.map((u) => u.id);
    if (ids.length === 0) return [];
    await takeBackToggles(tx, ids);
    const touched = await commentsTouched(tx, ids);
    await tx.delete(users).where(inArray(users.id, ids));
    for (const parentId of touched.parents) await recountReplies(tx, parentId);
    for (const target of touched.targets) await storeTotals(tx, target);
    return ids;
  });
}

async function takeBackToggles(tx: Tx, ids: string[]) {
  const userIds = sql`${sql.raw('array[')}${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}${sql.raw(']')}`;
  await tx.execute(sql`
    update ${products} p set likes_count = greatest(0, p.likes_count - x.n)
    from (select ${productLikes.productId} as id, count(*)::int as n from ${productLikes} where ${productLikes.userId} = any(${userIds}) group by 1) x
    where p.id = x.id`);
  await tx.execute(sql`
    update ${products} p set bookmarks_count = greatest(0, p.bookmarks_count - x.n)
    from (select ${productBookmarks.productId} as id, count(*)::int as n from ${productBookmarks} where ${productBookmarks.userId} = any(${userIds}) group by 1) x
    where p.id = x.id`);
  await tx.execute(sql`
    update ${shops} s set followers_count = greatest(0, s.followers_count - x.n)
    from (select ${shopFollows.shopId} as id, count(*)::int as n from ${shopFollows} where ${shopFollows.userId} = any(${userIds}) group by 1) x
    where s.id = x.id`);
  await tx.execute(sql`
    update ${comments} c set likes_count = greatest(0, c.likes_count - x.n)
    from (select ${commentLikes.commentId} as id, count(*)::int as n from ${commentLikes} where ${commentLikes.userId} = any(${userIds}) group by 1) x
    where c.id = x.id`);
}

/** The products and shops whose comment totals, and the threads whose reply counts, the purge changes. */
async function commentsTouched(tx: Tx, ids: string[]): Promise<{ targets: TargetRef[]; parents: string[] }> {
  const rows = await tx
    .selectDistinct({ productId: comments.productId, shopId: comments.shopId, parentId: comments.parentId })
    .from(comments)
    .where(inArray(comments.userId, ids));
  const targets = new Map<string, TargetRef>();
  for (const r of rows) {
    if (r.productId) targets.set(`p:${r.productId}`, { type: 'product', id: r.productId });
    if (r.shopId) targets.set(`s:${r.shopId}`, { type: 'shop', id: r.shopId });
  }
  const parents = [...new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])))];
  return { targets: [...targets.values()], parents };
}
