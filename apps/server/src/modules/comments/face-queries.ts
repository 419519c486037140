import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { commentLikes, comments, type CommentRow } from '../../platform/db/tables/comments.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import { recountReplies, storeTotals, type TargetRef } from './repo.ts';

// What other modules read of comments, and their part of an account purge (issue 27: the comments
// tables are this module's alone). Lookups take a whole page's ids at once: one query per page.

export async function commentsByIds(db: Db, ids: string[]): Promise<CommentRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select().from(comments).where(inArray(comments.id, unique));
}

/** What purging these users changes here: the targets whose totals and the threads whose reply counts move. */
export type CommentsTouched = { targets: TargetRef[]; parents: string[] };

/**
 * Before the users go: comment like counts lose what their likes added, and what their comments
 * touch is noted (`recountAfterPurge` brings it in step once the rows are gone).
 */
export async function prepareUsersPurge(tx: Tx, userIds: string[]): Promise<CommentsTouched> {
  if (userIds.length === 0) return { targets: [], parents: [] };
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  await tx.execute(sql`
    update ${comments} t set likes_count = greatest(0, t.likes_count - x.n)
    from (select ${commentLikes.commentId} as id, count(*)::int as n from ${commentLikes} where ${commentLikes.userId} = any(${ids}) group by 1) x
    where t.id = x.id`);
  const rows = await tx.selectDistinct({ productId: comments.productId, shopId: comments.shopId, parentId: comments.parentId }).from(comments).where(inArray(comments.userId, userIds));
  const targets = new Map<string, TargetRef>();
  for (const r of rows) {
    if (r.productId) targets.set(`p:${r.productId}`, { type: 'product', id: r.productId });
    if (r.shopId) targets.set(`s:${r.shopId}`, { type: 'shop', id: r.shopId });
  }
  const parents = [...new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])))];
  return { targets: [...targets.values()], parents };
}

/** After the users' rows went: reply counts and comment totals recounted from the rows left. */
export async function recountAfterPurge(tx: Tx, touched: CommentsTouched): Promise<void> {
  for (const parentId of touched.parents) await recountReplies(tx, parentId);
  for (const target of touched.targets) await storeTotals(tx, target);
}
