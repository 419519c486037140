import { parseBrowseParams } from '@/features/browse/browse-params.ts';
import { feedQueryOptions } from '@/entities/product/api/get-feed.ts';
import { productListQueryOptions } from '@/entities/product/api/get-products.ts';
import { viewForLocation } from '@/lib/navigation/views.ts';
import { queryClient } from '@/lib/query/query-client.ts';
import { SCREENS } from './screens.ts';

/**
 * A cold start on /browse would otherwise fetch the entry chunk, render, then fetch the browse
 * chunk and only then ask for the list: a three-step waterfall before the first picture. Starting
 * the chunk and the list request here, before React renders, runs them side by side. Resolves
 * when both are in (never rejects: a failed list is the view's to show).
 */
export function prefetchInitialRoute(location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const view = viewForLocation(location.pathname, location.search);
  // The feed's chunk is in the entry; its first page can start before React renders too.
  if (view?.view === 'tiktok') return queryClient.prefetchInfiniteQuery(feedQueryOptions());
  if (view?.view !== 'browse') return Promise.resolve();
  return Promise.all([SCREENS.browse.preload(), queryClient.prefetchInfiniteQuery(productListQueryOptions(parseBrowseParams(view.params ?? {}).params))]);
}
