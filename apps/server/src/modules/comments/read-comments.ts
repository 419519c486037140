import { INLINE_REPLIES, type Comment, type CommentList, type CommentStats } from '@sokoni/contracts/comments';
import { toPagination } from '@sokoni/contracts/envelope';
import { toPublicUser } from '../social/index.ts';
import { viewerOf, type Caller } from './access.ts';
import { commentOr404, targetNotFound, targetOf, visibleTarget, type CommentsDeps } from './comment-deps.ts';
import { toCommentView, type CommentWithAuthor } from './comment-view.ts';
import type { CommentSort, Paging } from './query-repo.ts';
import { countTotals, type Target, type TargetRef } from './repo.ts';

/** GET /comments/{id} carries every reply; this only bounds a pathological thread. */
const MAX_THREAD_REPLIES = 500;

/** doc 1 §7.4: top-level comments, each with its first replies; `asOf` keeps later pages steady. */
export async function listComments(deps: CommentsDeps, ref: TargetRef, caller: Caller, query: CommentSort & Paging & { asOf?: string }, inShop?: string): Promise<CommentList> {
  const { queries, mediaUrl } = deps;
  const target = await visibleTarget(deps, ref, caller);
  if (inShop && target.shopId !== inShop) throw targetNotFound(ref);
  const asOf = query.asOf ? new Date(query.asOf) : new Date();
  const { rows, total } = await queries.topLevelPage(ref, query, query, asOf);
  const replies = await queries.firstReplies(
    rows.filter((r) => r.comment.replyCount > 0).map((r) => r.comment.id),
    INLINE_REPLIES,
  );
  const ids = [...rows, ...replies].map((r) => r.comment.id);
  const viewer = viewerOf(caller, caller ? await queries.likedAmong(caller.userId, ids) : undefined);
  const repliesOf = new Map<string, Comment[]>();
  for (const r of replies) {
    const list = repliesOf.get(r.comment.parentId!) ?? [];
    list.push(toCommentView(r, viewer, mediaUrl));
    repliesOf.set(r.comment.parentId!, list);
  }
  return {
    comments: rows.map((r) => toCommentView(r, viewer, mediaUrl, repliesOf.get(r.comment.id) ?? [])),
    pagination: toPagination(query.page, query.limit, total),
    stats: await statsOf(deps, target),
    asOf: asOf.toISOString(),
    canRate: caller?.userId !== target.ownerId,
  };
}

export async function commentStats(deps: CommentsDeps, ref: TargetRef, caller: Caller): Promise<CommentStats> {
  return statsOf(deps, await visibleTarget(deps, ref, caller));
}

/** One comment with all its replies, oldest first. */
export async function oneComment(deps: CommentsDeps, id: string, caller: Caller) {
  const { queries, mediaUrl } = deps;
  const found = await commentOr404(deps, id, caller);
  await visibleTarget(deps, targetOf(found.comment), caller);
  const replies: CommentWithAuthor[] = found.comment.parentId ? [] : await queries.replies(id, MAX_THREAD_REPLIES);
  const ids = [found, ...replies].map((r) => r.comment.id);
  const viewer = viewerOf(caller, caller ? await queries.likedAmong(caller.userId, ids) : undefined);
  return {
    comment: toCommentView(
      found,
      viewer,
      mediaUrl,
      replies.map((r) => toCommentView(r, viewer, mediaUrl)),
    ),
  };
}

export async function commentLikers(deps: CommentsDeps, id: string, caller: Caller, { page, limit }: Paging) {
  const found = await commentOr404(deps, id, caller);
  await visibleTarget(deps, targetOf(found.comment), caller);
  const { rows, total } = await deps.queries.likers(id, { page, limit });
  return {
    users: rows.map((r) => ({ ...toPublicUser(r.user, deps.mediaUrl), likedAt: r.at.toISOString() })),
    pagination: toPagination(page, limit, total),
    total,
  };
}

async function statsOf(deps: CommentsDeps, target: Target): Promise<CommentStats> {
  const comments = target.stored.comments ?? (await countTotals(deps.db, target)).comments;
  return { totalComments: comments, averageRating: target.stored.average, ratingsCount: target.stored.ratings };
}
