import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** GET /shops/{id}/stats: doc 2 §3 Shop stats with §9's rates and the badges earned (revenue for the owner). */
export async function getShopStats(shopId: string, signal?: AbortSignal) {
  const { data } = await api.get('/shops/:id/stats', { params: { id: shopId }, signal });
  return data;
}

export type SellerShopStats = Awaited<ReturnType<typeof getShopStats>>;

export const shopStatsQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: queryKeys.shops.stats(shopId), queryFn: ({ signal }) => getShopStats(shopId, signal), staleTime: STALE_TIMES.shopStats });

export function useShopStats(shopId: string | undefined) {
  return useQuery({ ...shopStatsQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
