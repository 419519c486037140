import type { Comment, CommentTarget } from '@sokoni/contracts/comment-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { ApiError, errorMessage } from '@/lib/api/api-error.ts';
import { useComments } from '../api/get-comments.ts';
import { applyTargetStats, flattenPages } from '../comment-cache.ts';
import { commentsWords } from '../comments-words.ts';

/** doc 1 §4.6: loading, error, empty, or the list. */
export type CommentListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; comments: Comment[]; hasMore: boolean; loadingMore: boolean };

/**
 * A target's comments as one state (doc 1 §4.6), plus the stats for the title. A failed load
 * toasts "Failed to load comments" unless it was a 404 (doc 1 §8).
 */
export function useCommentList(targetType: CommentTarget, targetId: string) {
  const query = useComments(targetType, targetId);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 404)) toast.error(commentsWords.get().loadFailed);
  }, [error, errorUpdatedAt, toast]);

  const stats = query.data?.pages[0]?.stats;
  // The feed's comment button and the product's rating show what the sheet shows.
  useEffect(() => {
    if (stats) applyTargetStats(queryClient, targetType, targetId, stats);
  }, [queryClient, targetType, targetId, stats]);

  const state = useMemo<CommentListState>(() => {
    if (query.isPending) return { status: 'loading' };
    if (query.isError && !query.data) return { status: 'error', message: errorMessage(query.error, commentsWords.get().loadFailed) };
    const comments = flattenPages(query.data);
    if (!comments.length) return { status: 'empty' };
    return { status: 'ready', comments, hasMore: Boolean(query.hasNextPage), loadingMore: query.isFetchingNextPage };
  }, [query.isPending, query.isError, query.data, query.error, query.hasNextPage, query.isFetchingNextPage]);

  // Owners may not rate their own shop or product: no rating until the list has said who may.
  const canRate = query.data?.pages[0]?.canRate === true;
  return { state, stats, canRate, retry: () => void query.refetch(), loadMore: () => void query.fetchNextPage() };
}
