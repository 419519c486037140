import { COMMENT_MESSAGES, MODERATION_MESSAGES, type CommentAnalytics, type CommentStatus, type ModerationAction } from '@sokoni/contracts/comments';
import { toPagination } from '@sokoni/contracts/envelope';
import { notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { viewerOf, type Caller } from './access.ts';
import { productImage, toCommentView, toCommentWithTarget } from './comment-view.ts';
import { targetSummaryOf } from './listing-service.ts';
import type { CommentsQueryRepo, Paging } from './query-repo.ts';
import type { CommentPatch, CommentsRepo } from './repo.ts';

const ANALYTICS_DAYS = 30;
const DAY_MS = 86_400_000;

function patchFor(action: ModerationAction, reason: string | null): CommentPatch {
  switch (action) {
    case 'approve':
      return { status: 'visible', moderationReason: reason };
    case 'hide':
      return { status: 'hidden', moderationReason: reason };
    case 'flag':
      return { status: 'flagged', moderationReason: reason };
    case 'delete':
      return { isDeleted: true, moderationReason: reason };
    case 'restore':
      return { isDeleted: false, status: 'visible', moderationReason: reason };
  }
}

/** doc 1 §6, §7.4: comment moderation and analytics, for admins (the routes check the role). */
export function createCommentModerationService(deps: { repo: CommentsRepo; queries: CommentsQueryRepo; mediaUrl: MediaUrl }) {
  const { repo, queries, mediaUrl } = deps;

  return {
    async moderate(id: string, admin: NonNullable<Caller>, action: ModerationAction, reason: string | null) {
      const found = await repo.findComment(id);
      if (!found) throw notFound(COMMENT_MESSAGES.notFound);
      const row = await repo.update(id, { type: found.comment.targetType, id: found.comment.targetId }, patchFor(action, reason));
      if (!row) throw notFound(COMMENT_MESSAGES.notFound);
      return { comment: toCommentView({ comment: row, author: found.author }, viewerOf(admin), mediaUrl), action, message: MODERATION_MESSAGES[action] };
    },

    async queue(admin: NonNullable<Caller>, status: CommentStatus | undefined, paging: Paging) {
      const { rows, total } = await queries.moderationQueue(status, paging);
      return {
        comments: rows.map((r) => toCommentWithTarget(r, targetSummaryOf(r, mediaUrl), viewerOf(admin), mediaUrl)),
        pagination: toPagination(paging.page, paging.limit, total),
      };
    },

    /** Totals, comments per day for the last 30 days (every day present, UTC), average rating, most commented products. */
    async analytics(): Promise<CommentAnalytics> {
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      const since = new Date(today - (ANALYTICS_DAYS - 1) * DAY_MS);
      const { totals, perDay, top } = await queries.analytics(since);
      const counts = new Map(perDay.map((d) => [d.day, d.n]));
      const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) => new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10));
      const { average, ...rest } = totals;
      return {
        totals: rest,
        averageRating: Number(average ?? 0),
        perDay: days.map((date) => ({ date, comments: counts.get(date) ?? 0 })),
        topProducts: top.map((p) => ({ productId: p.id, title: p.title, image: productImage(p.media, mediaUrl), comments: p.comments })),
      };
    },
  };
}
export type CommentModerationService = ReturnType<typeof createCommentModerationService>;
