import { ownMarketOf, parseBrowseParams, toListParams } from '@/features/browse/browse-params.ts';
import { feedQueryOptions } from '@/entities/product/api/get-feed.ts';
import { productListQueryOptions } from '@/entities/product/api/get-products.ts';
import { viewForLocation } from '@/lib/navigation/views.ts';
import { queryClient } from '@/lib/query/query-client.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { SCREENS } from './screens.ts';

/**
 * A cold start on /browse (and the other views the server paints) would otherwise fetch the entry chunk, render, then fetch the browse
 * chunk and only then ask for the list: a three-step waterfall before the first picture. Starting
 * the chunk and the list request here, before React renders, runs them side by side. Resolves
 * when both are in (never rejects: a failed list is the view's to show).
 */
export function prefetchInitialRoute(location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const view = viewForLocation(location.pathname, location.search);
  // The feed's chunk is in the entry; its first page can start before React renders too.
  if (view?.view === 'tiktok') return queryClient.prefetchInfiniteQuery(feedQueryOptions());
  if (view?.view === 'browse') {
    // The very list the view asks for (the buyer's own market first), or it would ask again after mounting.
    const params = toListParams(parseBrowseParams(view.params ?? {}), ownMarketOf(sessionStore.getSnapshot()).code);
    return Promise.all([SCREENS.browse.preload(), queryClient.prefetchInfiniteQuery(productListQueryOptions(params))]);
  }
  // The views the server may paint for a guest (route hints): their first render must have its
  // code and data, or it would replace the painted screen with a skeleton. Their data modules are
  // imported here, not statically: each would otherwise add requests to every first load.
  const id = view?.params.id;
  if (view?.view === 'detail' && id) return Promise.all([SCREENS.detail.preload(), prefetchProduct(id)]);
  if (view?.view === 'shop-page' && id) return Promise.all([SCREENS['shop-page'].preload(), prefetchShop(id)]);
  if (view?.view === 'discover' || view?.view === 'aichat') return SCREENS[view.view].preload();
  return Promise.resolve();
}

async function prefetchProduct(id: string): Promise<void> {
  const { productQueryOptions } = await import('@/entities/product/api/get-product.ts');
  await queryClient.prefetchQuery(productQueryOptions(id));
}

/** The shop, then its first products (listed under the shop's id; the address may carry its slug). */
async function prefetchShop(id: string): Promise<void> {
  const [{ shopQueryOptions }, { shopProductsQueryOptions }] = await Promise.all([import('@/entities/shop/api/get-shop.ts'), import('@/entities/product/api/get-shop-products.ts')]);
  const { shop } = await queryClient.fetchQuery(shopQueryOptions(id)).catch(() => ({ shop: null }));
  if (shop) await queryClient.prefetchInfiniteQuery(shopProductsQueryOptions(shop.id));
}
