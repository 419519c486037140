import { CATEGORIES, PRODUCT_CONDITIONS } from '@sokoni/contracts/catalog';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import type { ProductListParams } from '@/entities/product/types.ts';
import { COUNTRY_OPTIONS, type FILTER_KEYS } from '../browse-params.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';
import { productTerms } from '@/entities/product/product-terms.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

type Filters = Pick<ProductListParams, (typeof FILTER_KEYS)[number]>;

const control =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none';

/** Category, price range, condition and country (doc 1 §2.8 filters), applied together. */
export function FiltersForm({ value, onApply, className }: { value: Filters; onApply: (filters: Filters) => void; className?: string }) {
  const [draft, setDraft] = useState<Filters>(value);
  const id = useId();
  const t = useWords(browseWords);
  const terms = useWords(productTerms);
  const taxonomy = useTaxonomy();
  const set = <K extends keyof Filters>(key: K, v: Filters[K] | '') => setDraft((d) => ({ ...d, [key]: v === '' ? undefined : v }));
  const money = (text: string) => (text === '' ? '' : Math.max(0, Number(text)));
  const invalidRange = draft.minPrice !== undefined && draft.maxPrice !== undefined && draft.minPrice > draft.maxPrice;
  return (
    <form
      className={cn('space-y-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalidRange) onApply(draft);
      }}
    >
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-semibold text-slate-700">
          {t.category}
        </label>
        <select id={`${id}-category`} className={control} value={draft.category ?? ''} onChange={(e) => set('category', e.target.value)}>
          <option value="">{t.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {taxonomy.category(c.slug)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.price}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            {t.minPrice}
          </label>
          <input id={`${id}-min`} type="number" inputMode="decimal" min={0} placeholder={t.min} className={control} value={draft.minPrice ?? ''} onChange={(e) => set('minPrice', money(e.target.value))} />
          <span className="text-slate-400">–</span>
          <label htmlFor={`${id}-max`} className="sr-only">
            {t.maxPrice}
          </label>
          <input id={`${id}-max`} type="number" inputMode="decimal" min={0} placeholder={t.max} className={control} value={draft.maxPrice ?? ''} onChange={(e) => set('maxPrice', money(e.target.value))} />
        </div>
        {invalidRange && <p className="mt-1.5 text-xs font-medium text-red-700">{t.minAboveMax}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.condition}</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...PRODUCT_CONDITIONS].map((c) => {
            const active = draft.condition === c;
            return (
              <button
                key={c ?? 'any'}
                type="button"
                aria-pressed={active}
                onClick={() => set('condition', c ?? '')}
                className={cn('rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors', active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50')}
              >
                {c ? terms[c] : t.any}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-country`} className="mb-1.5 block text-sm font-semibold text-slate-700">
          {t.country}
        </label>
        <select id={`${id}-country`} className={control} value={draft.country ?? ''} onChange={(e) => set('country', e.target.value)}>
          <option value="">{t.allCountries}</option>
          {COUNTRY_OPTIONS.map(([code, name]) => (
            <option key={code} value={code}>
              {taxonomy.country({ code, name })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 pt-1">
        <Button type="button" variant="outline" className="flex-1" onClick={() => setDraft({})}>
          {t.reset}
        </Button>
        <Button type="submit" className="flex-1" disabled={invalidRange}>
          {t.apply}
        </Button>
      </div>
    </form>
  );
}
