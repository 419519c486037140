import type { Comment, CommentTarget } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';
import { commentOf } from './comment-reply.ts';
import { commentsPath } from './get-comments.ts';

export type NewComment = { comment?: string; rating?: number | null };

/** POST /products/{id}/comments or /shops/{id}/comments {comment, rating?} → {comment}. */
export async function createComment(targetType: CommentTarget, targetId: string, input: NewComment): Promise<Comment> {
  const body = { ...(input.comment ? { comment: input.comment } : {}), ...(input.rating ? { rating: input.rating } : {}) };
  const { data } = await api.post<unknown>(commentsPath(targetType, targetId), body);
  return commentOf(data);
}
