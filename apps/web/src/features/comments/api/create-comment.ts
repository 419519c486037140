import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { Comment, CommentTarget } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';
import { commentOf } from './comment-reply.ts';
import { commentsPath } from './get-comments.ts';

export type NewComment = Pick<ApiBodyOf<'POST /products/:id/comments'>, 'comment' | 'rating'>;

/**
 * POST /products/{id}/comments or /shops/{id}/comments {comment, rating?} → {comment}. The same
 * `idempotencyKey` on a retry returns the comment the first try wrote.
 */
export async function createComment(targetType: CommentTarget, targetId: string, input: NewComment, idempotencyKey: string): Promise<Comment> {
  const body = { ...(input.comment ? { comment: input.comment } : {}), ...(input.rating ? { rating: input.rating } : {}) };
  const { data } = await api.postOnce(commentsPath(targetType), body, { params: { id: targetId }, idempotencyKey });
  return commentOf(data);
}
