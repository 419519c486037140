import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '../types.ts';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** A seller's whole stock fits a page or two; the contract caps a page at 100. */
export const LISTINGS_PAGE_SIZE = 60;

/** GET /shops/{shopId}/products as the owner: hidden, processing and sold products too, newest first. */
export async function getListings(shopId: string, page: number, signal?: AbortSignal): Promise<ListingPage> {
  const { data } = await api.get('/shops/:shopId/products', { params: { shopId }, query: { page, limit: LISTINGS_PAGE_SIZE, sort: 'newest' }, signal });
  return { ...data, products: Array.isArray(data?.products) ? data.products : [] };
}

export const listingsQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.owned(shopId),
    queryFn: ({ pageParam, signal }) => getListings(shopId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListingPage) => (last.pagination?.hasMore || last.pagination?.hasNextPage ? (last.pagination.currentPage ?? 1) + 1 : undefined),
    // The seller's products follow the shop's 30 s window (doc 2 §9).
    staleTime: STALE_TIMES.myShop,
  });

export function useListings(shopId: string | undefined) {
  return useInfiniteQuery({ ...listingsQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
