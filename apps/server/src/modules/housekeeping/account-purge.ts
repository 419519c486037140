import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recountReplies, storeTotals, type TargetRef } from '../comments/index.ts';
import { commentLikes, comments } from '../../platform/db/tables/comments.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { productBookmarks, productLikes, shopFollows } from '../../platform/db/tables/social.ts';
import { users } from '../../platform/db/tables/users.ts';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, type Tx } from '../../platform/db/transaction.ts';

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
  const userIds = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  /** `counter` of `table` loses, per row, what the purged users' rows in `rows` added to it. */
  const takeBack = (table: PgTable, counter: string, rows: PgTable, key: PgColumn, user: PgColumn) =>
    tx.execute(sql`
      update ${table} t set ${sql.raw(counter)} = greatest(0, t.${sql.raw(counter)} - x.n)
      from (select ${key} as id, count(*)::int as n from ${rows} where ${user} = any(${userIds}) group by 1) x
      where t.id = x.id`);
  await takeBack(products, 'likes_count', productLikes, productLikes.productId, productLikes.userId);
  await takeBack(products, 'bookmarks_count', productBookmarks, productBookmarks.productId, productBookmarks.userId);
  await takeBack(shops, 'followers_count', shopFollows, shopFollows.shopId, shopFollows.userId);
  await takeBack(comments, 'likes_count', commentLikes, commentLikes.commentId, commentLikes.userId);
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
