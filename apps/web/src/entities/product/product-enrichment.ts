import type { QueryClient } from '@tanstack/react-query';
import { inBatches, notAskedLately } from '@/lib/query/ask-once.ts';
import { isToggleInFlight } from '@/lib/query/optimistic-toggle.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { getBookmarkStatuses } from './api/get-bookmark-statuses.ts';
import { getLikeStatuses } from './api/get-like-statuses.ts';
import { getProductStatsBatch } from './api/get-product-stats-batch.ts';
import { updateCachedProducts } from './product-cache.ts';
import { productToggleKey } from './social-toggle.ts';
import type { CatalogProduct } from './types.ts';
import { isUsableId } from './usable-id.ts';

/** A feed page may carry a broken entry (shown as "Invalid product data"): nothing to ask about it. */
export const usableProducts = (products: readonly (CatalogProduct | null | undefined)[]): CatalogProduct[] =>
  products.filter((p): p is CatalogProduct => Boolean(p) && isUsableId(p!.id));

const liking = (productId: string) => isToggleInFlight(productToggleKey({ kind: 'like', productId }));
const bookmarking = (productId: string) => isToggleInFlight(productToggleKey({ kind: 'bookmark', productId }));

function enrichStats(queryClient: QueryClient, products: readonly CatalogProduct[], viewer: string | null): void {
  const statsIds = notAskedLately(products.filter((p) => p.bookmarks === undefined).map((p) => p.id), 'stats', viewer ?? 'guest');
  inBatches(statsIds, async (ids) => {
    const stats = await getProductStatsBatch(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = stats[p.id];
      if (!s) return p;
      return {
        ...p,
        views: s.views ?? p.views,
        comments: s.commentCount ?? p.comments,
        likes: liking(p.id) ? p.likes : (s.likes ?? p.likes),
        bookmarks: s.bookmarks ?? s.bookmarkCount ?? 0,
      };
    });
  });
}

function enrichLikesAndBookmarks(queryClient: QueryClient, products: readonly CatalogProduct[], viewer: string): void {
  const likeIds = notAskedLately(products.filter((p) => p.isLiked === undefined).map((p) => p.id), 'like', viewer);
  inBatches(likeIds, async (ids) => {
    const statuses = await getLikeStatuses(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = statuses[p.id];
      if (!s || liking(p.id)) return p;
      return { ...p, isLiked: Boolean(s.isLiked), likes: s.totalLikes ?? p.likes };
    });
  });
  const bookmarkIds = notAskedLately(products.filter((p) => p.isBookmarked === undefined).map((p) => p.id), 'bookmark', viewer);
  inBatches(bookmarkIds, async (ids) => {
    const statuses = await getBookmarkStatuses(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = statuses[p.id];
      if (!s || bookmarking(p.id)) return p;
      return { ...p, isBookmarked: Boolean(s.isBookmarked), bookmarks: s.totalBookmarks ?? p.bookmarks };
    });
  });
}

/**
 * doc 1 §4.4: stats for new products are fetched in batch; signed in, the like and bookmark
 * states too. Whatever is missing on the given products is asked for once, and written into
 * every cached copy of each product. (The follow state of their shops: features/social.)
 */
export function enrichProducts(queryClient: QueryClient, listed: readonly CatalogProduct[], viewer: string | null): void {
  const products = usableProducts(listed);
  enrichStats(queryClient, products, viewer);
  if (viewer) enrichLikesAndBookmarks(queryClient, products, viewer);
}

/** Forgets the viewer's like, bookmark and follow states on every cached product (the signed-in user changed). */
export function clearProductViewerStates(queryClient: QueryClient): void {
  updateCachedProducts(queryClient, (p) =>
    p.isLiked === undefined && p.isBookmarked === undefined && p.shop?.isFollowing === undefined
      ? p
      : { ...p, isLiked: undefined, isBookmarked: undefined, shop: { ...p.shop, isFollowing: undefined } },
  );
  queryClient.removeQueries({ queryKey: queryKeys.products.liked() });
}
