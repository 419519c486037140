import { cn } from '@/components/cn.ts';
import { inputClasses } from '@/components/field.tsx';
import { SearchIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';
import type { StatusFilter, VehicleFilters as Filters } from '../vehicles.ts';

const STATUSES: [StatusFilter, 'all' | 'active' | 'hidden' | 'sold' | 'processing'][] = [
  ['all', 'all'],
  ['active', 'active'],
  ['hidden', 'hidden'],
  ['sold', 'sold'],
  ['processing', 'processing'],
];

/** Search, make and status over the inventory (all in the page: a dealer's stock is one list). */
export function VehicleFilters({ filters, makes, counts, onChange }: { filters: Filters; makes: string[]; counts: Record<StatusFilter, number>; onChange: (next: Filters) => void }) {
  const t = useWords(dealerWords);
  return (
    <div className="space-y-2.5">
      <div className="flex gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{t.searchVehicles}</span>
          <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={filters.q}
            onChange={(event) => onChange({ ...filters, q: event.target.value })}
            placeholder={t.searchPlaceholder}
            className={cn(inputClasses, 'h-11 pl-10')}
          />
        </label>
        {/* w-32 on phones leaves the search room for its whole placeholder at 390 px. */}
        <label className="w-32 shrink-0 sm:w-48">
          <span className="sr-only">{t.make}</span>
          <select value={filters.make} onChange={(event) => onChange({ ...filters, make: event.target.value })} className={cn(inputClasses, 'h-11')}>
            <option value="">{t.allMakes}</option>
            {makes.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="radiogroup" aria-label={t.status} className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
        {STATUSES.map(([value, key]) => {
          const on = filters.status === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={on}
              onClick={() => onChange({ ...filters, status: value })}
              className={cn('shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors', on ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50')}
            >
              {t[key]} <span className={cn('tabular-nums', on ? 'text-white/70' : 'text-slate-500')}>{counts[value]}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
