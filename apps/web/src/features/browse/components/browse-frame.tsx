import type { ReactNode } from 'react';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';

export const GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 md:gap-4 xl:grid-cols-4';
export const LIST = 'grid grid-cols-1 gap-3 lg:grid-cols-2';

type Props = { hero?: ReactNode; header: ReactNode; toolbar: ReactNode; chips?: ReactNode; filters?: ReactNode; busy?: boolean; children: ReactNode };

/** The browse screen's frame: the guest hero, heading, toolbar, filter chips, side filters and the list. */
export function BrowseFrame({ hero, header, toolbar, chips, filters, busy, children }: Props) {
  const t = useWords(browseWords);
  return (
    <>
      {hero && <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8">{hero}</div>}
      <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-10 md:px-6 md:pt-8">
        {header}
        {toolbar}
        {chips}
        <div className="lg:grid lg:grid-cols-[260px_1fr] lg:items-start lg:gap-8">
          {filters && (
            <aside aria-label={t.filters} className="hidden rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:block">
              <h2 className="mb-4 font-bold text-slate-900">{t.filters}</h2>
              {filters}
            </aside>
          )}
          <section aria-labelledby="browse-products-title" aria-busy={busy}>
            {/* The cards' titles are h3: a heading above them keeps the outline whole on every width. */}
            <h2 id="browse-products-title" className="sr-only">
              {t.products}
            </h2>
            {children}
          </section>
        </div>
      </div>
    </>
  );
}
