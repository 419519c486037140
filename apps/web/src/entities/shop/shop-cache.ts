import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { CatalogShop } from './types.ts';

/** Rewrites every cached `{shop}` answer of one shop. */
export function updateCachedShop(queryClient: QueryClient, shopId: string, fn: (shop: CatalogShop) => CatalogShop): void {
  for (const [key, data] of queryClient.getQueriesData<{ shop: CatalogShop | null }>({ queryKey: queryKeys.shops.all })) {
    if (!data?.shop || data.shop.id !== shopId) continue;
    const shop = fn(data.shop);
    if (shop !== data.shop) queryClient.setQueryData(key, { ...data, shop });
  }
}
