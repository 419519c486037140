import type { PriceRange } from '@sokoni/contracts/catalog-replies';
import type { PriceSuggestion } from './types.ts';

/** Fewer comparable listings than this and the drafter suggests no price. */
export const MIN_COMPARABLES = 3;

/** Linear interpolation between closest ranks (R's type 7, a spreadsheet's QUARTILE) of sorted values. */
function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** 3 significant digits (E 12,345 → E 12,300), whole units at least: a suggestion, not an invoice. */
export function roundPrice(amount: number): number {
  if (amount <= 0) return 0;
  const step = Math.max(1, 10 ** (Math.floor(Math.log10(amount)) - 2));
  return Math.round(amount / step) * step;
}

/**
 * The median of comparable listings' prices with the middle half of them as the range; null when
 * too few listings (zero means "contact for price", so it is not a price).
 */
export function suggestPrice(prices: number[], currency: string): PriceSuggestion | null {
  const sorted = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b);
  if (sorted.length < MIN_COMPARABLES) return null;
  return {
    amount: roundPrice(quantile(sorted, 0.5)),
    currency,
    low: roundPrice(quantile(sorted, 0.25)),
    high: roundPrice(quantile(sorted, 0.75)),
    comparables: sorted.length,
  };
}

/** The suggestion as the seller's evidence: its range with the median, as listings store and send it. */
export function asPriceRange(price: PriceSuggestion): PriceRange {
  return { low: price.low, high: price.high, median: price.amount, comparables: price.comparables, currency: price.currency };
}
