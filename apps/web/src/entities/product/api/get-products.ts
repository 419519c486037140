import { PRODUCT_LIST_PAGE_SIZE } from '@sokoni/contracts/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { ProductListParams, ProductPage } from '../types.ts';

export { PRODUCT_LIST_PAGE_SIZE };

/**
 * GET /products, or GET /products/search when there is a query (typo-tolerant on the server);
 * both take page, limit, sort and the filters (doc 1 §7.3, CONTRACT.md).
 */
export async function getProducts(params: ProductListParams, page: number, signal?: AbortSignal): Promise<ProductPage> {
  const path = params.q?.trim() ? '/products/search' : '/products';
  const query = { ...params, q: params.q?.trim(), page, limit: PRODUCT_LIST_PAGE_SIZE };
  const { data } = await api.get(path, { query, signal });
  return { ...data, products: Array.isArray(data?.products) ? data.products : [] };
}

export const nextPageOf = (last: ProductPage): number | undefined =>
  last.pagination?.hasMore || last.pagination?.hasNextPage ? (last.pagination.currentPage ?? 1) + 1 : undefined;

export const productListQueryOptions = (params: ProductListParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ pageParam, signal }) => getProducts(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE_TIMES.productList,
  });

export function useProductList(params: ProductListParams) {
  return useInfiniteQuery(productListQueryOptions(params));
}
