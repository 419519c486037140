import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, page } from '@/test/catalog-factories.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { CatalogProduct, ProductPage } from '@/entities/product/types.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { toggleFollow, type FollowSender } from './follow-toggle.ts';

type Feed = InfiniteData<ProductPage, { page: number }>;

function setup() {
  const queryClient = new QueryClient();
  const target = makeProduct({ likes: 5, isLiked: false, bookmarks: 2, isBookmarked: false });
  const other = makeProduct({ likes: 1, shopId: 'shop-2', shop: { ...makeProduct().shop, id: 'shop-2' } });
  // The same product cached in an infinite feed, a browse list, its detail and a similar row.
  queryClient.setQueryData<Feed>(queryKeys.products.feed('default'), { pages: [page([other]), page([target])], pageParams: [{ page: 1 }, { page: 2 }] });
  queryClient.setQueryData(queryKeys.products.list({ sort: 'newest' }), { pages: [page([target, other])], pageParams: [1] });
  queryClient.setQueryData(queryKeys.products.detail(target.id), { product: target });
  queryClient.setQueryData(queryKeys.products.similar(other.id), { products: [target] });
  return { queryClient, target, other };
}

function copies(queryClient: QueryClient, id: string): CatalogProduct[] {
  const feed = queryClient.getQueryData<Feed>(queryKeys.products.feed('default'))!;
  const list = queryClient.getQueryData<Feed>(queryKeys.products.list({ sort: 'newest' }))!;
  const all = [
    ...feed.pages.flatMap((p) => p.products),
    ...list.pages.flatMap((p) => p.products),
    queryClient.getQueryData<{ product: CatalogProduct }>(queryKeys.products.detail(id))?.product,
    ...(queryClient.getQueryData<{ products: CatalogProduct[] }>(queryKeys.products.similar(makeProduct().id))?.products ?? []),
  ];
  return all.filter((p): p is CatalogProduct => p?.id === id);
}

describe('toggleFollow (a shop and its products, through the one optimistic helper)', () => {
  it('follows a shop on every product it sells and on the shop page, and unfollows with the other call', async () => {
    const { queryClient, target } = setup();
    const shop = { id: target.shopId, name: 'Mbabane Mobile', followersCount: 10, isFollowing: false } as CatalogShop;
    queryClient.setQueryData(queryKeys.shops.detail(shop.id), { shop });
    const send: FollowSender = vi.fn(async (_shopId, wasActive) => ({ active: !wasActive, count: wasActive ? 10 : 11 }));

    await toggleFollow(queryClient, shop.id, false, send);
    expect(copies(queryClient, target.id).every((p) => p.shop.isFollowing === true)).toBe(true);
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(shop.id))?.shop).toMatchObject({ isFollowing: true, followersCount: 11 });

    await toggleFollow(queryClient, shop.id, true, send);
    expect(send).toHaveBeenLastCalledWith(shop.id, true);
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(shop.id))?.shop).toMatchObject({ isFollowing: false, followersCount: 10 });
  });

  it('rolls a failed follow back on the shop page too', async () => {
    const { queryClient, target } = setup();
    queryClient.setQueryData(queryKeys.shops.detail(target.shopId), { shop: { id: target.shopId, followersCount: 4, isFollowing: false } as CatalogShop });
    await toggleFollow(queryClient, target.shopId, false, async () => Promise.reject(new Error('500')));
    expect(queryClient.getQueryData<{ shop: CatalogShop }>(queryKeys.shops.detail(target.shopId))?.shop).toMatchObject({ isFollowing: false, followersCount: 4 });
    expect(copies(queryClient, target.id).every((p) => p.shop.isFollowing === false)).toBe(true);
  });
});
