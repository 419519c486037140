import { CATEGORIES, SHOP_CATEGORIES } from '@sokoni/contracts/catalog';
import { i18n } from '@/lib/i18n/i18n.ts';
import { COUNTRY_NAMES } from './country-names.ts';

/** A taxonomy name's stable key in the language catalogs: 'Bakkies & Trucks' → 'bakkies-trucks'. */
export const taxonomyKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');


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
