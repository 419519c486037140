import { toBasePrice } from '../../platform/db/tables/currency-rates.ts';
import { countryByCode, countryCodeOf } from '../countries/index.ts';
import type { RankQuery } from './ranking.ts';
import type { ResultOrder, SearchFilters } from './retrieval.ts';
import { describeQuery, itemWordsOf, nounOf, type ShopperQuery } from './understanding/index.ts';

export const emptyQuery = (): ShopperQuery => ({ keywords: [], brands: [], models: [], colours: [], sizes: [] });

/** The currency prices are meant in when the shopper names none: their market's. */
export function currencyOfCountry(country: string | null | undefined): string {
  const code = country ? countryCodeOf(country) : undefined;
  return (code && countryByCode(code)?.currency.code) || 'SZL';
}

/** A median kept in SZL, in the product's own currency. */
export const medianIn = (medianSzl: number | null, currency: string) => {
  const rate = toBasePrice(1, currency);
  return medianSzl === null || !rate ? null : Math.round(medianSzl / rate);
};

export const inSzl = (amount: number | undefined, currency: string) => (amount === undefined ? undefined : (toBasePrice(amount, currency) ?? amount));

/** The query with the currency its prices are meant in, so they read "E2,000", not "2,000". */
export const withCurrency = (q: ShopperQuery, defaultCurrency: string): ShopperQuery =>
  q.priceMin !== undefined || q.priceMax !== undefined ? { ...q, currency: q.currency ?? defaultCurrency } : q;

/** The asked kind with what was stated of it, in words, with and without its price ("laptops under KSh 20,000"). */
export function askedOf(q: ShopperQuery, defaultCurrency: string): { asked: string; askedAnyPrice: string; plural: boolean } {
  const items = itemWordsOf(q);
  const kindOnly = { ...q, keywords: items.slice(0, 1), sort: undefined, budget: undefined };
  // "beds or mattresses", not "beds, matching 'mattress'".
  const noun = nounOf(kindOnly);
  const nouns = [noun, ...items.slice(1).map((item) => nounOf({ ...kindOnly, keywords: [item] }))].join(' or ');
  const describe = (k: ShopperQuery) => describeQuery(k).replace(noun, nouns);
  return { asked: describe(withCurrency(kindOnly, defaultCurrency)), askedAnyPrice: describe({ ...kindOnly, priceMin: undefined, priceMax: undefined }), plural: /s$/.test(noun) };
}

/** What a search asks of candidates, and how it ranks them. */
export type Plan = { query: ShopperQuery; filters: SearchFilters; rank: RankQuery; order: ResultOrder };

/** A number a search can use: finite and not negative (an absurdly long one reads as Infinity). */
const usable = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined);

export function planOf(raw: ShopperQuery, defaultCurrency: string, nearCity: string | undefined): Plan {
  const query: ShopperQuery = { ...raw, priceMin: usable(raw.priceMin), priceMax: usable(raw.priceMax), yearMin: usable(raw.yearMin), yearMax: usable(raw.yearMax), mileageMaxKm: usable(raw.mileageMaxKm) };
  const currency = query.currency ?? defaultCurrency;
  const minPriceSzl = inSzl(query.priceMin, currency);
  const maxPriceSzl = inSzl(query.priceMax, currency);
  const city = query.city ?? (query.nearMe ? nearCity : undefined);
  const filters: SearchFilters = {
    category: query.category,
    subcategory: query.subcategory,
    minPriceSzl,
    maxPriceSzl,
    condition: query.condition,
    brands: query.brands,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    mileageMaxKm: query.mileageMaxKm,
    city,
    country: query.country,
  };
  // Keywords may be phrases ("water tank", "55-inch"): full text takes their words.
  const words = [...new Set([...query.keywords, ...query.models, ...query.colours].flatMap((k) => k.toLowerCase().split(/[\s-]+/)).filter(Boolean))];
  const rank: RankQuery = {
    words,
    category: query.category,
    subcategory: query.subcategory,
    minPriceSzl,
    maxPriceSzl,
    budget: query.budget,
    condition: query.condition,
    brands: query.brands,
    colours: query.colours,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    mileageMaxKm: query.mileageMaxKm,
    city,
    country: query.country,
    nearCity,
  };
  // "cheap" alone sorts by price; "cheap phone with a good camera" ranks the camera phones, cheap ones first among equals.
  const cheapOnly = query.budget === 'cheap' && query.sort === 'price-low';
  const order = cheapOnly && words.length ? 'relevance' : (query.sort ?? 'relevance');
  return { query, filters, rank, order };
}
