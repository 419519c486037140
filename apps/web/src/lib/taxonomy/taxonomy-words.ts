import { CATEGORIES, SHOP_CATEGORIES } from '@sokoni/contracts/catalog';
import { i18n } from '@/lib/i18n/i18n.ts';

/** A taxonomy name's stable key in the language catalogs: 'Bakkies & Trucks' → 'bakkies-trucks'. */
export const taxonomyKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The countries the app offers (the server's markets and the contracts' FALLBACK_COUNTRIES), by
 * ISO code, in the English the API and the pickers use for them.
 */
export const COUNTRY_NAMES = {
  SZ: 'Eswatini',
  ZA: 'South Africa',
  BW: 'Botswana',
  LS: 'Lesotho',
  MZ: 'Mozambique',
  NA: 'Namibia',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
  MW: 'Malawi',
  KE: 'Kenya',
  TZ: 'Tanzania',
  UG: 'Uganda',
  RW: 'Rwanda',
  US: 'United States',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  CA: 'Canada',
  AU: 'Australia',
} as const;

// The English is the contracts' own lists, so it stays word for word what the API and the forms say.
/** Product categories by slug. */
export const categoryWords = i18n('taxonomyCategories', Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.name])) as Record<string, string>);
/** Subcategories by taxonomyKey(name). */
export const subcategoryWords = i18n(
  'taxonomySubcategories',
  Object.fromEntries(CATEGORIES.flatMap((c) => c.subcategories.map((name) => [taxonomyKey(name), name]))) as Record<string, string>,
);
/** Shop categories by taxonomyKey(name). */
export const shopCategoryWords = i18n('taxonomyShopCategories', Object.fromEntries(SHOP_CATEGORIES.map((name) => [taxonomyKey(name), name])) as Record<string, string>);
/** Country names by ISO code. */
export const countryWords = i18n('taxonomyCountries', { ...COUNTRY_NAMES } as Record<string, string>);
