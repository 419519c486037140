import type { CommentList } from '@sokoni/contracts/comment-rules';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { applyTargetStats, refreshTargetStats } from './comment-cache.ts';

const stats = { totalComments: 7, averageRating: 3.9, ratingsCount: 6 };

function cacheWith(productId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const product = makeProduct({ id: productId, comments: 6, rating: { average: 3.8, count: 5 } });
  const other = makeProduct({ rating: { average: 2, count: 1 } });
  const page = { products: [product, other], pagination: { currentPage: 1, totalPages: 1, total: 2, hasMore: false, hasNextPage: false } };
  queryClient.setQueryData(queryKeys.products.feed('newest'), { pages: [page], pageParams: [1] });
  queryClient.setQueryData(queryKeys.products.list({ sort: 'newest' }), page);
  queryClient.setQueryData(queryKeys.products.detail(productId), { product });
  queryClient.setQueryData(queryKeys.products.shop(product.shopId), page);
  return { queryClient, other };
}

const ratingsIn = (queryClient: QueryClient, productId: string) =>
  queryClient
    .getQueriesData({ queryKey: queryKeys.products.all })
    .map(([, data]) => JSON.stringify(data))
    .map((json) => {
      const match = new RegExp(`"id":"${productId}".*?"comments":(\\d+).*?"rating":\\{"average":([\\d.]+),"count":(\\d+)\\}`).exec(json);
      return match ? `${match[1]} ${match[2]} ${match[3]}` : null;
    });

describe('a review reaches every cached copy of its product (issue 9 §6)', () => {
  it('applyTargetStats writes the count and rating into the feed, lists, detail and shop pages', () => {
    const { queryClient, other } = cacheWith('p-1');
    applyTargetStats(queryClient, 'product', 'p-1', stats);
    expect(ratingsIn(queryClient, 'p-1')).toEqual(['7 3.9 6', '7 3.9 6', '7 3.9 6', '7 3.9 6']);
    expect(ratingsIn(queryClient, other.id)).not.toContain('7 3.9 6');
  });

  it('a shop review updates the cached shop', () => {
    const queryClient = new QueryClient();
    const shop = { id: 's-1', rating: { average: 4, count: 1 }, averageRating: 4 };
    queryClient.setQueryData(queryKeys.shops.detail('my-shop-slug'), { shop });
    applyTargetStats(queryClient, 'shop', 's-1', stats);
    expect(queryClient.getQueryData(queryKeys.shops.detail('my-shop-slug'))).toEqual({ shop: { id: 's-1', rating: { average: 3.9, count: 6 }, averageRating: 3.9 } });
  });

  it('refreshTargetStats refetches the comments, even with the sheet closed, and spreads their stats', async () => {
    const { queryClient } = cacheWith('p-1');
    const listKey = queryKeys.comments.list('product', 'p-1');
    const fresh: CommentList = { comments: [], pagination: { currentPage: 1, totalPages: 1, total: 0, hasMore: false, hasNextPage: false }, stats, asOf: '', canRate: true };
    // Fetched once with the sheet open (old stats), now inactive: only refetchType 'all' fetches it again.
    let reply: CommentList = { ...fresh, stats: { totalComments: 6, averageRating: 3.8, ratingsCount: 5 } };
    await queryClient.fetchInfiniteQuery({ queryKey: listKey, queryFn: async () => reply, initialPageParam: { page: 1 }, getNextPageParam: () => undefined });
    reply = fresh;
    await refreshTargetStats(queryClient, 'product', 'p-1');
    expect(ratingsIn(queryClient, 'p-1')).toEqual(['7 3.9 6', '7 3.9 6', '7 3.9 6', '7 3.9 6']);
  });

  it('a refetch cancelled by the sheet closing mid-flight is made again, so the new review is counted', async () => {
    const { queryClient } = cacheWith('p-1');
    const listKey = queryKeys.comments.list('product', 'p-1');
    const page = (ratingsCount: number): CommentList => ({
      comments: [],
      pagination: { currentPage: 1, totalPages: 1, total: 0, hasMore: false, hasNextPage: false },
      stats: { ...stats, ratingsCount },
      asOf: '',
      canRate: true,
    });
    let ratingsCount = 5;
    let answered: () => void = () => {};
    let asked = 0;
    const options = {
      queryKey: listKey,
      initialPageParam: { page: 1 },
      getNextPageParam: () => undefined,
      // Like getComments: it takes the signal, so the query is cancelled when its last observer leaves.
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        new Promise<CommentList>((resolve, reject) => {
          asked += 1;
          const reply = page(ratingsCount);
          answered = () => resolve(reply);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    };
    const sheet = new InfiniteQueryObserver(queryClient, options);
    const unsubscribe = sheet.subscribe(() => {});
    answered();
    await vi.waitFor(() => expect(queryClient.getQueryData<{ pages: CommentList[] }>(listKey)?.pages[0]?.stats.ratingsCount).toBe(5));

    ratingsCount = 6;
    const refreshed = refreshTargetStats(queryClient, 'product', 'p-1');
    await vi.waitFor(() => expect(asked).toBe(2));
    unsubscribe(); // the sheet closes before the server answers
    await vi.waitFor(() => expect(asked).toBe(3));
    answered();
    await refreshed;
    expect(ratingsIn(queryClient, 'p-1')).toEqual(['7 3.9 6', '7 3.9 6', '7 3.9 6', '7 3.9 6']);
  });
});

