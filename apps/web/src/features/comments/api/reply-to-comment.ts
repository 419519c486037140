import type { Comment } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';
import { commentOf } from './comment-reply.ts';

/** POST /comments/{id}/reply {comment} → {comment} (replies carry no rating); a retry reuses `idempotencyKey`. */
export async function replyToComment(parentId: string, text: string, idempotencyKey: string): Promise<Comment> {
  const { data } = await api.postOnce('/comments/:id/reply', { comment: text }, { params: { id: parentId }, idempotencyKey });
  return commentOf(data);
}
