import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { CatalogProduct } from '../types.ts';

/** GET /products/{id} → {product}; 404 "Product not found". */
export async function getProduct(id: string, signal?: AbortSignal): Promise<{ product: CatalogProduct }> {
  const { data } = await api.get('/products/:id', { params: { id }, signal });
  if (!data?.product) throw new ApiError('Product not found', 404);
  return { product: withViewerFlags(data.product) };
}

/** Signed in, the detail's stats carry the viewer's like and bookmark: lift them where every screen reads them. */
export function withViewerFlags(product: CatalogProduct): CatalogProduct {
  const stats = product.stats;
  if (!stats) return product;
  return {
    ...product,
    isLiked: product.isLiked ?? stats.isLiked,
    isBookmarked: product.isBookmarked ?? stats.isBookmarked,
    bookmarks: product.bookmarks ?? stats.bookmarks ?? stats.bookmarkCount,
    comments: stats.commentCount ?? product.comments,
  };
}

/** A missing or malformed id will not appear on a retry. */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422);

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: STALE_TIMES.productDetail,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
