// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { listingsCache, patchListing, prependListing, removeListing, withoutListingTotals } from './listing-cache.ts';
import { optimisticEdit } from './use-listing-actions.ts';
import type { Listing, ListingPages } from './types.ts';

const pages = (...products: Listing[]): ListingPages => ({
  pages: [{ products, pagination: { currentPage: 1, totalPages: 1, total: products.length, hasMore: false, hasNextPage: false } }],
  pageParams: [1],
});

describe('listing reducers', () => {
  const a = makeProduct({ id: 'a', views: 10, likes: 2 });
  const b = makeProduct({ id: 'b' });

  it('patches one listing and keeps the rest by identity', () => {
    const data = pages(a, b);
    const next = patchListing(data, 'a', (p) => ({ ...p, isAvailable: false }))!;
    expect(next.pages[0]!.products[0]!.isAvailable).toBe(false);
    expect(next.pages[0]!.products[1]).toBe(b);
    expect(patchListing(data, 'zz', (p) => ({ ...p }))).toBe(data);
  });

  it('removes a listing and its count; prepends a new one once', () => {
    const data = pages(a, b);
    const removed = removeListing(data, 'a')!;
    expect(removed.pages[0]!.products.map((p) => p.id)).toEqual(['b']);
    expect(removed.pages[0]!.pagination.total).toBe(1);
    const fresh = makeProduct({ id: 'c' });
    const added = prependListing(data, fresh)!;
    expect(added.pages[0]!.products.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(prependListing(added, { ...fresh, title: 'Again' })!.pages[0]!.products.map((p) => p.title)[0]).toBe('Again');
  });

  it('applies an edit optimistically: title, description and the price amount', () => {
    const edited = optimisticEdit(a, { title: 'Bike', description: 'Fast', price: 12.5 });
    expect(edited).toMatchObject({ title: 'Bike', description: 'Fast', price: { amount: 12.5, currency: 'SZL' } });
  });

  it('decrements the totals a deleted listing counted in', () => {
    const stats = { totalProducts: 3, totalViews: 15, totalLikes: 1, totalOrders: 0, totalRevenue: 0, averageRating: 0, totalReviews: 0, conversionRate: 0, engagementRate: 0, averageOrderValue: 0, currency: 'SZL', badges: [] };
    expect(withoutListingTotals(stats, a)).toMatchObject({ totalProducts: 2, totalViews: 5, totalLikes: 0 });
  });
});

describe('listingsCache', () => {
  it('rolls an optimistic change back to the snapshot', async () => {
    const queryClient = new QueryClient();
    const a = makeProduct({ id: 'a' });
    queryClient.setQueryData(queryKeys.products.owned('shop-1'), pages(a));
    const cache = listingsCache(queryClient, 'shop-1');
    const restore = await cache.snapshot();
    cache.set((data) => removeListing(data, 'a'));
    expect(cache.get()!.pages[0]!.products).toHaveLength(0);
    restore();
    expect(cache.get()!.pages[0]!.products[0]).toBe(a);
  });
});
