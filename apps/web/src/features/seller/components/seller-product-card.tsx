import { formatCount } from '@sokoni/contracts/format-count';
import { ChatIcon, EyeIcon, HeartIcon, PencilIcon, SparklesIcon, TrashIcon } from '@/components/icons.tsx';
import { Button } from '@/components/button.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { listingPrice } from '@/entities/listing/listing-price.ts';
import { listingStateOf } from '@/entities/listing/listing-state.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { FailedOverlay } from '@/entities/listing/ui/failed-overlay.tsx';
import { ListingMedia } from '@/entities/listing/ui/listing-media.tsx';
import { ListingStatusBadge } from '@/entities/listing/ui/listing-status-badge.tsx';
import { ProcessingOverlay } from '@/entities/listing/ui/processing-overlay.tsx';
import { SoldButton } from '@/entities/listing/ui/sold-button.tsx';
import { VisibilitySwitch } from '@/entities/listing/ui/visibility-switch.tsx';
import { listingWords } from '@/entities/listing/listing-words.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

export type ListingHandlers = {
  onEdit: (listing: Listing) => void;
  /** A draft waiting for its seller: the same dialog, in review mode. */
  onReview: (listing: Listing) => void;
  onDelete: (listing: Listing) => void;
  onToggleVisibility: (listing: Listing) => void;
  onMarkSold: (listing: Listing) => void;
  onMarkAvailable: (listing: Listing) => void;
  onRetry: (listing: Listing) => Promise<void>;
};

const iconButton = 'flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm hover:bg-white';

/**
 * One product on the seller's dashboard (doc 2 §2.14): media with the status badge, edit and
 * delete (hidden while the AI works), title, price ('Price on request' when none), views, likes,
 * comments, the visibility toggle and the sale.
 */
export function SellerProductCard({ listing, eager, handlers }: { listing: Listing; eager?: boolean; handlers: ListingHandlers }) {
  const t = useWords(sellerWords);
  const words = useWords(listingWords);
  const state = listingStateOf(listing);
  const title = listing.title || (state.kind === 'review' ? t.untitledDraft : t.newListing);
  const working = state.kind === 'processing';
  return (
    <article data-testid="seller-product" data-state={state.kind} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm">
      <div className="relative aspect-[4/5] w-full overflow-hidden bg-slate-100">
        <ListingMedia listing={listing} eager={eager} sizes="(min-width: 1024px) 260px, (min-width: 768px) 30vw, 50vw" />
        {state.kind === 'processing' && <ProcessingOverlay attempt={state.attempt} compact />}
        {state.kind === 'failed' && <FailedOverlay reason={state.reason} onRetry={() => handlers.onRetry(listing)} />}
        <div className="absolute top-2 left-2">
          <ListingStatusBadge state={state} />
        </div>
        {!working && (
          <div className="absolute top-2 right-2 flex gap-1.5">
            <button type="button" aria-label={t.editItem({ title })} className={iconButton} onClick={() => handlers.onEdit(listing)}>
              <PencilIcon size={16} />
            </button>
            <button type="button" aria-label={t.deleteItem({ title })} className={`${iconButton} text-red-600`} onClick={() => handlers.onDelete(listing)}>
              <TrashIcon size={16} />
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">
          {working ? title : <ViewLink view="detail" params={{ id: listing.id }} className="hover:underline">{title}</ViewLink>}
        </h3>
        <p className="text-base font-extrabold tracking-tight text-brand-800 tabular-nums" data-testid="seller-product-price">
          {listingPrice(listing)}
        </p>
        {state.kind === 'sold' && state.soldPrice !== null && <p className="text-xs text-slate-500">{t.soldFor({ price: listingPrice({ price: { ...listing.price, amount: state.soldPrice } }) })}</p>}
        <p className="flex items-center gap-3 text-xs text-slate-500 tabular-nums">
          <span className="inline-flex items-center gap-1" aria-label={t.views(listing.views ?? 0)}>
            <EyeIcon size={14} /> {formatCount(listing.views ?? 0)}
          </span>
          <span className="inline-flex items-center gap-1" aria-label={t.likes(listing.likes ?? 0)}>
            <HeartIcon size={14} /> {formatCount(listing.likes ?? 0)}
          </span>
          <span className="inline-flex items-center gap-1" aria-label={t.commentCount(listing.comments ?? 0)}>
            <ChatIcon size={14} /> {formatCount(listing.comments ?? 0)}
          </span>
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {state.kind === 'review' && (
            <Button size="sm" className="h-auto min-h-9 py-1.5 leading-tight" onClick={() => handlers.onReview(listing)}>
              <SparklesIcon size={14} /> {words.reviewTitle}
            </Button>
          )}
          <VisibilitySwitch visible={listing.isAvailable} title={title} onToggle={() => handlers.onToggleVisibility(listing)} />
          <SoldButton
            listing={listing}
            state={state}
            onMarkSold={handlers.onMarkSold}
            onMarkAvailable={handlers.onMarkAvailable}
            className="h-auto min-h-9 py-1.5 leading-tight"
          />
        </div>
      </div>
    </article>
  );
}
