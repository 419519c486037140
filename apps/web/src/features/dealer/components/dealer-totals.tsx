import { formatCount } from '@sokoni/contracts/format-count';
import type { ReactNode } from 'react';
import { BookmarkIcon, CarIcon, ChatIcon, EyeIcon, HeartIcon, TagIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';
import type { DealerTotals as Totals } from '../vehicles.ts';

function Figure({ icon, label, value, loading }: { icon: ReactNode; label: string; value: number; loading?: boolean }) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm">
      {/* A longer word than English's (siSwati's "Letitsengisiwe") breaks inside its tile; the icon keeps its place. */}
      <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-500">
        <span className="shrink-0">{icon}</span>
        <span className="min-w-0 break-words">{label}</span>
      </dt>
      <dd className="mt-1 text-xl font-extrabold tracking-tight text-slate-900 tabular-nums">{loading ? '…' : formatCount(value)}</dd>
    </div>
  );
}

/** The dealership at a glance: stock and sales, then what buyers did with the vehicles. */
export function DealerTotals({ totals, statsLoading }: { totals: Totals; statsLoading: boolean }) {
  const t = useWords(dealerWords);
  return (
    <dl aria-label={t.totals} className="grid grid-cols-3 gap-2.5 lg:grid-cols-6">
      <Figure icon={<CarIcon size={14} />} label={t.inStock} value={totals.inStock} />
      <Figure icon={<TagIcon size={14} />} label={t.sold} value={totals.sold} />
      <Figure icon={<EyeIcon size={14} />} label={t.views} value={totals.views} />
      <Figure icon={<HeartIcon size={14} />} label={t.likes} value={totals.likes} loading={statsLoading} />
      <Figure icon={<BookmarkIcon size={14} />} label={t.saves} value={totals.saves} loading={statsLoading} />
      <Figure icon={<ChatIcon size={14} />} label={t.inquiries} value={totals.inquiries} loading={statsLoading} />
    </dl>
  );
}
