import type { Comment } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';
import { commentOf } from './comment-reply.ts';

/** POST /comments/{id}/reply {comment} → {comment} (replies carry no rating). */
export async function replyToComment(parentId: string, text: string): Promise<Comment> {
  const { data } = await api.post<unknown>(`/comments/${encodeURIComponent(parentId)}/reply`, { comment: text });
  return commentOf(data);
}
