import type { MarketPosition } from '@sokoni/contracts/assistant-rules';
import { displayPrice } from '@sokoni/contracts/money';
import { cn } from '@/components/cn.ts';
import { SparklesIcon, TagIcon } from '@/components/icons.tsx';
import { MatchedProduct } from '@/entities/product/ui/matched-product.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import type { AiMatch } from '../api/search-products.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { discoverWords } from '../discover-words.ts';

/** doc 2 §3 AI match result: where the price sits against similar listings. */
export const MARKET_POSITION_WORDS = { below: 'belowMarket', fair: 'fairPrice', above: 'aboveMarket' } as const satisfies Record<MarketPosition, string>;
const MARKET_POSITION_CLASSES: Record<MarketPosition, string> = {
  below: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  fair: 'bg-sky-50 text-sky-800 ring-sky-200',
  above: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** One AI-matched product: the card, its score in its colour band, 2 reasons (none repeating the market chip: search-products.ts), the lifestyle sentence and the market position. */
export function MatchResultCard({ product, match, eager }: { product: CatalogProduct; match: AiMatch | undefined; eager?: boolean }) {
  // A listing without a price ("Contact for price") has no place against the market.
  const position = product.price.amount > 0 ? match?.pricingInsight?.marketPosition : undefined;
  const median = match?.pricingInsight?.medianPrice;
  const t = useWords(discoverWords);
  return (
    <MatchedProduct product={product} match={match} eager={eager} sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw">
      {(match?.lifestyleMatch || position) && (
        <div className="space-y-1.5 px-0.5">
          {match?.lifestyleMatch && (
            <p className="flex items-start gap-1 text-xs leading-snug text-slate-700 italic">
              <SparklesIcon size={12} className="mt-0.5 shrink-0 text-brand-600" />
              <span>{match.lifestyleMatch}</span>
            </p>
          )}
          {position && MARKET_POSITION_WORDS[position] && (
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs">
              <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ring-1', MARKET_POSITION_CLASSES[position])}>
                <TagIcon size={12} /> {t[MARKET_POSITION_WORDS[position]]}
              </span>
              {typeof median === 'number' && median > 0 && match && <span className="text-slate-500">{t.typical({ price: displayPrice(median, match.pricingInsight.currency) })}</span>}
            </p>
          )}
        </div>
      )}
    </MatchedProduct>
  );
}
