import { formatWhole } from '@sokoni/contracts/format-count';
import type { ReactNode } from 'react';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';

/** The title, the available count (once known) and the market toggle. */
export function BrowseHeader({ query, total, marketToggle }: { query?: string; total: number | undefined; marketToggle?: ReactNode }) {
  const t = useWords(browseWords);
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{query ? t.resultsFor({ query }) : t.browseProducts}</h1>
        <p className="mt-1 text-sm text-slate-600 md:text-base" aria-live="polite" data-testid="browse-count">
          {total === undefined ? t.loadingProducts : t.available(total).replace(String(total), formatWhole(total))}
        </p>
      </div>
      {marketToggle}
    </header>
  );
}
