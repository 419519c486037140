import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setFollowStatesInProducts } from '@/entities/product/social-toggle.ts';
import { enrichProducts, usableProducts } from '@/entities/product/product-enrichment.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { getFollowStatuses } from '@/entities/shop/api/get-follow-statuses.ts';
import { followToggleKey } from '@/entities/shop/follow-toggle.ts';
import { inBatches, notAskedLately } from '@/lib/query/ask-once.ts';
import { isToggleInFlight } from '@/lib/query/optimistic-toggle.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** Signed in: whether the viewer follows the shops of these products, written into the products. */
function enrichFollows(queryClient: QueryClient, products: readonly CatalogProduct[], viewer: string): void {
  const shopIds = notAskedLately(products.filter((p) => p.shop?.isFollowing === undefined).map((p) => p.shopId), 'follow', viewer);
  inBatches(shopIds, async (ids) => {
    const statuses = await getFollowStatuses(ids);
    setFollowStatesInProducts(queryClient, (shopId) => (isToggleInFlight(followToggleKey(shopId)) ? undefined : statuses[shopId]));
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
    if (!products.length) return;
    enrichProducts(queryClient, products, viewer);
    if (viewer) enrichFollows(queryClient, usableProducts(products), viewer);
  }, [queryClient, products, viewer]);
}
