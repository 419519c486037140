import { toBasePrice } from '../../platform/db/tables/currency-rates.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { inSzl } from './search-plan.ts';
import type { parseQuery, ShopperQuery } from './understanding/index.ts';

/** The search a follow-up makes: "cheaper" and "more like the second one" lean on what was shown. */
export async function resolveFollowUp(
  deps: AssistantDeps,
  turn: ReturnType<typeof parseQuery>,
  lastIds: string[],
  defaultCurrency: string,
): Promise<{ query: ShopperQuery; exclude: string[] }> {
  const query = { ...turn.query };
  if (turn.kind !== 'refine') return { query, exclude: [] };
  const shown = lastIds.length ? await deps.cardsOf(lastIds) : [];
  if (turn.moreLikeIndex !== undefined) {
    const pick = shown[turn.moreLikeIndex - 1];
    if (pick) {
      const titleWords = pick.title.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
      return {
        query: { ...query, category: pick.category as ShopperQuery['category'], keywords: [...new Set([...titleWords.slice(0, 4), ...query.keywords])], brands: pick.brand ? [pick.brand] : query.brands },
        exclude: [pick.id],
      };
    }
  }
  if (turn.cheaper && shown.length) {
    const prices = shown
      .map((p) => (p.price.amount > 0 ? inSzl(p.price.amount, p.price.currency) : undefined))
      .filter((n): n is number => n !== undefined)
      .sort((a, b) => a - b);
    if (prices.length) {
      // Cheaper than the middle of what was shown (strictly: the same listing at the same price is not cheaper), in the shopper's currency.
      const middle = prices[Math.floor((prices.length - 1) / 2)]!;
      const currency = query.currency ?? defaultCurrency;
      const cap = Math.ceil(middle / (toBasePrice(1, currency) ?? 1)) - 1;
      query.priceMax = Math.min(query.priceMax ?? Infinity, cap);
      query.currency = currency;
      query.sort = query.sort ?? 'price-low';
    }
  }
  return { query, exclude: [] };
}
