import type { ProductStats } from '@sokoni/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { getProductStatsBatch } from '@/entities/product/api/get-product-stats-batch.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** The API takes at most 100 ids a call. */
const BATCH = 100;

/** Each vehicle's counters (views, likes, saves, inquiries: doc 1 §3 Product stats), by id, in batches. */
export async function getVehicleStats(ids: readonly string[]): Promise<Record<string, ProductStats>> {
  const batches = Array.from({ length: Math.ceil(ids.length / BATCH) }, (_, i) => ids.slice(i * BATCH, (i + 1) * BATCH));
  const replies = await Promise.all(batches.map((batch) => getProductStatsBatch([...batch])));
  return Object.assign({}, ...replies);
}

export function useVehicleStats(shopId: string | undefined, ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...queryKeys.shops.productStats(shopId ?? ''), sorted],
    queryFn: () => getVehicleStats(sorted),
    enabled: Boolean(shopId) && sorted.length > 0,
    staleTime: STALE_TIMES.shopStats,
    placeholderData: (previous) => previous,
  });
}
