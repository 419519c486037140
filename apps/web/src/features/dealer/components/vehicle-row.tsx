import type { ProductStats } from '@sokoni/contracts/catalog';
import { formatCount } from '@sokoni/contracts/format-count';
import { Button } from '@/components/button.tsx';
import type { ReactNode } from 'react';
import { BookmarkIcon, ChatIcon, EyeIcon, HeartIcon, PencilIcon, RefreshIcon, SparklesIcon, TrashIcon } from '@/components/icons.tsx';
import { listingPrice } from '@/entities/listing/listing-price.ts';
import { attemptLabel, listingStateOf } from '@/entities/listing/listing-state.ts';
import { listingWords } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { ListingMedia } from '@/entities/listing/ui/listing-media.tsx';
import { ListingStatusBadge } from '@/entities/listing/ui/listing-status-badge.tsx';
import { SoldButton } from '@/entities/listing/ui/sold-button.tsx';
import { VisibilitySwitch } from '@/entities/listing/ui/visibility-switch.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';
import { formatMileage, needsDetails, vehicleName, vehicleOf } from '../vehicles.ts';

export type VehicleHandlers = {
  onDetails: (listing: Listing) => void;
  onDelete: (listing: Listing) => void;
  onToggleVisibility: (listing: Listing) => void;
  onMarkSold: (listing: Listing) => void;
  onMarkAvailable: (listing: Listing) => void;
  onRetry: (listing: Listing) => void;
};

const CONDITIONS: Record<string, 'conditionNew' | 'conditionUsed' | 'conditionRefurbished'> = { new: 'conditionNew', used: 'conditionUsed', refurbished: 'conditionRefurbished' };

function Count({ icon, label, counted, value }: { icon: ReactNode; label: string; counted: (n: number) => string; value: number | undefined }) {
  return (
    <span className="inline-flex items-center gap-1" aria-label={counted(value ?? 0)} title={label}>
      {icon} {value === undefined ? '–' : formatCount(value)}
    </span>
  );
}

/** One vehicle of the inventory: make, model, year, mileage, condition, price, its figures and the dealer's actions. */
export function VehicleRow({ listing, stats, handlers }: { listing: Listing; stats: ProductStats | undefined; handlers: VehicleHandlers }) {
  const t = useWords(dealerWords);
  const words = useWords(listingWords);
  const state = listingStateOf(listing);
  const v = vehicleOf(listing);
  const name = vehicleName(listing);
  const working = state.kind === 'processing';
  const confirm = needsDetails(listing);
  // The year leads the name once make and model are known; otherwise it goes with the specs.
  const specs = [!name.startsWith(String(v.year)) && v.year && String(v.year), v.mileage !== null && formatMileage(v.mileage), v.transmission, v.fuel, (CONDITIONS[listing.condition] ? t[CONDITIONS[listing.condition]!] : listing.condition)].filter(Boolean) as string[];

  return (
    <li data-testid="vehicle-row" data-id={listing.id} data-state={state.kind} className="rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm md:p-4">
      <div className="flex gap-3 md:gap-4">
        <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-slate-100 md:w-40">
          <ListingMedia listing={listing} sizes="160px" />
          {working && (
            <div data-testid="ai-overlay" role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 bg-brand-950/70 text-center text-white">
              <SparklesIcon size={18} className="animate-pulse" />
              <span className="text-xs font-bold">{t.aiWorking}</span>
              {attemptLabel(state.attempt) && <span className="text-[10px]">{attemptLabel(state.attempt)}</span>}
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="line-clamp-2 text-[15px] leading-snug font-bold text-slate-900">{name}</h3>
            <ListingStatusBadge state={state} className="shrink-0" />
          </div>
          {specs.length > 0 && <p className="mt-0.5 text-xs text-slate-600">{specs.join(' · ')}</p>}
          <p className="mt-1 text-base font-extrabold tracking-tight text-brand-800 tabular-nums">{listingPrice(listing)}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 tabular-nums">
            <Count icon={<EyeIcon size={14} />} label={t.viewsWord} counted={t.viewCount} value={stats?.views ?? listing.views} />
            <Count icon={<HeartIcon size={14} />} label={t.likesWord} counted={t.likeCount} value={stats?.likes ?? listing.likes} />
            <Count icon={<BookmarkIcon size={14} />} label={t.savesWord} counted={t.saveCount} value={stats?.bookmarks} />
            <Count icon={<ChatIcon size={14} />} label={t.inquiriesWord} counted={t.inquiryCount} value={stats?.inquiries} />
          </p>
        </div>
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="mt-2.5 rounded-xl bg-red-50 px-3 py-2 text-xs leading-snug text-red-900">
          {state.reason}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {state.kind === 'failed' && (
          <Button size="sm" variant="accent" onClick={() => handlers.onRetry(listing)}>
            <RefreshIcon size={14} /> {t.retry}
          </Button>
        )}
        {!working && (
          <Button size="sm" variant={confirm || state.kind === 'review' ? 'primary' : 'outline'} onClick={() => handlers.onDetails(listing)}>
            <PencilIcon size={14} /> {confirm ? t.confirmDetails : state.kind === 'review' ? words.reviewTitle : t.edit}
          </Button>
        )}
        <SoldButton listing={listing} state={state} onMarkSold={handlers.onMarkSold} onMarkAvailable={handlers.onMarkAvailable} />
        <span className="ml-auto flex items-center gap-2">
          <VisibilitySwitch compact visible={listing.isAvailable} title={name} onToggle={() => handlers.onToggleVisibility(listing)} />
          {!working && (
            <button type="button" aria-label={t.deleteItem({ name })} onClick={() => handlers.onDelete(listing)} className="flex size-9 items-center justify-center rounded-full text-red-600 hover:bg-red-50">
              <TrashIcon size={18} />
            </button>
          )}
        </span>
      </div>
    </li>
  );
}
