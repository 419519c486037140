import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import {
  COMMENT_FETCH_TIMEOUT_MS,
  PRODUCT_COMMENTS_PAGE_SIZE,
  SHOP_COMMENTS_PAGE_SIZE,
  type CommentList,
  type CommentTarget,
} from '@sokoni/contracts/comment-rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { withFallbackMessage } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/api.ts';
import { withTimeout } from '@/lib/api/with-timeout.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import { commentsWords } from '../comments-words.ts';

const PATHS = { product: '/products/:id/comments', shop: '/shops/:id/comments' } as const;

/** doc 1 §9: product comments come 10 a page, shop comments 20. */
export const commentsPageSize = (targetType: CommentTarget) => (targetType === 'product' ? PRODUCT_COMMENTS_PAGE_SIZE : SHOP_COMMENTS_PAGE_SIZE);

/** `/products/:id/comments` or `/shops/:id/comments`. */
export const commentsPath = (targetType: CommentTarget) => PATHS[targetType];

/** Later pages pass back the first page's `asOf`, so comments posted meanwhile never repeat. */
export type CommentsPageParam = { page: number } & Pick<ApiQueryOf<'GET /products/:id/comments'>, 'asOf'>;

/**
 * GET …/comments?page&limit&sortBy=createdAt&sortOrder=desc → {comments, pagination, stats, asOf}.
 * Gives up after 10 s ('Request timed out'); a failure says the server's message, else 'Failed to
 * fetch comments' (doc 1 §7.4, doc 2 §8).
 */
export async function getComments(targetType: CommentTarget, targetId: string, { page, asOf }: CommentsPageParam, signal?: AbortSignal): Promise<CommentList> {
  const query = { page, limit: commentsPageSize(targetType), sortBy: 'createdAt', sortOrder: 'desc', asOf } as const;
  const { data } = await withTimeout(
    (s) => api.get(commentsPath(targetType), { params: { id: targetId }, query, signal: s }),
    COMMENT_FETCH_TIMEOUT_MS,
    commentsWords.get().timedOut,
    signal,
  ).catch((error: unknown) => {
    throw withFallbackMessage(error, commentsWords.get().fetchFailed);
  });
  return {
    comments: data?.comments ?? [],
    pagination: data?.pagination ?? { currentPage: page, totalPages: page, total: 0, hasMore: false, hasNextPage: false },
    stats: data?.stats ?? { totalComments: 0, averageRating: 0, ratingsCount: 0 },
    asOf: data?.asOf ?? asOf ?? '',
    canRate: data?.canRate !== false,
  };
}

export const commentsQueryOptions = (targetType: CommentTarget, targetId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.list(targetType, targetId),
    queryFn: ({ pageParam, signal }) => getComments(targetType, targetId, pageParam, signal),
    initialPageParam: { page: 1 } as CommentsPageParam,
    getNextPageParam: (last, all, param): CommentsPageParam | undefined =>
      last.pagination.hasNextPage ? { page: param.page + 1, asOf: all[0]?.asOf || undefined } : undefined,
    staleTime: STALE_TIMES.comments,
  });

export function useComments(targetType: CommentTarget, targetId: string) {
  return useInfiniteQuery(commentsQueryOptions(targetType, targetId));
}
