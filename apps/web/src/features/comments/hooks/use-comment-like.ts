import type { Comment } from '@sokoni/contracts/comment-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useToast } from '@/components/toast/toast-context.ts';
import { likeComment } from '../api/like-comment.ts';
import { updateCachedComment } from '../comment-cache.ts';
import { reconciledLike, restoredLike, toggledLike } from '../comment-like.ts';
import { commentsWords } from '../comments-words.ts';

/**
 * doc 1 §4.5: a comment like flips at once, then takes the server's {liked, likesCount}; a
 * failure puts it back with "Failed to like comment". A tap while one is on its way is ignored,
 * so the count never races itself.
 */
export function useCommentLike() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const requireLogin = useRequireLogin('comment');
  const inFlight = useRef(new Set<string>());

  return useCallback(
    async (comment: Comment) => {
      if (!requireLogin() || inFlight.current.has(comment._id)) return;
      inFlight.current.add(comment._id);
      const before = { userLiked: comment.userLiked, likes: comment.likes };
      updateCachedComment(queryClient, comment._id, toggledLike);
      try {
        const result = await likeComment(comment._id);
        updateCachedComment(queryClient, comment._id, (c) => reconciledLike(c, result));
      } catch {
        updateCachedComment(queryClient, comment._id, (c) => restoredLike(c, before));
        toast.error(commentsWords.get().likeFailed);
      } finally {
        inFlight.current.delete(comment._id);
      }
    },
    [queryClient, toast, requireLogin],
  );
}
