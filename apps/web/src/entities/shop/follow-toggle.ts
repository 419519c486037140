import type { QueryClient } from '@tanstack/react-query';
import { nextActive, nextCount, toggleTowards, type ToggleChange, type ToggleResult } from '@/lib/query/optimistic-toggle.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { setShopFollow } from './api/follow-shop.ts';
import { updateCachedShop } from './shop-cache.ts';
import type { CatalogShop } from './types.ts';

/** The key a shop's follow taps queue under (lib/query/optimistic-toggle.ts). */
export const followToggleKey = (shopId: string): string => `follow:${shopId}`;

/** Writes the viewer's follow state (and the count) into every cached copy of the shop. */
export function applyFollowToShops(queryClient: QueryClient, shopId: string, change: ToggleChange): void {
  updateCachedShop(queryClient, shopId, (shop) => ({
    ...shop,
    isFollowing: nextActive(shop.isFollowing, change),
    followersCount: nextCount(shop.followersCount, change) ?? shop.followersCount,
  }));
}

/** Forgets the viewer's follow state on every cached shop (the signed-in user changed). */
export function clearShopFollowStates(queryClient: QueryClient): void {
  for (const [key, data] of queryClient.getQueriesData<{ shop: CatalogShop | null }>({ queryKey: queryKeys.shops.all })) {
    if (data?.shop && data.shop.isFollowing !== undefined) queryClient.setQueryData(key, { ...data, shop: { ...data.shop, isFollowing: undefined } });
  }
}

/** The real API behind a follow toggle. */
export async function sendFollowToggle(shopId: string, wasActive: boolean): Promise<ToggleResult> {
  const follow = async (on: boolean): Promise<ToggleResult> => {
    const reply = await setShopFollow(shopId, on);
    return { active: reply.isFollowing, count: reply.followersCount };
  };
  // DELETE always unfollows; POST toggles on the server, so a follow from a stale state may need a second.
  return wasActive ? follow(false) : toggleTowards(true, () => follow(true));
}
