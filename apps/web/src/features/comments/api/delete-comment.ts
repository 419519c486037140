import { api } from '@/lib/api/api.ts';

/** DELETE /comments/{id} (its author). */
export async function deleteComment(commentId: string): Promise<void> {
  await api.delete('/comments/:id', undefined, { params: { id: commentId } });
}
