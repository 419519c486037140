import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { Comment } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';
import { commentOf } from './comment-reply.ts';

export type CommentChanges = ApiBodyOf<'PUT /comments/:id'>;

/** PUT /comments/{id}: the author's edit, or `{media}` attaching uploads after creation (doc 1 §4.6). */
export async function updateComment(commentId: string, changes: CommentChanges): Promise<Comment> {
  const { data } = await api.put('/comments/:id', changes, { params: { id: commentId } });
  return commentOf(data);
}
