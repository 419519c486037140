import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { AlertIcon, PackageIcon } from '@/components/icons.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { useFeed, type FeedPage, type FeedPageParam } from '@/entities/product/api/get-feed.ts';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { firstPaintPoster } from '@/lib/first-paint.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { FeedPager } from './components/feed-pager.tsx';
import { feedStateOf } from './feed-state.ts';
import { useFeedPanels } from './hooks/use-feed-panels.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from './feed-words.ts';

const DetailsPanel = lazy(() => import('./components/details-panel.tsx').then((m) => ({ default: m.DetailsPanel })));
const ShopPanel = lazy(() => import('./components/shop-panel.tsx').then((m) => ({ default: m.ShopPanel })));
const ShortcutsHelpModal = lazy(() => import('./components/shortcuts-help-modal.tsx').then((m) => ({ default: m.ShortcutsHelpModal })));
const DiscoveryModal = lazy(() => import('./components/discovery-modal.tsx').then((m) => ({ default: m.DiscoveryModal })));

/** The feed fills the screen between the phone's top and bottom bars, or under the desktop header. */
const FRAME = 'relative h-[calc(100dvh-7.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] overflow-hidden bg-slate-950 md:h-[calc(100dvh-4rem)]';

/** The full-screen product feed (view tiktok, doc 1 §2.5 and §4.4). */
export function FeedView() {
  const query = useFeed();
  const state = feedStateOf(query);
  const queryClient = useQueryClient();
  const { push, back, canGoBack } = useNavigation();
  const { panel, close } = useFeedPanels();
  const t = useWords(feedWords);
  const [modal, setModal] = useState<'help' | 'discover' | null>(null);
  const products = useMemo(() => (state.status === 'ready' ? state.products : []), [state]);
  useProductEnrichment(products);

  const goBack = () => (canGoBack ? back() : push('browse'));
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // Pull-to-refresh: keep only the first page and fetch it again (a new asOf), not every page.
  const refresh = useCallback(() => {
    queryClient.setQueryData<InfiniteData<FeedPage, FeedPageParam>>(queryKeys.products.feed('default'), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    return refetch();
  }, [queryClient, refetch]);

  const goBackButton = (
    <Button variant="inverse" size="lg" onClick={goBack}>
      {t.goBack}
    </Button>
  );
  return (
    <div className={FRAME}>
      <h1 className="sr-only">{t.productFeed}</h1>
      <LoadState
        status={state.status}
        tone="dark"
        frameClassName="flex h-full items-center justify-center"
        loading={<FeedSkeleton />}
        error={{
          icon: <AlertIcon size={30} />,
          title: t.failedToLoadProducts,
          description: state.status === 'error' ? state.message : undefined,
          onRetry: () => void refetch(),
          actions: goBackButton,
        }}
        empty={{
          icon: <PackageIcon size={30} />,
          title: t.noProductsYet,
          description: t.emptyDescription,
          actions: (
            <>
              <Button variant="accent" size="lg" onClick={() => push('become-seller')}>
                {t.listYourProduct}
              </Button>
              {goBackButton}
            </>
          ),
        }}
      >
        {state.status === 'ready' && (
          <FeedPager
            products={state.products}
            hasMore={state.hasMore}
            loadingMore={state.loadingMore}
            loadMoreFailed={state.loadMoreFailed}
            loadMore={loadMore}
            refresh={refresh}
            panel={panel}
            closePanel={close}
            openModal={setModal}
          />
        )}
      </LoadState>

      <Suspense fallback={null}>
        {panel?.type === 'details' && <DetailsPanel productId={panel.productId} product={products.find((p) => p?.id === panel.productId)} onClose={close} />}
        {panel?.type === 'shop' && <ShopPanel shopId={panel.shopId} onClose={close} />}
        {modal === 'help' && <ShortcutsHelpModal open onOpenChange={(open) => !open && setModal(null)} />}
        {modal === 'discover' && <DiscoveryModal open onOpenChange={(open) => !open && setModal(null)} />}
      </Suspense>
    </div>
  );
}

function FeedSkeleton() {
  const t = useWords(feedWords);
  return (
    <div role="status" aria-label={t.loadingProducts} className="flex h-full items-center justify-center md:py-4">
      <div className="relative h-full w-full overflow-hidden bg-slate-900 md:aspect-[9/16] md:w-auto md:rounded-3xl">
        <div className="absolute inset-0 animate-pulse bg-gradient-to-b from-slate-800 to-slate-900" />
        {/* The picture the server already painted stays put until the first slide is ready. */}
        {firstPaintPoster && <img src={firstPaintPoster} alt="" className="absolute inset-0 size-full object-cover md:hidden" />}
        <div className="absolute bottom-6 left-4 space-y-2.5">
          <div className="h-4 w-28 rounded bg-white/10" />
          <div className="h-5 w-52 rounded bg-white/10" />
          <div className="h-7 w-24 rounded-lg bg-white/15" />
        </div>
      </div>
    </div>
  );
}
