import { RATES_TO_BASE } from '../../../platform/db/tables/currency-rates.ts';
import { formatPrice } from '@sokoni/contracts/money';
import type { ShopperCountry, ShopperQuery } from './shopper-query.ts';

const CURRENCY_OF: Readonly<Record<ShopperCountry, string>> = { SZ: 'SZL', ZA: 'ZAR', KE: 'KES' };
const BIGGEST_TOWN: Readonly<Record<string, string>> = { SZL: 'Manzini', ZAR: 'Johannesburg', KES: 'Nairobi' };

/** An amount in lilangeni as a round amount of another currency (E2,000 → KSh 15,000). */
function localAmount(lilangeni: number, currency: string): number {
  const rate = RATES_TO_BASE[currency];
  if (!rate || rate === 1) return lilangeni;
  const amount = lilangeni / rate;
  const step = 5 * 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.max(step, Math.round(amount / step) * step);
}

/** A message with nothing to search by: it names no category, brand, price or word of substance. */
export function isVague(q: ShopperQuery): boolean {
  return !q.category && q.keywords.length === 0 && q.brands.length === 0 && q.models.length === 0 && q.priceMin === undefined && q.priceMax === undefined;
}

/** The money and town the example searches name: E2,000 and E5,000 in the buyer's currency, their town or the biggest one. */
export function exampleSearchTerms(q: ShopperQuery, defaultCurrency?: string): { price: { phone: string; sofa: string }; town: string | undefined } {
  const currency = (q.currency ?? (q.country ? CURRENCY_OF[q.country] : undefined) ?? defaultCurrency ?? 'SZL').toUpperCase();
  const amount = (lilangeni: number) => formatPrice(localAmount(lilangeni, currency), currency, { cents: 'if-any' });
  return { price: { phone: amount(2000), sofa: amount(5000) }, town: q.city ?? BIGGEST_TOWN[currency] };
}

/** Example searches to offer a vague message, in the buyer's money and town. */
export function clarifyingSuggestions(q: ShopperQuery, defaultCurrency?: string): string[] {
  const { price, town } = exampleSearchTerms(q, defaultCurrency);
  return [`Phones under ${price.phone}`, town ? `Used cars in ${town}` : 'Used cars near you', 'Sneakers size 9', `Sofas under ${price.sofa}`];
}
