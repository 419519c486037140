import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentStatus, CommentTarget } from '@sokoni/contracts/comments';
import type { Db } from '../../platform/db/client.ts';
import { productListable } from '../products/index.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import type { CommentWithAuthor } from './comment-view.ts';
import { parseRows, rawNumber } from '../../platform/db/raw-rows.ts';
import { authorColumns, type TargetRef } from './repo.ts';
import { commentLikes, comments } from '../../platform/db/tables/comments.ts';

export type CommentSort = { sortBy: 'createdAt' | 'likes' | 'rating'; sortOrder: 'asc' | 'desc' };
export type Paging = { page: number; limit: number };
/** A comment with what it is on, for lists that span products and shops. */
export type CommentWithTargetRow = CommentWithAuthor & {
  product: { id: string; title: string; media: (typeof products.$inferSelect)['media'] } | null;
  shop: { id: string; name: string; logo: string | null } | null;
};

const parent = alias(comments, 'parent_comment');
const productShop = alias(shops, 'product_shop');

/** In public lists: not hidden, not deleted (a deleted top-level comment stays only as a placeholder over its replies). */
const listedTopLevel = and(isNull(comments.parentId), ne(comments.status, 'hidden'), or(eq(comments.isDeleted, false), gt(comments.replyCount, 0)));
const listedReply = and(ne(comments.status, 'hidden'), eq(comments.isDeleted, false));
/** For lists across targets: the comment, its thread and its product or shop all public. */
const publiclyListed = and(
  eq(comments.isDeleted, false),
  ne(comments.status, 'hidden'),
  or(isNull(parent.id), and(ne(parent.status, 'hidden'), eq(parent.isDeleted, false))),
  or(and(eq(comments.targetType, 'product'), productListable, eq(productShop.isActive, true)), and(eq(comments.targetType, 'shop'), eq(shops.isActive, true))),
);

