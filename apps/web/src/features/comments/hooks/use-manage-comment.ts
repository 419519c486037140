import type { Comment, CommentTarget } from '@sokoni/contracts/comment-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast/toast-context.ts';
import { deleteComment } from '../api/delete-comment.ts';
import { updateComment, type CommentChanges } from '../api/update-comment.ts';
import { refreshTargetStats, removeComment, setProductCommentCount, updateCachedComment } from '../comment-cache.ts';
import { commentsWords } from '../comments-words.ts';

/** The author's edit: the server's copy replaces every cached one (doc 1 §8 toasts). */
export function useEditComment() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CommentChanges }) => updateComment(id, changes),
    onSuccess: (updated, { changes }) => {
      updateCachedComment(queryClient, updated._id, (c) => ({ ...c, ...updated, replies: c.replies, userLiked: c.userLiked }));
      // A changed rating moves the target's average.
      if (changes.rating !== undefined) void refreshTargetStats(queryClient, updated.targetType, updated.targetId);
      toast.success(commentsWords.get().updated);
    },
    onError: () => toast.error(commentsWords.get().updateFailed),
  });
}

/** The author's delete: gone from every list, and one less on the product's counter. */
export function useDeleteComment(targetType: CommentTarget, targetId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(comment._id),
    onSuccess: (_, comment) => {
      removeComment(queryClient, comment);
      if (targetType === 'product' && comment.depth === 0) setProductCommentCount(queryClient, targetId, (n) => n - 1);
      void refreshTargetStats(queryClient, targetType, targetId);
      toast.success(commentsWords.get().removed);
    },
    onError: () => toast.error(commentsWords.get().deleteFailed),
  });
}
