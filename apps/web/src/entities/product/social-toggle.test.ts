import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, page } from '@/test/catalog-factories.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { toggleProductSocial, type ProductToggleSender } from './social-toggle.ts';
import type { CatalogProduct, ProductPage } from './types.ts';

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

describe('toggleProductSocial (a like or bookmark, through the one optimistic helper)', () => {
  it('likes everywhere at once, then takes the server count', async () => {
    const { queryClient, target } = setup();
    let resolve!: (r: { active: boolean; count: number }) => void;
    const send: ProductToggleSender = vi.fn(() => new Promise<{ active: boolean; count: number }>((r) => (resolve = r)));
    const done = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, false, send);

    const optimistic = copies(queryClient, target.id);
    expect(optimistic.length).toBeGreaterThanOrEqual(3);
    expect(optimistic.every((p) => p.isLiked === true && p.likes === 6)).toBe(true);

    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    resolve({ active: true, count: 9 });
    await expect(done).resolves.toEqual({ active: true, count: 9 });
    expect(copies(queryClient, target.id).every((p) => p.isLiked && p.likes === 9)).toBe(true);
    expect(send).toHaveBeenCalledWith({ kind: 'like', productId: target.id }, false);
  });

  it('rolls back quietly in every list when the call fails, leaving other products alone', async () => {
    const { queryClient, target, other } = setup();
    const before = queryClient.getQueryData(queryKeys.products.list({ sort: 'newest' }));
    const send: ProductToggleSender = vi.fn(async () => {
      expect(copies(queryClient, target.id).every((p) => p.isBookmarked === true && p.bookmarks === 3)).toBe(true);
      throw new Error('Network error');
    });
    await expect(toggleProductSocial(queryClient, { kind: 'bookmark', productId: target.id }, false, send)).resolves.toBeNull();
    expect(copies(queryClient, target.id).every((p) => p.isBookmarked === false && p.bookmarks === 2)).toBe(true);
    expect(copies(queryClient, other.id).every((p) => p.isBookmarked === undefined && p.likes === 1)).toBe(true);
    expect(queryClient.getQueryData(queryKeys.products.list({ sort: 'newest' }))).toEqual(before);
  });

  it('sends a quick second tap after the first, ending where the viewer left it', async () => {
    const { queryClient, target } = setup();
    const resolvers: Array<(r: { active: boolean; count: number }) => void> = [];
    const send: ProductToggleSender = vi.fn(() => new Promise<{ active: boolean; count: number }>((r) => resolvers.push(r)));
    const like = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, false, send);
    const unlike = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, true, send);
    expect(copies(queryClient, target.id).every((p) => p.isLiked === false && p.likes === 5)).toBe(true);
    await vi.waitFor(() => expect(resolvers).toHaveLength(1));
    resolvers[0]!({ active: true, count: 6 });
    await like;
    // The first answer is stale by now: the screen keeps the viewer's latest tap.
    expect(copies(queryClient, target.id).every((p) => p.isLiked === false)).toBe(true);
    await vi.waitFor(() => expect(resolvers).toHaveLength(2));
    resolvers[1]!({ active: false, count: 5 });
    await unlike;
    expect(send).toHaveBeenCalledTimes(2);
    expect(copies(queryClient, target.id).every((p) => p.isLiked === false && p.likes === 5)).toBe(true);
  });
});
