import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentTarget } from '@sokoni/contracts/comments';
import type { Db } from '../../platform/db/client.ts';
import { lockProductRow, productsListedByIds, storeProductCommentTotals } from '../products/index.ts';
import { lockShopRow, shopsByIds, storeShopRatings } from '../shops/index.ts';
import { usersByIds } from '../users/index.ts';
import { inTransaction, type Tx } from '../../platform/db/transaction.ts';
import { parseRows, rawNumber } from '../../platform/db/raw-rows.ts';
import type { AuthorRow, CommentWithAuthor } from './comment-view.ts';
import { commentLikes, comments, type CommentRow, type StoredCommentMedia } from '../../platform/db/tables/comments.ts';

export type TargetRef = { type: CommentTarget; id: string };
/** A product or shop as comments see it: who owns it and whether the public may see it. */
export type Target = TargetRef & {
  /** The shop a product is in, or the shop itself. */
  shopId: string;
  ownerId: string;
  listed: boolean;
  label: string;
  /** The stored figures; shops keep no comment count, so theirs is null. */
  stored: { comments: number | null; ratings: number; average: number };
};
export type NewComment = {
  target: TargetRef;
  userId: string;
  parentId: string | null;
  rating: number | null;
  body: string;
  media: StoredCommentMedia[];
  clientKey?: string;
};
export type CommentPatch = Partial<Pick<CommentRow, 'body' | 'rating' | 'media' | 'isDeleted' | 'status' | 'moderationReason' | 'editedAt'>>;
export type Totals = { comments: number; ratings: number; average: number };

/**
 * The comments with their authors: one lookup in the users' face for the whole page. A comment
 * whose author is gone is left out, as the join it replaces did (the purge takes both together).
 */
export async function withAuthors<T extends { userId: string }>(db: Db, rows: T[]): Promise<{ comment: T; author: AuthorRow }[]> {
  const authors = new Map((await usersByIds(db, rows.map((c) => c.userId))).map((u) => [u.id, u]));
  return rows.flatMap((comment) => {
    const author = authors.get(comment.userId);
    return author ? [{ comment, author }] : [];
  });
}

const parent = alias(comments, 'parent_comment');
/** What counts towards totals and ratings: live, not hidden, and not under a hidden comment. */
const counted = and(eq(comments.isDeleted, false), ne(comments.status, 'hidden'), or(isNull(parent.id), ne(parent.status, 'hidden')));
const targetColumn = (type: CommentTarget) => (type === 'product' ? comments.productId : comments.shopId);

/**
 * Totals of a target's comments, straight from the rows (the source the stored columns follow).
 * Each person's rating counts once: their latest rated review, so repeating a rating cannot
 * drown out everyone else's.
 */
export async function countTotals(db: Db | Tx, target: TargetRef): Promise<Totals> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(and(eq(targetColumn(target.type), target.id), counted));
  const column = sql.raw(target.type === 'product' ? 'product_id' : 'shop_id');
  const [rated] = parseRows(
    z.object({ ratings: rawNumber, average: rawNumber.nullable() }),
    await db.execute(sql`
      select count(*)::int as ratings, round(avg(rating), 2) as average from (
        select distinct on (c.user_id) c.rating from ${comments} c
        where c.${column} = ${target.id} and c.parent_id is null and c.rating is not null and not c.is_deleted and c.status <> 'hidden'
        order by c.user_id, c.created_at desc
      ) latest`),
  );
  return { comments: row?.n ?? 0, ratings: rated?.ratings ?? 0, average: rated?.average ?? 0 };
}

/**
 * Every change to a target's comments runs here: the target row is locked first, so concurrent
 * writers queue and each recount sees the rows committed before it (under READ COMMITTED every
 * statement takes a fresh snapshot). Always target, then comments: no lock-order cycles.
 * Undefined when the target is gone.
 */
async function changeTarget<T>(db: Db, target: TargetRef, work: (tx: Tx) => Promise<T>, changed?: (target: TargetRef) => void): Promise<T | undefined> {
  const result = await inTransaction(db, async (tx) => {
    const locked = target.type === 'product' ? await lockProductRow(tx, target.id) : await lockShopRow(tx, target.id);
    if (!locked) return undefined;
    const done = await work(tx);
    await storeTotals(tx, target);
    return { done };
  });
  // After the commit: its rating and counts moved, so cached replies showing it are outdated.
  if (result) changed?.(target);
  return result?.done;
}

/** Stores a target's totals from its rows (also after rows vanish by cascade: account purge). */
export async function storeTotals(tx: Tx, target: TargetRef) {
  const t = await countTotals(tx, target);
  if (target.type === 'product') await storeProductCommentTotals(tx, target.id, t);
  else await storeShopRatings(tx, target.id, t);
}

