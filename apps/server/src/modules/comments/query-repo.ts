import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentStatus, CommentTarget } from '@sokoni/contracts/comments';
import type { Db } from '../../platform/db/client.ts';
import { containing } from '../../platform/db/containing.ts';
import { isListedProduct, mostCommentedProducts, productViewRowsByIds, type ProductRow } from '../products/index.ts';
import { isActiveShop, shopsByIds } from '../shops/index.ts';
import { isActiveAccount, usersByIds, type UserRow } from '../users/index.ts';
import type { CommentWithAuthor } from './comment-view.ts';
import { parseRows, rawNumber } from '../../platform/db/raw-rows.ts';
import { withAuthors, type TargetRef } from './repo.ts';
import { commentLikes, comments, type CommentRow } from '../../platform/db/tables/comments.ts';

export type CommentSort = { sortBy: 'createdAt' | 'likes' | 'rating'; sortOrder: 'asc' | 'desc' };
import type { Paging } from '../../platform/db/newest-first-page.ts';

export type { Paging };
/** A comment with what it is on, for lists that span products and shops. */
export type CommentWithTargetRow = CommentWithAuthor & {
  product: { id: string; title: string; media: ProductRow['media'] } | null;
  shop: { id: string; name: string; logo: string | null } | null;
};

const parent = alias(comments, 'parent_comment');

/** In public lists: not hidden, not deleted (a deleted top-level comment stays only as a placeholder over its replies). */
const listedTopLevel = and(isNull(comments.parentId), ne(comments.status, 'hidden'), or(eq(comments.isDeleted, false), gt(comments.replyCount, 0)));
const listedReply = and(ne(comments.status, 'hidden'), eq(comments.isDeleted, false));
/**
 * For lists across targets: the comment, its thread and its product or shop all public. Whether
 * the product or shop is public is its owner's condition (a subquery from the products' and
 * shops' faces), so the page, its order and its count stay one statement each.
 */
const publiclyListed = and(
  eq(comments.isDeleted, false),
  ne(comments.status, 'hidden'),
  or(isNull(parent.id), and(ne(parent.status, 'hidden'), eq(parent.isDeleted, false))),
  or(and(eq(comments.targetType, 'product'), isListedProduct(comments.productId)), and(eq(comments.targetType, 'shop'), isActiveShop(comments.shopId))),
);

function orderOf({ sortBy, sortOrder }: CommentSort): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const newest = [desc(comments.createdAt), desc(comments.id)];
  if (sortBy === 'likes') return [dir(comments.likesCount), ...newest];
  if (sortBy === 'rating') return [sql`${comments.rating} ${sql.raw(sortOrder)} nulls last`, ...newest];
  return [dir(comments.createdAt), dir(comments.id)];
}


/**
 * What a page of comments is on: one lookup in the products' and one in the shops' face for the
 * whole page (in parallel), and its authors from the users' face.
 */
async function withTargets(db: Db, rows: CommentRow[]): Promise<CommentWithTargetRow[]> {
  const [authored, products, shops] = await Promise.all([
    withAuthors(db, rows),
    productViewRowsByIds(db, rows.flatMap((c) => (c.productId ? [c.productId] : []))),
    shopsByIds(db, rows.flatMap((c) => (c.shopId ? [c.shopId] : []))),
  ]);
  const productOf = new Map(products.map((p) => [p.id, { id: p.id, title: p.title, media: p.media }]));
  const shopOf = new Map(shops.map((s) => [s.id, { id: s.id, name: s.name, logo: s.logo }]));
  return authored.map((r) => ({
    ...r,
    product: (r.comment.productId && productOf.get(r.comment.productId)) || null,
    shop: (r.comment.shopId && shopOf.get(r.comment.shopId)) || null,
  }));
}

const withAuthor = async (db: Db, rows: Promise<CommentRow[]>) => withAuthors(db, await rows);
/** Comments (with their parent, for the thread's state) as across-target lists filter them. */
const commentsWithParent = (db: Db) => db.select(getTableColumns(comments)).from(comments).leftJoin(parent, eq(parent.id, comments.parentId));
const countWithParent = (db: Db) => db.select({ n: count() }).from(comments).leftJoin(parent, eq(parent.id, comments.parentId));

