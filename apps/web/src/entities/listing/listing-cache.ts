import type { QueryClient } from '@tanstack/react-query';
import type { Shop } from '@sokoni/contracts/catalog-replies';
import type { SellerShopStats } from '@sokoni/contracts/seller';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { Listing, ListingPages } from './types.ts';

/**
 * Pure reducers on the owner's cached list (infinite pages): what the optimistic edits, the
 * processing watch and the uploads apply. Untouched pages keep their identity.
 */
export function mapListings(data: ListingPages | undefined, fn: (listing: Listing) => Listing): ListingPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const products = page.products.map((p) => {
      const next = fn(p);
      if (next !== p) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, products };
  });
  return changed ? { ...data, pages } : data;
}

/** Replaces one listing by id (the server's copy, or an optimistic change). */
export const patchListing = (data: ListingPages | undefined, id: string, fn: (listing: Listing) => Listing) =>
  mapListings(data, (p) => (p.id === id ? fn(p) : p));

/** Takes one listing out (doc 2 §4: delete removes it at once). */
export function removeListing(data: ListingPages | undefined, id: string): ListingPages | undefined {
  if (!data || !data.pages.some((page) => page.products.some((p) => p.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      if (!page.products.some((p) => p.id === id)) return page;
      const total = Math.max(0, (page.pagination?.total ?? 1) - 1);
      return { ...page, products: page.products.filter((p) => p.id !== id), pagination: { ...page.pagination, total } };
    }),
  };
}

/** A new listing goes first (the list is newest first); an existing one is replaced in place. */
export function prependListing(data: ListingPages | undefined, listing: Listing): ListingPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.products.some((p) => p.id === listing.id))) return patchListing(data, listing.id, () => listing);
  const [first, ...rest] = data.pages as [ListingPages['pages'][number], ...ListingPages['pages']];
  return { ...data, pages: [{ ...first, products: [listing, ...first.products], pagination: { ...first.pagination, total: (first.pagination?.total ?? 0) + 1 } }, ...rest] };
}

export const allListings = (data: ListingPages | undefined): Listing[] => data?.pages.flatMap((page) => page.products) ?? [];

/** doc 2 §4: deleting a product decrements the totals shown (stats and the shop's count). */
export function withoutListingTotals(stats: SellerShopStats, listing: Pick<Listing, 'views' | 'likes'>): SellerShopStats {
  return {
    ...stats,
    totalProducts: Math.max(0, stats.totalProducts - 1),
    totalViews: Math.max(0, stats.totalViews - (listing.views ?? 0)),
    totalLikes: Math.max(0, stats.totalLikes - (listing.likes ?? 0)),
  };
}

/** The cache of one shop's listings, with a snapshot to roll back to. */
export function listingsCache(queryClient: QueryClient, shopId: string) {
  const key = queryKeys.products.owned(shopId);
  const refreshTotals = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.shops.stats(shopId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shops.productStats(shopId) });
    // The shop's public page shows its listable products: read it again on its next visit.
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.shop(shopId).slice(0, 3), refetchType: 'none' });
  };
  return {
    key,
    get: () => queryClient.getQueryData<ListingPages>(key),
    set: (fn: (data: ListingPages | undefined) => ListingPages | undefined) => queryClient.setQueryData<ListingPages>(key, fn),
    /** Stops a refetch in flight from overwriting an optimistic change, and keeps what to restore. */
    async snapshot() {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<ListingPages>(key);
      return () => queryClient.setQueryData<ListingPages>(key, before);
    },
    /** Shop totals after a delete: statistics and the shop's product count. */
    decrementTotals(listing: Listing) {
      queryClient.setQueryData<SellerShopStats>(queryKeys.shops.stats(shopId), (stats) => (stats ? withoutListingTotals(stats, listing) : stats));
      queryClient.setQueryData<{ shop: Shop | null }>(queryKeys.shops.mine(), (data) =>
        data?.shop?.id === shopId ? { shop: { ...data.shop, productsCount: Math.max(0, data.shop.productsCount - 1) } } : data,
      );
    },
    /** Reads the list and the totals again (after a delete, or a failed action). */
    refresh() {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      refreshTotals();
    },
    /**
     * Reads the totals again after a change the server has already answered with the listing
     * (a sale, a new listing): the list's cards carry no sale, so the card keeps the server's reply.
     */
    refreshTotals,
  };
}