export async function recountReplies(tx: Tx, parentId: string) {
  const live = sql`(select count(*) from ${comments} r where r.parent_id = ${parentId} and not r.is_deleted and r.status <> 'hidden')`;
  await tx.update(comments).set({ replyCount: sql`${live}::int` }).where(eq(comments.id, parentId));
}

/** `onTargetChanged`: told after a commit that moved a product's or shop's comment totals. */
type RepoOptions = { onTargetChanged?: (target: TargetRef) => void };

export function createCommentsRepo(db: Db, opts: RepoOptions = {}) {
  return { ...lookups(db), ...writes(db, opts) };
}

/** Targets, comments and authors. */
function lookups(db: Db) {
  return {
    /** The product (with its shop's owner: a second lookup) or the shop a comment is on. */
    async findTarget(ref: TargetRef): Promise<Target | undefined> {
      if (ref.type === 'product') {
        const [hit] = await productsListedByIds(db, [ref.id]);
        const [shop] = hit ? await shopsByIds(db, [hit.product.shopId]) : [];
        if (!hit || !shop) return undefined;
        const p = hit.product;
        return {
          ...ref,
          shopId: p.shopId,
          ownerId: shop.ownerId,
          label: p.title,
          listed: hit.listed,
          stored: { comments: p.commentsCount, ratings: p.ratingCount, average: Number(p.ratingAverage) },
        };
      }
      const [row] = await shopsByIds(db, [ref.id]);
      return (
        row && {
          ...ref,
          shopId: row.id,
          ownerId: row.ownerId,
          label: row.name,
          listed: row.isActive,
          stored: { comments: null, ratings: row.ratingCount, average: Number(row.ratingAverage) },
        }
      );
    },

    async findComment(id: string): Promise<CommentWithAuthor | undefined> {
      const [row] = await withAuthors(db, await db.select().from(comments).where(eq(comments.id, id)));
      return row;
    },

    async findAuthor(userId: string): Promise<AuthorRow | undefined> {
      const [row] = await usersByIds(db, [userId]);
      return row;
    },

    /** The comment a user already posted with this Idempotency-Key, if any. */
    async findByClientKey(userId: string, clientKey: string): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(comments).where(and(eq(comments.userId, userId), eq(comments.clientKey, clientKey)));
      return row;
    },
  };
}

/** Posting, editing and liking, each with the target’s totals in the same transaction. */
function writes(db: Db, opts: RepoOptions) {
  return {
    async create(c: NewComment): Promise<CommentRow | undefined> {
      return changeTarget(db, c.target, async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({
            targetType: c.target.type,
            targetId: c.target.id,
            productId: c.target.type === 'product' ? c.target.id : null,
            shopId: c.target.type === 'shop' ? c.target.id : null,
            userId: c.userId,
            parentId: c.parentId,
            rating: c.rating,
            body: c.body,
            media: c.media,
            clientKey: c.clientKey ?? null,
          })
          .returning();
        if (c.parentId) await recountReplies(tx, c.parentId);
        return row!;
      }, opts.onTargetChanged);
    },

    /** Edits, deletion and moderation: the row, its parent's reply count and the target's totals together. */
    async update(id: string, target: TargetRef, patch: CommentPatch): Promise<CommentRow | undefined> {
      return changeTarget(db, target, async (tx) => {
        const [row] = await tx
          .update(comments)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(comments.id, id))
          .returning();
        if (row?.parentId) await recountReplies(tx, row.parentId);
        return row;
      }, opts.onTargetChanged);
    },

    /**
     * Toggle as product likes do: the row changes first (its primary key settles races), then the
     * counter moves by exactly what changed, in one transaction. Undefined when the comment is gone.
     */
    async toggleLike(userId: string, commentId: string): Promise<{ liked: boolean; likesCount: number } | undefined> {
      return inTransaction(db, async (tx) => {
        const bump = async (delta: 1 | -1) => {
          const value = delta === 1 ? sql`${comments.likesCount} + 1` : sql`greatest(${comments.likesCount} - 1, 0)`;
          const [row] = await tx.update(comments).set({ likesCount: value }).where(eq(comments.id, commentId)).returning({ n: comments.likesCount });
          return row && { liked: delta === 1, likesCount: row.n };
        };
        const inserted = await tx.insert(commentLikes).values({ userId, commentId }).onConflictDoNothing().returning({ userId: commentLikes.userId });
        if (inserted.length > 0) return bump(1);
        const deleted = await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)))
          .returning({ userId: commentLikes.userId });
        if (deleted.length > 0) return bump(-1);
        // A concurrent toggle of the same row won: nothing changed here.
        const [row] = await tx.select({ n: comments.likesCount }).from(comments).where(eq(comments.id, commentId));
        return row && { liked: false, likesCount: row.n };
      });
    },
  };
}
export type CommentsRepo = ReturnType<typeof createCommentsRepo>;
