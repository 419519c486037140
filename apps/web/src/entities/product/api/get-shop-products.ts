import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { ProductPage } from '../types.ts';
import { nextPageOf, PRODUCT_LIST_PAGE_SIZE } from './get-products.ts';

/** GET /shops/{shopId}/products (the list shape). */
export async function getShopProducts(shopId: string, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await api.get('/shops/:shopId/products', { params: { shopId }, query: { page, limit: PRODUCT_LIST_PAGE_SIZE }, signal });
  return { ...data, products: Array.isArray(data?.products) ? data.products : [] };
}

export const shopProductsQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.shop(shopId),
    queryFn: ({ pageParam, signal }) => getShopProducts(shopId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE_TIMES.productList,
  });

export function useShopProducts(shopId: string) {
  return useInfiniteQuery(shopProductsQueryOptions(shopId));
}
