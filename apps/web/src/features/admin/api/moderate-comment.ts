import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { CommentWithTarget } from '@sokoni/contracts/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type Moderation = { commentId: string } & ApiBodyOf<'POST /comments/:id/moderate'>;

/** POST /comments/{id}/moderate {action, reason?} (doc 1 §7.4) → the comment as it is now and the server's message. */
export async function moderateComment({ commentId, action, reason }: Moderation) {
  const { data, message } = await api.post('/comments/:id/moderate', reason ? { action, reason } : { action }, { params: { id: commentId } });
  return { comment: data.comment, message };
}

/** The row takes the comment's new state; one approved (visible again) leaves the queue. */
export function useModerateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: ({ comment }) =>
      applyAction<CommentWithTarget>(client, 'comments', (row) => {
        if (row.id !== comment.id) return row;
        const stillQueued = comment.isDeleted || comment.status !== 'visible';
        return stillQueued ? { ...row, ...comment, replies: row.replies } : null;
      }),
  });
}