/** A newest-first page of comments across targets, each with what it is on. */
async function newestWithTarget(db: Db, where: SQL | undefined, { page, limit }: Paging) {
  const [rows, [total]] = await Promise.all([
    commentsWithParent(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countWithParent(db).where(where),
  ]);
  return { rows: await withTargets(db, rows), total: total?.n ?? 0 };
}

export function createCommentsQueryRepo(db: Db) {
  return { ...targetThreads(db), ...acrossTargets(db) };
}

/** A target’s comments and their threads, and who liked a comment. */
function targetThreads(db: Db) {
  return {
    /** A page of a target's top-level comments; `asOf` leaves out those posted after the first page. */
    async topLevelPage(target: TargetRef, sort: CommentSort, { page, limit }: Paging, asOf: Date) {
      const where = and(eq(comments.targetId, target.id), eq(comments.targetType, target.type), listedTopLevel, lte(comments.createdAt, asOf));
      const [rows, [total]] = await Promise.all([
        withAuthor(db, 
          db
            .select()
            .from(comments)
            .where(where)
            .orderBy(...orderOf(sort))
            .limit(limit)
            .offset((page - 1) * limit),
        ),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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
      return withAuthor(db, 
        db
          .select(getTableColumns(comments))
          .from(comments)
          .innerJoin(ranked, eq(ranked.id, comments.id))
          .where(lte(ranked.rank, perParent))
          .orderBy(asc(comments.createdAt), asc(comments.id)),
      );
    },

    async replies(parentId: string, max: number): Promise<CommentWithAuthor[]> {
      return withAuthor(db, 
        db
          .select()
          .from(comments)
          .where(and(eq(comments.parentId, parentId), listedReply))
          .orderBy(asc(comments.createdAt), asc(comments.id))
          .limit(max),
      );
    },

    async likedAmong(userId: string, commentIds: string[]): Promise<Set<string>> {
      if (commentIds.length === 0) return new Set();
      const rows = await db
        .select({ id: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Who liked a comment, newest first: active accounts only (the users' condition), then their rows for the page. */
    async likers(commentId: string, { page, limit }: Paging): Promise<{ rows: { user: UserRow; at: Date }[]; total: number }> {
      const where = and(eq(commentLikes.commentId, commentId), isActiveAccount(commentLikes.userId));
      const [likes, [total]] = await Promise.all([
        db
          .select({ userId: commentLikes.userId, at: commentLikes.createdAt })
          .from(commentLikes)
          .where(where)
          .orderBy(desc(commentLikes.createdAt), desc(commentLikes.userId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(commentLikes).where(where),
      ]);
      const people = new Map((await usersByIds(db, likes.map((l) => l.userId))).map((u) => [u.id, u]));
      const rows = likes.flatMap(({ userId, at }) => {
        const user = people.get(userId);
        return user ? [{ user, at }] : [];
      });
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** Comments across targets: a person’s, a search, trending, the moderation queue and its analytics. */
function acrossTargets(db: Db) {
  return {
    /** A user's comments, newest first; `everything` (their own view) keeps hidden ones and non-public targets. */
    async byUser(userId: string, everything: boolean, { page, limit }: Paging) {
      return newestWithTarget(db, and(eq(comments.userId, userId), everything ? eq(comments.isDeleted, false) : publiclyListed), { page, limit });
    },

    /** Public comments containing the text (the trigram index serves the substring match). */
    async search(q: string, targetType: CommentTarget | undefined, { page, limit }: Paging) {
      return newestWithTarget(db, and(publiclyListed, ilike(comments.body, containing(q)), targetType ? eq(comments.targetType, targetType) : undefined), { page, limit });
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
      const rows = await withTargets(db, await commentsWithParent(db).where(and(publiclyListed, inArray(comments.id, [...scoreOf.keys()]))));
      return rows
        .map((r) => ({ ...r, score: scoreOf.get(r.comment.id)! }))
        .sort((a, b) => b.score - a.score || b.comment.createdAt.getTime() - a.comment.createdAt.getTime() || (a.comment.id < b.comment.id ? 1 : -1))
        .slice(0, limit);
    },

    /** Flagged and hidden comments (or one of the two), most recently changed first. */
    async moderationQueue(status: CommentStatus | undefined, { page, limit }: Paging) {
      const where = status ? eq(comments.status, status) : ne(comments.status, 'visible');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(comments)
          .where(where)
          .orderBy(desc(comments.updatedAt), desc(comments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      return { rows: await withTargets(db, rows), total: total?.n ?? 0 };
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
        mostCommentedProducts(db, 10),
      ]);
      return { totals: totalsRows[0]!, perDay, top };
    },
  };
}
export type CommentsQueryRepo = ReturnType<typeof createCommentsQueryRepo>;
