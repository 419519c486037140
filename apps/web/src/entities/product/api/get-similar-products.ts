import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import type { ApiResult } from '@/lib/api/client.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { CatalogProduct } from '../types.ts';

/** The server's `{products}`, or a plain array (accepted too). */
type ToleratedReply = ApiReplyOf<'GET /products/:id/similar'> | CatalogProduct[];

/** GET /products/{id}/similar → {products} (a plain array is accepted too). */
export async function getSimilarProducts(id: string, signal?: AbortSignal): Promise<{ products: CatalogProduct[] }> {
  const { data }: ApiResult<ToleratedReply> = await api.get('/products/:id/similar', { params: { id }, query: { limit: 12 }, signal });
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
