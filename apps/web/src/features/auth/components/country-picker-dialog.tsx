import type { PickerCountry } from '@sokoni/contracts/countries';
import { useMemo, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { inputClasses } from '@/components/field.tsx';
import { CheckIcon, SearchIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { CountryCodeChip } from './country-code-chip.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  countries: PickerCountry[];
  selectedCode?: string;
  onSelect: (country: PickerCountry) => void;
};

/** By a name (`nameOf`: the current language's; the English one too), a calling code or an ISO code. */
export function filterCountries(countries: PickerCountry[], query: string, nameOf: (country: PickerCountry) => string = (c) => c.name): PickerCountry[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return countries;
  return countries.filter(
    (c) => c.name.toLowerCase().includes(q) || nameOf(c).toLowerCase().includes(q) || c.callingCode.startsWith(q) || c.code.toLowerCase() === q,
  );
}

export function CountryPickerDialog({ open, onOpenChange, countries, selectedCode, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const t = useWords(authWords);
  const taxonomy = useTaxonomy();
  const shown = useMemo(() => filterCountries(countries, query, taxonomy.country), [countries, query, taxonomy]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
      title={t.selectCountry}
    >
      <div className="relative mt-4">
        <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label={t.searchCountries}
          placeholder={t.searchCountriesHint}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={cn(inputClasses, 'pl-10')}
        />
      </div>
      <ul className="-mx-2 mt-3 max-h-[50dvh] overflow-y-auto" aria-label={t.countries}>
        {shown.map((country) => {
          const selected = country.code === selectedCode;
          return (
            <li key={country.code}>
              <button
                type="button"
                onClick={() => onSelect(country)}
                aria-pressed={selected}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left hover:bg-slate-50',
                  selected && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <CountryCodeChip code={country.code} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{taxonomy.country(country)}</span>
                <span className="text-sm text-slate-500 tabular-nums">{country.dialCode}</span>
                {selected && <CheckIcon size={18} className="text-brand-700" />}
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">{t.noCountry({ query })}</li>}
      </ul>
    </Modal>
  );
}
