import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { nextPageOf } from '@/entities/product/api/get-products.ts';
import type { ProductPage } from '@/entities/product/types.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** GET /users/me/liked-products?page&limit → {products: (Product & {likedAt})[], pagination}; all liked by definition. */
export async function getLikedProducts(page: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await api.get('/users/me/liked-products', { query: { page, limit: 24 }, signal });
  const products = Array.isArray(data?.products) ? data.products : [];
  return { ...data, products: products.map((p) => ({ ...p, isLiked: true })) };
}

export const likedProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.liked(),
    queryFn: ({ pageParam, signal }) => getLikedProducts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE_TIMES.likedProducts,
  });

export function useLikedProducts(enabled: boolean) {
  return useInfiniteQuery({ ...likedProductsQueryOptions(), enabled });
}
