import { cn } from '@/components/cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { LISTING_BADGES, type ListingState } from '../listing-state.ts';
import { listingWords } from '../listing-words.ts';

const TONES = {
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-amber-950',
  neutral: 'bg-slate-700 text-white',
  brand: 'bg-brand-700 text-white',
  danger: 'bg-red-600 text-white',
} as const;

/** The card's status badge, over its media. */
export function ListingStatusBadge({ state, className }: { state: ListingState; className?: string }) {
  const t = useWords(listingWords);
  const { words, tone } = LISTING_BADGES[state.kind];
  return <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm', TONES[tone], className)}>{t[words]}</span>;
}
