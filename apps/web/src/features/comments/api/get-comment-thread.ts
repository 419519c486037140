import { COMMENT_FETCH_TIMEOUT_MS, type Comment } from '@sokoni/contracts/comment-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { withTimeout } from '@/lib/api/with-timeout.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import { commentOf } from './comment-reply.ts';
import { commentsWords } from '../comments-words.ts';

/** GET /comments/{id} → {comment} with every reply (lists carry only the first three inline). */
export async function getCommentThread(commentId: string, signal?: AbortSignal): Promise<{ comment: Comment }> {
  const { data } = await withTimeout((s) => api.get('/comments/:id', { params: { id: commentId }, signal: s }), COMMENT_FETCH_TIMEOUT_MS, commentsWords.get().timedOut, signal);
  return { comment: commentOf(data) };
}

export const commentThreadQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: queryKeys.comments.thread(commentId),
    queryFn: ({ signal }) => getCommentThread(commentId, signal),
    staleTime: STALE_TIMES.comments,
  });

/** All replies of a comment, fetched only when asked (`enabled`: expanded and more than inline). */
export function useCommentThread(commentId: string, enabled: boolean) {
  return useQuery({ ...commentThreadQueryOptions(commentId), enabled });
}
