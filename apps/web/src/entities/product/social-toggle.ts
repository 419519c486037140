import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { nextActive, nextCount, toggleOptimistic, type ToggleChange, type ToggleResult } from '@/lib/query/optimistic-toggle.ts';
import { updateCachedProducts } from './product-cache.ts';
import type { CatalogProduct } from './types.ts';

/** A like or bookmark of one product. */
export type ProductToggle = { kind: 'like' | 'bookmark'; productId: string };
/** Sends the toggle to the server. */
export type ProductToggleSender = (target: ProductToggle, wasActive: boolean) => Promise<ToggleResult>;

/** The key its taps queue under (lib/query/optimistic-toggle.ts). */
export const productToggleKey = (target: ProductToggle): string => `${target.kind}:${target.productId}`;

const PRODUCT_FIELDS = {
  like: { flag: 'isLiked', count: 'likes' },
  bookmark: { flag: 'isBookmarked', count: 'bookmarks' },
} as const;

/** Writes one like or bookmark state into every cached copy of its product. */
export function applyProductChange(queryClient: QueryClient, target: ProductToggle, change: ToggleChange): void {
  const fields = PRODUCT_FIELDS[target.kind];
  updateCachedProducts(queryClient, (p): CatalogProduct => {
    if (p.id !== target.productId) return p;
    return { ...p, [fields.flag]: nextActive(p[fields.flag], change), [fields.count]: nextCount(p[fields.count], change) };
  });
}

/** Writes the viewer's follow state of a shop into every cached product it sells. */
export function applyFollowToProducts(queryClient: QueryClient, shopId: string, change: ToggleChange): void {
  updateCachedProducts(queryClient, (p) => {
    if (p.shopId !== shopId) return p;
    const isFollowing = nextActive(p.shop.isFollowing, change);
    return p.shop.isFollowing === isFollowing ? p : { ...p, shop: { ...p.shop, isFollowing } };
  });
}

/** Writes the viewer's known follow states (undefined: leave as it is) into every cached product of those shops. */
export function setFollowStatesInProducts(queryClient: QueryClient, followingOf: (shopId: string) => boolean | undefined): void {
  updateCachedProducts(queryClient, (p) => {
    const isFollowing = followingOf(p.shopId);
    return isFollowing === undefined || p.shop.isFollowing === isFollowing ? p : { ...p, shop: { ...p.shop, isFollowing } };
  });
}

/** The optimistic like or bookmark (doc 1 §4.5): every cached copy flips at once. Null after a rollback. */
export function toggleProductSocial(queryClient: QueryClient, target: ProductToggle, wasActive: boolean, send: ProductToggleSender): Promise<ToggleResult | null> {
  return toggleOptimistic({
    key: productToggleKey(target),
    wasActive,
    apply: (change) => applyProductChange(queryClient, target, change),
    send: () => send(target, wasActive),
    // A new like belongs in Liked Items: mark that list stale so its next visit refetches.
    onSent: () => {
      if (target.kind === 'like') void queryClient.invalidateQueries({ queryKey: queryKeys.products.liked(), refetchType: 'none' });
    },
  });
}
