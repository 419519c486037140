import { displayPrice } from '@sokoni/contracts/money';
import { cn } from '@/components/cn.ts';
import { AlertIcon, ChevronRightIcon, MapPinIcon, VolumeIcon, VolumeOffIcon } from '@/components/icons.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { isVideo, primaryMedia } from '@/entities/product/media.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { ActionRail } from './action-rail.tsx';
import { FeedMedia, type MediaMode } from './feed-media.tsx';
import { productTerms } from '@/entities/product/product-terms.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

export type SlideHandlers = {
  onTapMedia: () => void;
  onToggleMute: () => void;
  onPlaybackBlocked: () => void;
  onLike: () => void;
  onComments: () => void;
  onBookmark: () => void;
  onShare: () => void;
  onShop: () => void;
  onFollow: () => void;
  onDetails: () => void;
};

type Props = SlideHandlers & {
  product: CatalogProduct;
  position: number;
  total: number;
  mode: MediaMode;
  muted: boolean;
  paused: boolean;
  holdVideo: boolean;
  smallVideo: boolean;
  canFollow: boolean;
};

/** doc 1 §2.5: one product per screen — media, what it is and costs, who sells it, and the actions. */
export function FeedSlide(props: Props) {
  const { product, mode, muted, paused, holdVideo } = props;
  const t = useWords(feedWords);
  const terms = useWords(productTerms);
  if (!product?.id) {
    return (
      <div role="alert" className="flex size-full flex-col items-center justify-center gap-3 text-white/80">
        <AlertIcon size={32} />
        <p className="font-semibold">{t.invalidProduct}</p>
      </div>
    );
  }
  const media = primaryMedia(product.media);
  const video = isVideo(media);
  const title = product.title || terms.untitled;
  const active = mode === 'active';
  const mediaLabel = holdVideo ? t.playVideo : muted ? t.turnSoundOn : paused ? t.play : t.pause;
  return (
    <article aria-label={title} aria-roledescription="product" data-testid="feed-item" data-product-id={product.id} data-active={active} className="relative size-full overflow-hidden bg-slate-950 md:rounded-3xl">
      <FeedMedia media={media} title={title} mode={mode} muted={muted} paused={paused} holdVideo={holdVideo} smallVideo={props.smallVideo} onPlaybackBlocked={props.onPlaybackBlocked} />
      {video && <button type="button" aria-label={mediaLabel} onClick={props.onTapMedia} className="absolute inset-0 cursor-pointer focus-visible:outline-none" />}
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-3/5 bg-gradient-to-t from-black/95 via-black/65 to-transparent" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-24 bg-gradient-to-b from-black/40 to-transparent" />

      {video && (
        <button
          type="button"
          aria-label={muted ? t.unmute : t.mute}
          aria-pressed={!muted}
          onClick={props.onToggleMute}
          className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur-md hover:bg-black/50"
        >
          {muted ? <VolumeOffIcon size={20} /> : <VolumeIcon size={20} />}
        </button>
      )}

      {/* Above the offline/update notice while one shows (--app-notice-inset, components/offline/app-status). */}
      <div className="absolute right-2 bottom-[max(1rem,calc(var(--app-notice-inset,0px)-4rem-env(safe-area-inset-bottom)))] md:hidden">
        <ActionRail {...props} />
      </div>

      <div className="pointer-events-none absolute inset-x-0 bottom-0 p-4 pr-20 pb-[max(1rem,calc(var(--app-notice-inset,0px)-4rem-env(safe-area-inset-bottom)))] md:pr-4 md:pb-[max(1.25rem,calc(var(--app-notice-inset,0px)-1rem))]">
        <div className="pointer-events-auto max-w-lg space-y-2 text-white">
          <button type="button" onClick={props.onShop} className="flex max-w-full items-center gap-1.5 text-[15px] font-bold drop-shadow hover:underline">
            <span className="truncate">{product.shop?.name}</span>
            {product.shop?.isVerified && <VerifiedBadge size={16} />}
          </button>
          <h2 className="line-clamp-2 text-lg leading-snug font-bold drop-shadow-md md:text-xl">{title}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <span data-testid="feed-price" className="rounded-lg bg-accent-400 px-2.5 py-1 text-base font-extrabold text-slate-950 tabular-nums shadow">
              {displayPrice(product.price?.amount, product.price?.currency)}
            </span>
            {product.location?.city && (
              <span className="inline-flex items-center gap-1 text-sm text-white/85">
                <MapPinIcon size={14} /> {product.location.city}
              </span>
            )}
          </div>
          <button
            type="button"
            onClick={props.onDetails}
            className={cn('inline-flex items-center gap-1 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20 backdrop-blur-md hover:bg-white/25')}
          >
            {t.viewDetails} <ChevronRightIcon size={16} />
          </button>
        </div>
      </div>
    </article>
  );
}
