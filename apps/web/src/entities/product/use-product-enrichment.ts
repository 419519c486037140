import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session/use-session.ts';
import { getBookmarkStatuses } from './api/get-bookmark-statuses.ts';
import { getFollowStatuses } from '@/entities/shop/api/get-follow-statuses.ts';
import { getLikeStatuses } from './api/get-like-statuses.ts';
import { getProductStatsBatch } from './api/get-product-stats-batch.ts';
import { isUsableId } from './usable-id.ts';
import { updateCachedShop } from '@/entities/shop/shop-cache.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { updateCachedProducts } from './product-cache.ts';
import { isToggleInFlight } from './social-toggle.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { CatalogProduct } from './types.ts';

const BATCH = 100;
/** An id asked about (or failed) is not asked again for this long, so a failing call cannot loop. */
const RETRY_AFTER_MS = 30_000;
const asked = new Map<string, number>();

function pick(ids: Iterable<string>, kind: string, viewer: string): string[] {
  const now = Date.now();
  const fresh: string[] = [];
  for (const id of new Set(ids)) {
    const key = `${kind}:${viewer}:${id}`;
    const last = asked.get(key);
    if (last !== undefined && now - last < RETRY_AFTER_MS) continue;
    asked.set(key, now);
    fresh.push(id);
  }
  return fresh;
}

function inChunks(ids: string[], run: (chunk: string[]) => Promise<void>): void {
  for (let i = 0; i < ids.length; i += BATCH) run(ids.slice(i, i + BATCH)).catch(() => undefined);
}

/** A feed page may carry a broken entry (shown as "Invalid product data"): nothing to ask about it. */
export const usableProducts = (products: readonly (CatalogProduct | null | undefined)[]): CatalogProduct[] =>
  products.filter((p): p is CatalogProduct => Boolean(p) && isUsableId(p!.id));

/** Writes batch answers into every cached copy of each product. */
function enrich(queryClient: QueryClient, listed: readonly CatalogProduct[], viewer: string | null): void {
  const products = usableProducts(listed);
  const statsIds = pick(products.filter((p) => p.bookmarks === undefined).map((p) => p.id), 'stats', viewer ?? 'guest');
  inChunks(statsIds, async (ids) => {
    const stats = await getProductStatsBatch(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = stats[p.id];
      if (!s) return p;
      return {
        ...p,
        views: s.views ?? p.views,
        comments: s.commentCount ?? p.comments,
        likes: isToggleInFlight({ kind: 'like', productId: p.id }) ? p.likes : (s.likes ?? p.likes),
        bookmarks: s.bookmarks ?? s.bookmarkCount ?? 0,
      };
    });
  });
  if (!viewer) return;

  const likeIds = pick(products.filter((p) => p.isLiked === undefined).map((p) => p.id), 'like', viewer);
  inChunks(likeIds, async (ids) => {
    const statuses = await getLikeStatuses(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = statuses[p.id];
      if (!s || isToggleInFlight({ kind: 'like', productId: p.id })) return p;
      return { ...p, isLiked: Boolean(s.isLiked), likes: s.totalLikes ?? p.likes };
    });
  });
  const bookmarkIds = pick(products.filter((p) => p.isBookmarked === undefined).map((p) => p.id), 'bookmark', viewer);
  inChunks(bookmarkIds, async (ids) => {
    const statuses = await getBookmarkStatuses(ids);
    updateCachedProducts(queryClient, (p) => {
      const s = statuses[p.id];
      if (!s || isToggleInFlight({ kind: 'bookmark', productId: p.id })) return p;
      return { ...p, isBookmarked: Boolean(s.isBookmarked), bookmarks: s.totalBookmarks ?? p.bookmarks };
    });
  });
  const shopIds = pick(products.filter((p) => p.shop?.isFollowing === undefined).map((p) => p.shopId), 'follow', viewer);
  inChunks(shopIds, async (ids) => {
    const statuses = await getFollowStatuses(ids);
    updateCachedProducts(queryClient, (p) => {
      const following = statuses[p.shopId];
      if (following === undefined || isToggleInFlight({ kind: 'follow', shopId: p.shopId }) || p.shop.isFollowing === following) return p;
      return { ...p, shop: { ...p.shop, isFollowing: following } };
    });
  });
}

/**
 * doc 1 §4.4: stats for new products are fetched in batch; signed in, the like, bookmark and
 * follow states too. Whatever is missing on the given products is asked for once.
 */
export function useProductEnrichment(products: readonly CatalogProduct[]): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user.id : null;
  useEffect(() => {
    if (products.length) enrich(queryClient, products, viewer);
  }, [queryClient, products, viewer]);
}

/** Forgets the viewer's states when the signed-in user changes (sign-in, sign-out, another account). */
export function clearViewerState(queryClient: QueryClient): void {
  asked.clear();
  updateCachedProducts(queryClient, (p) =>
    p.isLiked === undefined && p.isBookmarked === undefined && p.shop?.isFollowing === undefined
      ? p
      : { ...p, isLiked: undefined, isBookmarked: undefined, shop: { ...p.shop, isFollowing: undefined } },
  );
  for (const [key, data] of queryClient.getQueriesData<{ shop: CatalogShop | null }>({ queryKey: queryKeys.shops.all })) {
    if (data?.shop && data.shop.isFollowing !== undefined) queryClient.setQueryData(key, { ...data, shop: { ...data.shop, isFollowing: undefined } });
  }
  queryClient.removeQueries({ queryKey: queryKeys.products.liked() });
}

/** A shop page: signed in, ask once whether the viewer follows this shop. */
export function useShopFollowState(shopId: string | undefined, isFollowing: boolean | undefined): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user.id : null;
  useEffect(() => {
    if (!viewer || !shopId || isFollowing !== undefined) return;
    const [id] = pick([shopId], 'shop-follow', viewer);
    if (!id) return;
    getFollowStatuses([id])
      .catch(() => ({}) as Record<string, boolean>)
      .then((statuses) => {
        // Unknown after a failed call counts as not following, so the button is usable.
        const following = statuses[id] ?? false;
        if (isToggleInFlight({ kind: 'follow', shopId: id })) return;
        updateCachedShop(queryClient, id, (shop) => (shop.isFollowing === undefined || statuses[id] !== undefined ? { ...shop, isFollowing: following } : shop));
      });
  }, [queryClient, viewer, shopId, isFollowing]);
}
