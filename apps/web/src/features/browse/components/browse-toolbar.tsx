import { PRODUCT_SORTS, type ProductSort } from '@sokoni/contracts/catalog';
import { useId, type RefObject } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { GridIcon, ListIcon, SearchIcon, SlidersIcon } from '@/components/icons.tsx';
import { pathForView } from '@/lib/navigation/views.ts';
import { SORT_WORDS, type BrowseLayout } from '../browse-params.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  onSearch: () => void;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  filterCount: number;
  onOpenFilters: () => void;
  /** The Filters button, where the focus returns when the sheet closes. */
  filtersButton?: RefObject<HTMLButtonElement | null>;
  layout: BrowseLayout;
  onLayout: (layout: BrowseLayout) => void;
};

/**
 * The sticky search, sort, filters and layout row. The search is also a plain GET form (an address
 * that shares and reloads).
 */
export function BrowseToolbar({ search, onSearchChange, onSearch, sort, onSort, filterCount, onOpenFilters, filtersButton, layout, onLayout }: Props) {
  const ids = useId();
  const t = useWords(browseWords);
  return (
    <div className="sticky top-14 z-20 -mx-4 mb-4 border-b border-slate-200/70 bg-slate-50/95 px-4 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-0">
      <form
        role="search"
        action={pathForView('browse')}
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <div className="relative min-w-0 flex-1">
          <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
          <label htmlFor={`${ids}-q`} className="sr-only">
            {t.searchProducts}
          </label>
          <input
            id={`${ids}-q`}
            type="search"
            name="q"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder={t.searchPlaceholder}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-[15px] focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
          />
        </div>
        <Button type="submit">{t.search}</Button>
      </form>
      <div className="mt-3 flex items-center gap-2">
        <label htmlFor={`${ids}-sort`} className="sr-only">
          {t.sortBy}
        </label>
        <select
          id={`${ids}-sort`}
          value={sort}
          onChange={(e) => onSort(e.target.value as ProductSort)}
          className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 sm:flex-none"
        >
          {PRODUCT_SORTS.map((option) => (
            <option key={option} value={option}>
              {t[SORT_WORDS[option]]}
            </option>
          ))}
        </select>
        <Button ref={filtersButton} variant="outline" size="sm" className="h-10 lg:hidden" onClick={onOpenFilters}>
          <SlidersIcon size={18} /> {t.filters}{filterCount > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{filterCount}</span>}
        </Button>
        <div className="ml-auto flex rounded-xl bg-slate-200/70 p-1" role="group" aria-label={t.layout}>
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-label={option === 'grid' ? t.gridView : t.listView}
              aria-pressed={layout === option}
              onClick={() => onLayout(option)}
              className={cn('flex size-8 items-center justify-center rounded-lg transition-colors', layout === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-500 hover:text-slate-800')}
            >
              {option === 'grid' ? <GridIcon size={18} /> : <ListIcon size={18} />}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
