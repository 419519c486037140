import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** GET /users/me/liked-products with one item: the account screen needs only the total (doc 2 §2.7 My Favorites). */
export async function getLikedCount(signal?: AbortSignal): Promise<number> {
  const { data } = await api.get('/users/me/liked-products', { query: { page: 1, limit: 1 }, signal });
  return data.pagination?.total ?? data.products?.length ?? 0;
}

export const likedCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.likedCount(), queryFn: ({ signal }) => getLikedCount(signal), staleTime: STALE_TIMES.likedProducts });

export function useLikedCount(enabled: boolean) {
  return useQuery({ ...likedCountQueryOptions(), enabled });
}
