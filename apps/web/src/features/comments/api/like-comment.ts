import type { CommentLikeResult } from '@sokoni/contracts/comment-rules';
import { api } from '@/lib/api/api.ts';

/** POST /comments/{id}/like: toggles the viewer's like → {liked, likesCount}. */
export async function likeComment(commentId: string): Promise<CommentLikeResult> {
  const { data } = await api.post('/comments/:id/like', undefined, { params: { id: commentId } });
  return data;
}
