import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { inputClasses } from '@/components/field.tsx';
import { ChevronDownIcon } from '@/components/icons.tsx';
import { useCountryPicker } from '@/entities/country/api/get-country-picker.ts';
import { CountryCodeChip } from './country-code-chip.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

// Fetched on the first tap: the dialog (and its modal) is no part of the sign-in screen's first load.
const CountryPickerDialog = lazy(() => import('./country-picker-dialog.tsx').then((m) => ({ default: m.CountryPickerDialog })));

export type PhoneValue = { countryCode: string; dialCode: string; national: string };
export const DEFAULT_PHONE: PhoneValue = { countryCode: 'SZ', dialCode: '+268', national: '' };

/** Phone number with a searchable dial-code picker (Eswatini +268 by default). */
export function PhoneField({ value, onChange, hint }: { value: PhoneValue; onChange: (value: PhoneValue) => void; hint?: string }) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const t = useWords(authWords);
  const taxonomy = useTaxonomy();
  const countries = useCountryPicker();
  const country = countries.find((c) => c.code === value.countryCode) ?? countries.find((c) => c.dialCode === value.dialCode);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {t.phoneNumber}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => {
            setPickerUsed(true);
            setPickerOpen(true);
          }}
          aria-label={t.countryCode({ country: country ? `${taxonomy.country(country)} ${value.dialCode}` : value.dialCode })}
          aria-haspopup="dialog"
          className="flex h-12 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-base font-medium text-slate-800 hover:bg-slate-50 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
        >
          <CountryCodeChip code={value.countryCode} />
          <span>{value.dialCode}</span>
          <ChevronDownIcon size={16} className="text-slate-500" />
        </button>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          placeholder="7612 3456"
          value={value.national}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange({ ...value, national: event.target.value.replace(/[^\d\s+()-]/g, '') })}
          className={cn(inputClasses, 'min-w-0 flex-1')}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-slate-500">
          {hint}
        </p>
      )}
      {pickerUsed && (
        <Suspense fallback={null}>
          <CountryPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            countries={countries}
            selectedCode={country?.code}
            onSelect={(picked) => {
              onChange({ ...value, countryCode: picked.code, dialCode: picked.dialCode });
              setPickerOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
