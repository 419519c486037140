import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import { FEED_PAGE_SIZE, FEED_RETRIES, FEED_RETRY_DELAY_MS } from '@sokoni/contracts/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { ProductPage } from '../types.ts';

export type FeedPage = ProductPage & { isPersonalized?: boolean; asOf?: string };
/** Later pages carry the first page's `asOf`, so products added meanwhile never repeat a page. */
export type FeedPageParam = { page: number } & Pick<ApiQueryOf<'GET /users/feed'>, 'asOf'>;
/** The feed's order (the contract's product sorts). */
export type FeedSort = ApiQueryOf<'GET /users/feed'>['sort'];

/** GET /users/feed?page&limit=20&sort&asOf (doc 1 §4.4). */
export async function getFeedPage(param: FeedPageParam, sort: FeedSort, signal?: AbortSignal): Promise<FeedPage> {
  const query = { page: param.page, limit: FEED_PAGE_SIZE, sort, asOf: param.asOf };
  const { data } = await api.get('/users/feed', { query, signal });
  return { ...data, products: Array.isArray(data?.products) ? data.products : [] };
}

/** doc 1 §4.4/§9: retried up to 3 times, 1 s × the attempt apart. A 4xx will not change on retry. */
export function feedRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return !clientError && failureCount < FEED_RETRIES;
}
export const feedRetryDelay = (failureCount: number) => FEED_RETRY_DELAY_MS * (failureCount + 1);

export const feedQueryOptions = (sort?: FeedSort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.feed(sort ?? 'default'),
    queryFn: ({ pageParam, signal }) => getFeedPage(pageParam, sort, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (last, all): FeedPageParam | undefined =>
      last.pagination?.hasMore || last.pagination?.hasNextPage
        ? { page: (last.pagination.currentPage ?? all.length) + 1, asOf: all[0]?.asOf }
        : undefined,
    staleTime: STALE_TIMES.feed,
    retry: feedRetry,
    retryDelay: feedRetryDelay,
  });

export function useFeed(sort?: FeedSort) {
  return useInfiniteQuery(feedQueryOptions(sort));
}
