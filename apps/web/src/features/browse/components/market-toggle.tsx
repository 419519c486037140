import { cn } from '@/components/cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

const OPTION = 'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors';
const optionClass = (active: boolean) => cn(OPTION, active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900');

/**
 * The buyer's own market (a name or an ISO code) first, or every country alike: one tap apart.
 */
export function MarketToggle({ marketName, allCountries, onChange }: { marketName: string; allCountries: boolean; onChange: (allCountries: boolean) => void }) {
  const t = useWords(browseWords);
  const taxonomy = useTaxonomy();
  const option = (label: string, active: boolean, next: boolean) => (
    <button type="button" aria-pressed={active} onClick={() => onChange(next)} className={optionClass(active)}>
      {label}
    </button>
  );
  return (
    <div className="flex rounded-xl bg-slate-200/70 p-1" role="group" aria-label={t.whichMarkets}>
      {option(t.marketFirst({ market: taxonomy.country(marketName) }), !allCountries, false)}
      {option(t.allCountries, allCountries, true)}
    </div>
  );
}
