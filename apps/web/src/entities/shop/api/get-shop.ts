import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { CatalogShop } from '../types.ts';

/** GET /shops/{id} → {shop}. doc 1 §7.3/§8: a 404 means no shop, treated as null. */
export async function getShop(id: string, signal?: AbortSignal): Promise<{ shop: CatalogShop | null }> {
  try {
    const { data } = await api.get('/shops/:id', { params: { id }, signal });
    return { shop: data?.shop ?? null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422 || error.status === 400)) return { shop: null };
    throw error;
  }
}

export const shopQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shops.detail(id),
    queryFn: ({ signal }) => getShop(id, signal),
    staleTime: STALE_TIMES.shop,
  });

export function useShop(id: string) {
  return useQuery({ ...shopQueryOptions(id), enabled: Boolean(id) });
}
