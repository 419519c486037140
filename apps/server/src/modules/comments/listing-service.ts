import { COMMENT_MESSAGES, type CommentTarget, type CommentWithTarget } from '@sokoni/contracts/comments';
import { toPagination } from '@sokoni/contracts/envelope';
import { notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { isAdmin, viewerOf, type Caller } from './access.ts';
import { productImage, toCommentWithTarget, type TargetSummary } from './comment-view.ts';
import type { CommentsQueryRepo, CommentWithTargetRow, Paging } from './query-repo.ts';
import type { CommentsRepo } from './repo.ts';

const TRENDING_DAYS = 7;

export function targetSummaryOf(row: CommentWithTargetRow, mediaUrl: MediaUrl): TargetSummary | null {
  if (row.product) return { id: row.product.id, _id: row.product.id, title: row.product.title, image: productImage(row.product.media, mediaUrl) };
  if (row.shop) return { id: row.shop.id, _id: row.shop.id, name: row.shop.name, image: mediaUrl(row.shop.logo) };
  return null;
}

/** Lists that span products and shops: a user's comments (doc 1 §7.2), search and trending (§7.4). */
export function createCommentListingService(deps: { repo: CommentsRepo; queries: CommentsQueryRepo; mediaUrl: MediaUrl }) {
  const { queries, mediaUrl } = deps;

  async function withTargets(rows: CommentWithTargetRow[], caller: Caller): Promise<CommentWithTarget[]> {
    const liked = caller ? await queries.likedAmong(caller.userId, rows.map((r) => r.comment.id)) : undefined;
    const viewer = viewerOf(caller, liked);
    return rows.map((r) => toCommentWithTarget(r, targetSummaryOf(r, mediaUrl), viewer, mediaUrl));
  }

  return {
    /** Newest first. Others see what is public; the user themself (and admins) also hidden ones and unlisted targets. */
    async byUser(userId: string, caller: Caller, paging: Paging) {
      const user = await deps.repo.findAuthor(userId);
      if (!user || user.status === 'deleted') throw notFound(COMMENT_MESSAGES.userNotFound);
      const everything = caller?.userId === userId || isAdmin(caller);
      const { rows, total } = await queries.byUser(userId, everything, paging);
      return { comments: await withTargets(rows, caller), pagination: toPagination(paging.page, paging.limit, total) };
    },

    async search(q: string, targetType: CommentTarget | undefined, caller: Caller, paging: Paging) {
      const { rows, total } = await queries.search(q, targetType, paging);
      return { comments: await withTargets(rows, caller), pagination: toPagination(paging.page, paging.limit, total), query: q };
    },

    async trending(caller: Caller, limit: number) {
      const since = new Date(Date.now() - TRENDING_DAYS * 86_400_000);
      const rows = await queries.trending(since, limit);
      const comments = await withTargets(rows, caller);
      return { comments: comments.map((c, i) => ({ ...c, trendingScore: rows[i]!.score })), days: TRENDING_DAYS };
    },
  };
}
export type CommentListingService = ReturnType<typeof createCommentListingService>;
