import { ASSISTANT_LIMITS } from '@sokoni/contracts/assistant-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from '@/components/icons.tsx';
import { MatchedProduct } from '@/entities/product/ui/matched-product.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import type { ChatMatch } from '../chat-session.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

export const matchOf = (matches: readonly ChatMatch[], productId: string) => matches.find((m) => m.productId === productId);

/** doc 2 §2.1/§9: the first 5 products side by side, then a 'View All' card carrying the item count. */
export function ProductCarousel({ products, matches, onViewAll }: { products: readonly CatalogProduct[]; matches: readonly ChatMatch[]; onViewAll: () => void }) {
  const t = useWords(assistantWords);
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = list.current;
    if (el) setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);
  const shown = products.slice(0, ASSISTANT_LIMITS.carousel);
  // Measured again whenever the box or its cards change: the arrows show only while cards overflow.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure, shown.length]);

  if (products.length === 0) return null;
  // Phones swipe; a mouse gets arrows at the edges that still have cards beyond them. The row runs
  // to the chat column's right edge, so no card is cut off short of it.
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className="relative">
      <ul
        ref={list}
        onScroll={measure}
        aria-label={t.suggestedProducts}
        className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto px-3 pt-1 pb-2 [scrollbar-width:thin] md:mr-[-1.5rem] md:ml-0 md:scroll-pl-0 md:scroll-pr-6 md:pr-6 md:pl-0"
      >
        {shown.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-44">
            <MatchedProduct product={product} match={matchOf(matches, product.id)} sizes="176px" />
          </li>
        ))}
        <li className="w-32 shrink-0 snap-start">
          <button
            type="button"
            onClick={onViewAll}
            className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-3 text-center text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50"
          >
            <GridIcon size={24} />
            <span className="text-sm font-bold">{t.viewAll}</span>
            <span className="text-xs text-brand-700 tabular-nums">
              {t.items(products.length)}
            </span>
            <ChevronRightIcon size={16} />
          </button>
        </li>
      </ul>
      <EdgeButton side="start" hidden={edges.start} onClick={() => scroll(-1)} />
      <EdgeButton side="end" hidden={edges.end} onClick={() => scroll(1)} />
    </div>
  );
}

function EdgeButton({ side, hidden, onClick }: { side: 'start' | 'end'; hidden: boolean; onClick: () => void }) {
  if (hidden) return null;
  const start = side === 'start';
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={cn(
        'absolute top-[28%] z-20 hidden size-10 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-md hover:bg-white md:flex',
        start ? '-left-3' : '-right-3',
      )}
    >
      {start ? <ChevronLeftIcon size={20} /> : <ChevronRightIcon size={20} />}
    </button>
  );
}
