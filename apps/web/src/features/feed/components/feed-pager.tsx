import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { ChevronDownIcon, DataSaverIcon, KeyboardIcon, RefreshIcon } from '@/components/icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { trackProductView } from '@/entities/product/api/track-product-view.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { useDataSaver, useSmallVideo } from '@/lib/preferences/data-saver.ts';
import { shouldLoadMore } from '../feed-state.ts';
import type { FeedCommand } from '../hooks/shortcuts.ts';
import { classifySwipe, pullOffset, SWIPE, type SwipeAction } from '../hooks/swipe.ts';
import { useFeedActions } from '../hooks/use-feed-actions.ts';
import type { FeedPanel } from '../hooks/use-feed-panels.ts';
import { useFeedShortcuts } from '../hooks/use-feed-shortcuts.ts';
import { useSwipe, useWheelStep } from '../hooks/use-swipe.ts';
import { ActionRail } from './action-rail.tsx';
import type { MediaMode } from './feed-media.tsx';
import { FeedSlide } from './feed-slide.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

type Props = {
  products: CatalogProduct[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  refresh: () => Promise<unknown>;
  panel: FeedPanel;
  closePanel: () => void;
  openModal: (modal: 'help' | 'discover') => void;
};

/** Where the viewer was, so coming back from a product page lands on the same product. */
let rememberedIndex = 0;

const modeFor = (offset: number): MediaMode => (offset === 0 ? 'active' : offset === 1 ? 'preload' : 'idle');

/**
 * The full-screen pager (doc 1 §2.5/§4.4): one product per screen; swipe, wheel or keys move;
 * only the previous, current and next products are mounted (at most three video elements).
 */
export function FeedPager({ products, hasMore, loadingMore, loadMoreFailed, loadMore, refresh, panel, closePanel, openModal }: Props) {
  const [index, setIndex] = useState(() => Math.min(rememberedIndex, products.length - 1));
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [drag, setDrag] = useState({ x: 0, y: 0 });
  const [refreshing, setRefreshing] = useState(false);
  const [dataSaver, setDataSaver] = useDataSaver();
  const smallVideo = useSmallVideo();
  const stageRef = useRef<HTMLDivElement>(null);
  const actions = useFeedActions();
  const t = useWords(feedWords);
  const count = products.length;
  const current = products[index];
  const panelOpen = panel !== null;

  const goTo = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(target, count - 1));
      setPaused(false);
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    rememberedIndex = index;
  }, [index]);

  // doc 1 §4.4: load more within 3 of the end; a view is tracked whenever the product changes.
  useEffect(() => {
    // After a failed page, wait for the viewer's Retry instead of asking again on every move.
    if (!loadMoreFailed && shouldLoadMore(index, count, { hasMore, loadingMore })) loadMore();
  }, [index, count, hasMore, loadingMore, loadMoreFailed, loadMore]);
  const currentId = current?.id;
  useEffect(() => {
    if (currentId) trackProductView(currentId);
  }, [currentId]);

  const doRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
      setIndex(0);
    }
  };

  const onSwipe = (action: SwipeAction) => {
    if (action === 'next') goTo(index + 1);
    else if (action === 'prev') goTo(index - 1);
    else if (action === 'open-details' && current?.id) actions.details(current);
    else if (action === 'close-details') closePanel();
    else if (action === 'refresh') void doRefresh();
  };

  useSwipe(stageRef, {
    onDrag: (x, y) => setDrag({ x, y }),
    onEnd: ({ dx, dy, ms }) => onSwipe(classifySwipe({ dx, dy, ms }, { panelOpen, atTop: index === 0 })),
  });
  useWheelStep(stageRef, (direction) => goTo(index + direction), !panelOpen);

  const onCommand = (command: FeedCommand) => {
    const p = current;
    switch (command.type) {
      case 'next':
        return goTo(index + 1);
      case 'prev':
        return goTo(index - 1);
      case 'first':
        return goTo(0);
      case 'last':
        return goTo(count - 1);
      case 'jump':
        return goTo(command.index);
      case 'close-details':
        return closePanel();
      case 'help':
      case 'discover':
        return openModal(command.type);
    }
    if (!p?.id) return;
    if (command.type === 'open-details') actions.details(p);
    else if (command.type === 'like') actions.like(p);
    else if (command.type === 'share') actions.share(p);
    else if (command.type === 'comments') actions.comments(p);
    else if (command.type === 'shop') actions.shop(p);
    else if (command.type === 'bookmark') actions.bookmark(p);
    else if (command.type === 'follow' && actions.canFollow(p)) actions.follow(p);
    else if (command.type === 'message') actions.message(p);
  };
  const desktop = useFeedShortcuts(onCommand, { panelOpen });

  const onTapMedia = (product: CatalogProduct) => {
    if (dataSaver && !revealed.has(product.id)) {
      setRevealed((set) => new Set(set).add(product.id));
      setPaused(false);
    } else if (muted) {
      setMuted(false);
      setPaused(false);
    } else setPaused((value) => !value);
  };
  const onPlaybackBlocked = useCallback(() => setPaused(true), []);

  // Pull-to-refresh at the top: the feed follows half the pull, at most 40 px (doc 1 §9).
  const pulling = index === 0 && drag.y > 0 && !panelOpen;
  const offsetY = pulling ? pullOffset(drag.y) : (index === 0 && drag.y > 0) || (index === count - 1 && drag.y < 0 && !hasMore) ? drag.y / 3 : drag.y;
  const dragging = drag.x !== 0 || drag.y !== 0;

  return (
    <div inert={panelOpen} className={cn('relative flex h-full items-center justify-center gap-5 overflow-hidden transition-[padding] duration-300 md:py-4', panel?.type === 'details' && 'md:pr-[440px]')}>
      <div
        ref={stageRef}
        data-testid="feed-stage"
        className="relative h-full w-full touch-none overflow-hidden select-none md:aspect-[9/16] md:w-auto md:rounded-3xl md:shadow-2xl md:shadow-black/50 md:ring-1 md:ring-white/10"
      >
        {[index - 1, index, index + 1].map((i) => {
          const product = products[i];
          if (i < 0 || i >= count) return null;
          const offset = i - index;
          const active = offset === 0;
          return (
            <div
              key={product?.id ?? `invalid-${i}`}
              inert={!active}
              aria-hidden={!active}
              className={cn('absolute inset-0', !dragging && 'transition-transform duration-300 ease-out')}
              style={{ transform: `translate3d(${active ? Math.min(0, drag.x) / 3 : 0}px, calc(${offset * 100}% + ${offsetY}px), 0)` }}
            >
              <FeedSlide
                product={product as CatalogProduct}
                position={i + 1}
                total={count}
                mode={modeFor(offset)}
                muted={muted}
                paused={active && paused}
                holdVideo={dataSaver && !revealed.has(product?.id ?? '')}
                smallVideo={smallVideo}
                canFollow={Boolean(product) && actions.canFollow(product as CatalogProduct)}
                onTapMedia={() => product && onTapMedia(product)}
                onToggleMute={() => setMuted((m) => !m)}
                onPlaybackBlocked={onPlaybackBlocked}
                onLike={() => product && actions.like(product)}
                onComments={() => product && actions.comments(product)}
                onBookmark={() => product && actions.bookmark(product)}
                onShare={() => product && actions.share(product)}
                onShop={() => product && actions.shop(product)}
                onFollow={() => product && actions.follow(product)}
                onDetails={() => product && actions.details(product)}
              />
            </div>
          );
        })}

        {(pulling || refreshing) && (
          <div role="status" aria-label={refreshing ? t.refreshing : drag.y > SWIPE.refresh ? t.releaseToRefresh : t.pullToRefresh} className="absolute inset-x-0 top-3 z-10 flex justify-center">
            <span className="flex size-9 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg">
              {refreshing ? <Spinner size={18} /> : <RefreshIcon size={18} style={{ transform: `rotate(${Math.min(drag.y, SWIPE.refresh) * 3}deg)` }} />}
            </span>
          </div>
        )}

        {loadingMore && index >= count - 1 && (
          <div role="status" aria-label={t.loadingMore} className="absolute inset-x-0 bottom-24 z-10 flex justify-center text-white">
            <Spinner size={24} />
          </div>
        )}
        {loadMoreFailed && index >= count - 1 && (
          <div className="absolute inset-x-0 bottom-24 z-10 flex justify-center">
            <button type="button" onClick={loadMore} className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg">
              <RefreshIcon size={16} /> {t.loadMoreFailed}
            </button>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {current ? t.productOf({ n: index + 1, total: `${count}${hasMore ? '+' : ''}`, title: current.title }) : ''}
        </p>
      </div>

      {/* On a phone the pill sits on the video; on desktop it waits beside the card, over nothing a seller filmed. */}
      <button
        type="button"
        aria-label={t.dataSaver}
        aria-pressed={dataSaver}
        title={dataSaver ? t.dataSaverOn : t.dataSaverOff}
        onClick={() => setDataSaver(!dataSaver)}
        className={cn(
          'absolute top-3 left-3 z-10 flex h-10 items-center gap-1.5 rounded-full px-3 text-xs font-semibold backdrop-blur-md md:top-auto md:bottom-[4.25rem] md:left-6 md:text-sm',
          dataSaver ? 'bg-accent-400 text-slate-950' : 'bg-black/35 text-white/90 hover:bg-black/50 md:bg-white/10 md:ring-1 md:ring-white/15 md:hover:bg-white/20',
        )}
      >
        <DataSaverIcon size={16} />
        <span className={dataSaver ? '' : 'sr-only sm:not-sr-only'}>{dataSaver ? t.dataSaver : t.saveData}</span>
      </button>

      {/* Desktop: the rail sits beside the card, the move buttons at the edge. */}
      {desktop && current?.id && (
        <div className="hidden self-end pb-[max(1.5rem,var(--app-notice-inset,0px))] md:block">
          <ActionRail
            product={current}
            canFollow={actions.canFollow(current)}
            onLike={() => actions.like(current)}
            onComments={() => actions.comments(current)}
            onBookmark={() => actions.bookmark(current)}
            onShare={() => actions.share(current)}
            onShop={() => actions.shop(current)}
            onFollow={() => actions.follow(current)}
          />
        </div>
      )}
      {desktop && (
        <>
          <div className="absolute top-1/2 right-6 hidden -translate-y-1/2 flex-col gap-3 md:flex">
            <button
              type="button"
              aria-label={t.previousProduct}
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
              className="flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition-colors hover:bg-white/20 disabled:opacity-30"
            >
              <ChevronDownIcon size={24} className="rotate-180" />
            </button>
            <button
              type="button"
              aria-label={t.nextProduct}
              disabled={index >= count - 1 && !hasMore}
              onClick={() => goTo(index + 1)}
              className="flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition-colors hover:bg-white/20 disabled:opacity-30"
            >
              <ChevronDownIcon size={24} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => openModal('help')}
            className="absolute bottom-5 left-6 hidden items-center gap-2 rounded-full bg-white/10 px-3.5 py-2 text-sm font-medium text-white/80 ring-1 ring-white/15 hover:bg-white/20 md:flex"
          >
            <KeyboardIcon size={18} /> {t.shortcuts} <kbd className="rounded bg-white/15 px-1.5 text-xs">?</kbd>
          </button>
        </>
      )}
    </div>
  );
}
