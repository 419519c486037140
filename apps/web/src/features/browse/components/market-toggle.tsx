import { cn } from '@/components/cn.ts';

/** The buyer's own market first, or every country alike: one tap apart. route-hints' first paint mirrors this markup. */
export function MarketToggle({ marketName, allCountries, onChange }: { marketName: string; allCountries: boolean; onChange: (allCountries: boolean) => void }) {
  const option = (label: string, active: boolean, next: boolean) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(next)}
      className={cn('inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors', active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900')}
    >
      {label}
    </button>
  );
  return (
    <div className="flex rounded-xl bg-slate-200/70 p-1" role="group" aria-label="Which markets come first">
      {option(`${marketName} first`, !allCountries, false)}
      {option('All countries', allCountries, true)}
    </div>
  );
}
