import { isPopular } from '@sokoni/contracts/catalog';
import { PRODUCT_GRID_SIZES } from '@sokoni/contracts/catalog-media';
import { displayPrice } from '@sokoni/contracts/money';
import { memo } from 'react';
import { primaryMedia, isVideo } from '../media.ts';
import type { CatalogProduct } from '../types.ts';
import { useProductToggles } from '../use-product-toggles.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { cn } from '@/components/cn.ts';
import { HeartIcon, MapPinIcon, PlaySolidIcon, TrendingIcon } from '@/components/icons.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productTerms, statusName } from '../product-terms.ts';

type Props = {
  product: CatalogProduct;
  layout?: 'grid' | 'list';
  /** doc 1 §2.9: a shop page marks products that are not active. */
  showStatus?: boolean;
  /** The grid slot's `sizes`. */
  sizes?: string;
  eager?: boolean;
  /** Shown under the price (Liked Items: when it was liked). */
  footnote?: string;
};

/** doc 1 §2.9: pending yellow, any other non-active status grey. */
export function ProductStatusBadge({ status }: { status: string }) {
  const t = useWords(productTerms);
  if (status === 'active') return null;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-[11px] font-bold capitalize',
        status === 'pending' ? 'bg-amber-300 text-amber-950' : 'bg-slate-600 text-white',
      )}
    >
      {statusName(t, status)}
    </span>
  );
}

/** One product in a grid or list: picture, popular badge, title, price, place, shop, like. */
export const ProductCard = memo(Card, sameCard);

/**
 * What a card shows of its product. Background refreshes (view, comment and bookmark counts)
 * rewrite every cached product at once and React renders them synchronously: a grid of 20
 * cards that re-rendered for a number none of them shows cost a phone ~40 ms of frozen screen.
 */
const shownOf = (p: CatalogProduct) => [
  p.id,
  p.title,
  p.price?.amount,
  p.price?.currency,
  p.media,
  p.isPopular,
  p.status,
  p.description,
  p.location?.city,
  p.shop?.name,
  p.shop?.isVerified,
  p.likes,
  p.isLiked,
];

export function sameCard(before: Props, after: Props): boolean {
  const { product: a, ...restA } = before;
  const { product: b, ...restB } = after;
  const keys = new Set([...Object.keys(restA), ...Object.keys(restB)]) as Set<keyof typeof restA>;
  for (const key of keys) if (restA[key] !== restB[key]) return false;
  if (a === b) return true;
  const shownA = shownOf(a);
  const shownB = shownOf(b);
  return shownA.every((value, i) => Object.is(value, shownB[i]));
}

function Card({ product, layout = 'grid', showStatus, sizes, eager, footnote }: Props) {
  const media = primaryMedia(product.media);
  const list = layout === 'list';
  const t = useWords(productTerms);
  const title = product.title || t.untitled;
  return (
    <article
      data-testid="product-card"
      className={cn(
        'group relative overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition-shadow hover:shadow-md',
        list && 'flex',
        // A phone lays out and paints only the cards on screen (of 20 in a page, about 4); each
        // card off screen keeps the height it last had, or about a card's, so the page's length
        // holds. Not the first cards (`eager`), which are on screen from the start: skipped, the
        // browser would lay them out in a second pass of their own after the first paint.
        !eager && '[content-visibility:auto]',
        !eager && (list ? '[contain-intrinsic-size:auto_8rem]' : '[contain-intrinsic-size:auto_20rem]'),
      )}
    >
      <div className={cn('relative shrink-0 overflow-hidden bg-slate-100', list ? 'aspect-square w-32 sm:w-40' : 'aspect-[4/5] w-full')}>
        <ProductImage
          media={media}
          alt={title}
          sizes={sizes ?? (list ? '160px' : PRODUCT_GRID_SIZES)}
          eager={eager}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {isPopular(product) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-[11px] font-bold text-slate-950 shadow-sm">
              <TrendingIcon size={12} strokeWidth={2.5} /> {t.popular}
            </span>
          )}
          {showStatus && <ProductStatusBadge status={product.status} />}
        </div>
        {isVideo(media) && (
          <span className="absolute bottom-2 left-2 flex size-6 items-center justify-center rounded-full bg-slate-950/60 text-white" aria-hidden="true">
            <PlaySolidIcon size={12} />
          </span>
        )}
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1 p-3', list && 'justify-center')}>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">
          <ViewLink view="detail" params={{ id: product.id }} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </ViewLink>
        </h3>
        <p className="text-base font-extrabold tracking-tight text-brand-800 tabular-nums" data-testid="product-price">
          {displayPrice(product.price?.amount, product.price?.currency)}
        </p>
        {footnote && <p className="text-xs font-medium text-slate-500">{footnote}</p>}
        {list && product.description && <p className="line-clamp-2 text-sm text-slate-600 max-sm:hidden">{product.description}</p>}
        {list ? (
          // A list row gives the shop a whole line, and the town a line beside the like pill, not under it.
          <div className="mt-auto space-y-0.5 text-xs text-slate-500">
            <ShopName product={product} />
            <div className="flex items-center gap-2">
              <p className="flex min-w-0 flex-1 items-center gap-1">
                {product.location?.city && (
                  <>
                    <MapPinIcon size={12} className="shrink-0" />
                    <span className="truncate">{product.location.city}</span>
                  </>
                )}
              </p>
              <LikePill product={product} title={title} className="relative shrink-0" />
            </div>
          </div>
        ) : (
          <div className="mt-auto text-xs text-slate-500">
            <ShopName product={product} />
          </div>
        )}
      </div>
      {!list && <LikePill product={product} title={title} className="absolute top-2 right-2" />}
    </article>
  );
}

function ShopName({ product }: { product: CatalogProduct }) {
  return (
    <p className="flex min-w-0 items-center gap-1">
      <span className="truncate">{product.shop?.name}</span>
      {product.shop?.isVerified && <VerifiedBadge size={13} />}
    </p>
  );
}

/** Above the card's stretched link (z-10), so a tap likes instead of opening the product. */
function LikePill({ product, title, className }: { product: CatalogProduct; title: string; className: string }) {
  const { toggleLike } = useProductToggles();
  const t = useWords(productTerms);
  return (
    <button
      type="button"
      aria-label={product.isLiked ? t.unlikeTitle({ title }) : t.likeTitle({ title })}
      aria-pressed={Boolean(product.isLiked)}
      onClick={() => toggleLike(product)}
      className={cn(
        'z-10 flex h-8 items-center gap-1 rounded-full bg-white/95 px-2 text-xs font-bold shadow-sm transition-colors hover:bg-white',
        className,
        product.isLiked ? 'text-rose-600' : 'text-slate-700',
      )}
    >
      <HeartIcon size={16} fill={product.isLiked ? 'currentColor' : 'none'} />
      {product.likes > 0 && <span className="tabular-nums">{formatCount(product.likes)}</span>}
    </button>
  );
}

/** Placeholder cards while a grid loads. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div aria-hidden="true" className={cn('overflow-hidden rounded-2xl border border-slate-200/80 bg-white', layout === 'list' && 'flex')}>
      <div className={cn('animate-pulse bg-slate-200', layout === 'list' ? 'aspect-square w-32 sm:w-40' : 'aspect-[4/5] w-full')} />
      <div className="flex-1 space-y-2 p-3">
        <div className="h-3.5 w-4/5 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** A grid or list of card placeholders while a product list loads. */
export function ProductCardSkeletons({ count, className, layout = 'grid' }: { count: number; className: string; layout?: 'grid' | 'list' }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} layout={layout} />
      ))}
    </div>
  );
}
