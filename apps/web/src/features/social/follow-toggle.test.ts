import { describe, expect, it, vi } from 'vitest';
import { cacheProductEverywhere, cachedCopies } from '@/test/cached-products.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { toggleFollow, type FollowSender } from './follow-toggle.ts';

describe('toggleFollow (a shop and its products, through the one optimistic helper)', () => {
  it('follows a shop on every product it sells and on the shop page, and unfollows with the other call', async () => {
    const { queryClient, target } = cacheProductEverywhere();
    const shop = { id: target.shopId, name: 'Mbabane Mobile', followersCount: 10, isFollowing: false } as CatalogShop;
    queryClient.setQueryData(queryKeys.shops.detail(shop.id), { shop });
    const send: FollowSender = vi.fn(async (_shopId, wasActive) => ({ active: !wasActive, count: wasActive ? 10 : 11 }));

    await toggleFollow(queryClient, shop.id, false, send);
    expect(cachedCopies(queryClient, target.id).every((p) => p.shop.isFollowing === true)).toBe(true);
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(shop.id))?.shop).toMatchObject({ isFollowing: true, followersCount: 11 });

    await toggleFollow(queryClient, shop.id, true, send);
    expect(send).toHaveBeenLastCalledWith(shop.id, true);
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(shop.id))?.shop).toMatchObject({ isFollowing: false, followersCount: 10 });
  });

  it('rolls a failed follow back on the shop page too', async () => {
    const { queryClient, target } = cacheProductEverywhere();
    queryClient.setQueryData(queryKeys.shops.detail(target.shopId), { shop: { id: target.shopId, followersCount: 4, isFollowing: false } as CatalogShop });
    await toggleFollow(queryClient, target.shopId, false, async () => Promise.reject(new Error('500')));
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(target.shopId))?.shop).toMatchObject({ isFollowing: false, followersCount: 4 });
    expect(cachedCopies(queryClient, target.id).every((p) => p.shop.isFollowing === false)).toBe(true);
  });
});
