import type { CategorySlug, ProductCondition, ProductSort } from '@sokoni/contracts/catalog';

/** The markets the assistant knows towns of. */
export type ShopperCountry = 'SZ' | 'ZA' | 'KE';
export type Budget = 'cheap' | 'premium';

/** What a buyer asked for, as search filters. */
export type ShopperQuery = {
  /** Words left for full-text search: no stop words, nor words that became a filter. */
  keywords: string[];
  category?: CategorySlug;
  subcategory?: string;
  priceMin?: number;
  priceMax?: number;
  /** ISO code (SZL, ZAR, KES, USD), only when the buyer wrote one; the service applies its default. */
  currency?: string;
  budget?: Budget;
  condition?: ProductCondition;
  /** Canonical brand and vehicle make names, as the catalog writes them. */
  brands: string[];
  models: string[];
  colours: string[];
  sizes: string[];
  yearMin?: number;
  yearMax?: number;
  mileageMaxKm?: number;
  city?: string;
  country?: ShopperCountry;
  nearMe?: boolean;
  sort?: ProductSort;
};

export type ParsedTurn = {
  /** For a refinement: the previous query with the change applied. */
  query: ShopperQuery;
  /** refine = a follow-up that changes the previous search. */
  kind: 'new' | 'refine';
  /** Follow-up operations the service resolves against the last results. */
  cheaper?: boolean;
  /** "more like the second one": 1-based position in the last results. */
  moreLikeIndex?: number;
  /** Too vague to search ("hi", "something nice", "help me"). */
  needsClarification: boolean;
  /** Short example searches to offer when vague (empty otherwise). */
  clarifyingSuggestions: string[];
};

export type ParseContext = { previous?: ShopperQuery; defaultCurrency?: string };

/** The query without keys whose value is undefined (stable to compare and to log). */
export function withoutUndefined(q: ShopperQuery): ShopperQuery {
  const out = { ...q };
  for (const key of Object.keys(out) as (keyof ShopperQuery)[]) if (out[key] === undefined) delete out[key];
  return out;
}
