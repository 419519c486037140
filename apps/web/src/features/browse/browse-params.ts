import { PRODUCT_CONDITIONS, PRODUCT_SORTS, type ProductSort } from '@sokoni/contracts/catalog';
import { DEFAULT_COUNTRY_CODE } from '@sokoni/contracts/constants';
import type { ProductListParams } from '@/entities/product/types.ts';
import type { Session } from '@/lib/session/session-store.ts';

/** A guest's market is Eswatini, the product's home (the server's first paint assumes the same). */
export const GUEST_MARKET = { code: DEFAULT_COUNTRY_CODE, name: 'Eswatini' } as const;

/** The buyer's own market: their account's country, a guest's Eswatini. */
export const ownMarketOf = (session: Session): { code: string; name?: string } =>
  session.status === 'authenticated' && session.user.countryCode ? { code: session.user.countryCode, name: session.user.country } : GUEST_MARKET;

export type BrowseLayout = 'grid' | 'list';
/** `allCountries`: the buyer chose not to see their own market first (`?market=all`). */
export type BrowseState = { params: ProductListParams; layout: BrowseLayout; allCountries?: boolean };

/** Each sort's words in browse-words.ts. */
export const SORT_WORDS = { newest: 'newest', 'price-low': 'priceLow', 'price-high': 'priceHigh', popular: 'popular' } as const satisfies Record<ProductSort, string>;

/** The markets a buyer filters by (codes; the API also takes names). */
export const COUNTRY_OPTIONS = [
  ['SZ', 'Eswatini'],
  ['ZA', 'South Africa'],
  ['BW', 'Botswana'],
  ['LS', 'Lesotho'],
  ['MZ', 'Mozambique'],
  ['NA', 'Namibia'],
  ['ZM', 'Zambia'],
  ['MW', 'Malawi'],
  ['KE', 'Kenya'],
  ['TZ', 'Tanzania'],
  ['UG', 'Uganda'],
  ['RW', 'Rwanda'],
] as const;

const price = (value: string | undefined) => {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const oneOf = <T extends string>(list: readonly T[], value: string | undefined) => (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The browse screen's state from its URL query, so a reload or a shared link shows the same list. */
export function parseBrowseParams(query: Readonly<Record<string, string>>): BrowseState {
  const params: ProductListParams = {
    q: query.q?.trim() || undefined,
    sort: oneOf(PRODUCT_SORTS, query.sort),
    category: query.category || undefined,
    minPrice: price(query.minPrice),
    maxPrice: price(query.maxPrice),
    condition: oneOf(PRODUCT_CONDITIONS, query.condition),
    country: query.country || undefined,
  };
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ProductListParams;
  return { params: clean, layout: query.view === 'list' ? 'list' : 'grid', ...(query.market === 'all' ? { allCountries: true } : {}) };
}

/** Back to URL parameters (only what differs from the defaults). */
export function toBrowseQuery({ params, layout, allCountries }: BrowseState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || key === 'market' || (key === 'sort' && value === 'newest')) continue;
    query[key] = String(value);
  }
  if (layout === 'list') query.view = 'list';
  if (allCountries) query.market = 'all';
  return query;
}

/**
 * What the list asks the server: the buyer's own market first (the API's `market`) unless they
 * chose all countries or filtered by one country (which makes the ranking moot).
 */
export function toListParams({ params, allCountries }: BrowseState, ownMarket: string): ProductListParams {
  return allCountries || params.country ? params : { ...params, market: ownMarket };
}

export const FILTER_KEYS = ['category', 'minPrice', 'maxPrice', 'condition', 'country'] as const;

export function activeFilterCount(params: ProductListParams): number {
  return FILTER_KEYS.filter((key) => params[key] !== undefined).length;
}

export function withoutFilters(params: ProductListParams): ProductListParams {
  const next = { ...params };
  for (const key of FILTER_KEYS) delete next[key];
  return next;
}
