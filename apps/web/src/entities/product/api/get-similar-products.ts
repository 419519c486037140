import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { CatalogProduct } from '../types.ts';

/** GET /products/{id}/similar → {products} (a plain array is accepted too). */
export async function getSimilarProducts(id: string, signal?: AbortSignal): Promise<{ products: CatalogProduct[] }> {
  const { data } = await api.get<{ products?: CatalogProduct[] } | CatalogProduct[]>(`/products/${encodeURIComponent(id)}/similar?limit=12`, signal);
  return { products: Array.isArray(data) ? data : (data?.products ?? []) };
}

export const similarProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.similar(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
    staleTime: STALE_TIMES.productList,
  });

export function useSimilarProducts(id: string) {
  return useQuery(similarProductsQueryOptions(id));
}