function orderOf({ sortBy, sortOrder }: CommentSort): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const newest = [desc(comments.createdAt), desc(comments.id)];
  if (sortBy === 'likes') return [dir(comments.likesCount), ...newest];
  if (sortBy === 'rating') return [sql`${comments.rating} ${sql.raw(sortOrder)} nulls last`, ...newest];
  return [dir(comments.createdAt), dir(comments.id)];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createCommentsQueryRepo(db: Db) {
  const withAuthor = () => db.select({ comment: comments, author: authorColumns }).from(comments).innerJoin(users, eq(users.id, comments.userId));

  const withTarget = () =>
    db
      .select({
        comment: comments,
        author: authorColumns,
        product: { id: products.id, title: products.title, media: products.media },
        shop: { id: shops.id, name: shops.name, logo: shops.logo },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(parent, eq(parent.id, comments.parentId))
      .leftJoin(products, eq(products.id, comments.productId))
      .leftJoin(productShop, eq(productShop.id, products.shopId))
      .leftJoin(shops, eq(shops.id, comments.shopId));
  const countWithTarget = () =>
    db
      .select({ n: count() })
      .from(comments)
      .leftJoin(parent, eq(parent.id, comments.parentId))
      .leftJoin(products, eq(products.id, comments.productId))
      .leftJoin(productShop, eq(productShop.id, products.shopId))
      .leftJoin(shops, eq(shops.id, comments.shopId));
  /** A newest-first page of comments across targets, each with what it is on. */
  async function newestWithTarget(where: SQL | undefined, { page, limit }: Paging) {
    const [rows, [total]] = await Promise.all([
      withTarget()
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset((page - 1) * limit),
      countWithTarget().where(where),
    ]);
    return { rows: rows as CommentWithTargetRow[], total: total?.n ?? 0 };
  }

  return {
    /** A page of a target's top-level comments; `asOf` leaves out those posted after the first page. */
    async topLevelPage(target: TargetRef, sort: CommentSort, { page, limit }: Paging, asOf: Date) {
      const where = and(eq(comments.targetId, target.id), eq(comments.targetType, target.type), listedTopLevel, lte(comments.createdAt, asOf));
      const [rows, [total]] = await Promise.all([
        withAuthor()
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows: rows as CommentWithAuthor[], total: total?.n ?? 0 };
    },

    /** The first `perParent` listed replies of each comment, oldest first. */
    async firstReplies(parentIds: string[], perParent: number): Promise<CommentWithAuthor[]> {
      if (parentIds.length === 0) return [];
      const ranked = db
        .select({
          id: comments.id,
          rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as('rank'),
        })
        .from(comments)
        .where(and(inArray(comments.parentId, parentIds), listedReply))
        .as('ranked');
      const rows = await withAuthor()
        .innerJoin(ranked, eq(ranked.id, comments.id))
        .where(lte(ranked.rank, perParent))
        .orderBy(asc(comments.createdAt), asc(comments.id));
      return rows.map(({ comment, author }) => ({ comment, author }));
    },

    async replies(parentId: string, max: number): Promise<CommentWithAuthor[]> {
      return withAuthor()
        .where(and(eq(comments.parentId, parentId), listedReply))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(max) as Promise<CommentWithAuthor[]>;
    },

    async likedAmong(userId: string, commentIds: string[]): Promise<Set<string>> {
      if (commentIds.length === 0) return new Set();
      const rows = await db
        .select({ id: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Who liked a comment, newest first. */
    async likers(commentId: string, { page, limit }: Paging) {
      const where = and(eq(commentLikes.commentId, commentId), eq(users.status, 'active'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, at: commentLikes.createdAt })
          .from(commentLikes)
          .innerJoin(users, eq(users.id, commentLikes.userId))
          .where(where)
          .orderBy(desc(commentLikes.createdAt), desc(commentLikes.userId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(commentLikes).innerJoin(users, eq(users.id, commentLikes.userId)).where(where),
      ]);
      return { rows: rows as { user: UserRow; at: Date }[], total: total?.n ?? 0 };
    },

    /** A user's comments, newest first; `everything` (their own view) keeps hidden ones and non-public targets. */
    async byUser(userId: string, everything: boolean, { page, limit }: Paging) {
      return newestWithTarget(and(eq(comments.userId, userId), everything ? eq(comments.isDeleted, false) : publiclyListed), { page, limit });
    },

    /** Public comments containing the text (the trigram index serves the substring match). */
    async search(q: string, targetType: CommentTarget | undefined, { page, limit }: Paging) {
      return newestWithTarget(and(publiclyListed, ilike(comments.body, `%${escapeLike(q)}%`), targetType ? eq(comments.targetType, targetType) : undefined), { page, limit });
    },

    /** Most liked and replied-to since `since`: each like counts 1, each reply 2. */
    async trending(since: Date, limit: number) {
      const activity = sql`(
        select ${commentLikes.commentId} as id, 1 as weight from ${commentLikes} where ${commentLikes.createdAt} >= ${since}
        union all
        select r.parent_id, 2 from ${comments} r
        where r.parent_id is not null and r.created_at >= ${since} and not r.is_deleted and r.status <> 'hidden'
      )`;
      // Over-fetch: some of the most active may be on comments or targets that are not public.
      const scores = parseRows(
        z.object({ id: z.string(), score: rawNumber }),
        await db.execute(sql`select activity.id, sum(activity.weight)::int as score from ${activity} as activity group by activity.id order by score desc limit ${limit * 3}`),
      );
      if (scores.length === 0) return [];
      const scoreOf = new Map(scores.map((s) => [s.id, s.score]));
      const rows = (await withTarget().where(and(publiclyListed, inArray(comments.id, [...scoreOf.keys()])))) as CommentWithTargetRow[];
      return rows
        .map((r) => ({ ...r, score: scoreOf.get(r.comment.id)! }))
        .sort((a, b) => b.score - a.score || b.comment.createdAt.getTime() - a.comment.createdAt.getTime() || (a.comment.id < b.comment.id ? 1 : -1))
        .slice(0, limit);
    },

    /** Flagged and hidden comments (or one of the two), most recently changed first. */
    async moderationQueue(status: CommentStatus | undefined, { page, limit }: Paging) {
      const where = status ? eq(comments.status, status) : ne(comments.status, 'visible');
      const [rows, [total]] = await Promise.all([
        withTarget()
          .where(where)
          .orderBy(desc(comments.updatedAt), desc(comments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows: rows as CommentWithTargetRow[], total: total?.n ?? 0 };
    },

    async analytics(since: Date) {
      const [totalsRows, perDay, top] = await Promise.all([
        db
          .select({
            comments: sql<number>`count(*) filter (where not ${comments.isDeleted})::int`,
            topLevel: sql<number>`count(*) filter (where not ${comments.isDeleted} and ${comments.parentId} is null)::int`,
            replies: sql<number>`count(*) filter (where not ${comments.isDeleted} and ${comments.parentId} is not null)::int`,
            ratings: sql<number>`count(${comments.rating}) filter (where not ${comments.isDeleted} and ${comments.status} <> 'hidden')::int`,
            average: sql<string | null>`round(avg(${comments.rating}) filter (where not ${comments.isDeleted} and ${comments.status} <> 'hidden'), 2)`,
            deleted: sql<number>`count(*) filter (where ${comments.isDeleted})::int`,
            hidden: sql<number>`count(*) filter (where ${comments.status} = 'hidden')::int`,
            flagged: sql<number>`count(*) filter (where ${comments.status} = 'flagged')::int`,
            likes: sql<number>`coalesce(sum(${comments.likesCount}), 0)::int`,
          })
          .from(comments),
        db
          .select({ day: sql<string>`to_char(date_trunc('day', ${comments.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`.as('day'), n: count() })
          .from(comments)
          .where(and(gte(comments.createdAt, since), eq(comments.isDeleted, false)))
          .groupBy(sql`1`)
          .orderBy(sql`1`),
        db
          .select({ id: products.id, title: products.title, media: products.media, comments: products.commentsCount })
          .from(products)
          .where(gt(products.commentsCount, 0))
          .orderBy(desc(products.commentsCount), desc(products.id))
          .limit(10),
      ]);
      return { totals: totalsRows[0]!, perDay, top };
    },
  };
}
export type CommentsQueryRepo = ReturnType<typeof createCommentsQueryRepo>;
