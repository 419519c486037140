import type { PriceRange } from '@sokoni/contracts/catalog-replies';
import { formatPrice } from '@sokoni/contracts/money';
import { SparklesIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';

/** The AI's price evidence: "Similar listings sell for E… – E…", with a tap to use the median. */
export function PriceSuggestion({ range, onUse }: { range: PriceRange | null; onUse: (amount: number) => void }) {
  const t = useWords(listingWords);
  if (!range) return null;
  const money = (amount: number) => formatPrice(amount, range.currency);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="price-suggestion">
      <SparklesIcon size={16} className="shrink-0 text-brand-600" />
      <span>
        {t.similarSell} {money(range.low)} – {money(range.high)}
        <span className="text-brand-700/80"> {t.compared({ count: range.comparables })}</span>
      </span>
      <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => onUse(range.median)}>
        {t.use({ price: money(range.median) })}
      </button>
    </div>
  );
}
