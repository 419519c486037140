import { formatWhole } from '@sokoni/contracts/format-count';
import type { ReactNode } from 'react';

/** The title, the available count (once known) and the market toggle. */
export function BrowseHeader({ query, total, marketToggle }: { query?: string; total: number | undefined; marketToggle?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{query ? `Results for “${query}”` : 'Browse Products'}</h1>
        <p className="mt-1 text-sm text-slate-600 md:text-base" aria-live="polite" data-testid="browse-count">
          {total === undefined ? 'Loading products…' : `${formatWhole(total)} ${total === 1 ? 'product' : 'products'} available`}
        </p>
      </div>
      {marketToggle}
    </header>
  );
}
