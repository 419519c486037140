import { CATEGORIES } from '@sokoni/contracts/catalog';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { COUNTRY_NAMES, taxonomyKey } from './taxonomy-words.ts';

type Names = Readonly<Record<string, string>>;
/** The current language's words for each part of the taxonomy (the i18n stores' values). */
export type TaxonomyWords = { categories: Names; subcategories: Names; shopCategories: Names; countries: Names };

/** What a screen shows for a category, subcategory, shop category or country, in the current language. */
export type Taxonomy = {
  /** A category's slug or its English name. */
  category: (slugOrName: string) => string;
  subcategory: (name: string) => string;
  shopCategory: (name: string) => string;
  /** An ISO code or an English country name; or a country the API named (its name where the taxonomy has none). */
  country: (country: string | { code: string; name: string }) => string;
  /** 'Mbabane, Eswatini': a shop's town and country, the country in the current language. */
  place: (location: { city?: string | null; country?: string | null } | null | undefined) => string;
};

const slugByName = new Map<string, string>(CATEGORIES.map((c) => [c.name.toLowerCase(), c.slug]));
const codeByName = new Map<string, string>(Object.entries(COUNTRY_NAMES).map(([code, name]) => [name.toLowerCase(), code]));

/** The browser's own name for a country, where it has the language's data (Chromium has sw and zu, not ss). */
function browserCountryName(code: string, language: string): string | undefined {
  if (language === DEFAULT_LANGUAGE || !/^[A-Z]{2}$/.test(code) || typeof Intl.DisplayNames !== 'function') return undefined;
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    if (names.resolvedOptions().locale.split('-')[0] !== language) return undefined;
    return names.of(code);
  } catch {
    return undefined;
  }
}

/** Names in `words`; a value the taxonomy does not know (a category added on the server) shows as it came. */
export function taxonomyIn(words: TaxonomyWords, language: string): Taxonomy {
  const find = (names: Names, key: string | undefined) => (key !== undefined && Object.hasOwn(names, key) ? names[key] : undefined);
  const country = (value: string | { code: string; name: string }) => {
    if (typeof value !== 'string') return language === DEFAULT_LANGUAGE ? value.name : (find(words.countries, value.code) ?? browserCountryName(value.code, language) ?? value.name);
    const code = codeByName.get(value.trim().toLowerCase()) ?? value.trim().toUpperCase();
    return find(words.countries, code) ?? browserCountryName(code, language) ?? value;
  };
  return {
    category: (value) => find(words.categories, value) ?? find(words.categories, slugByName.get(value.trim().toLowerCase())) ?? value,
    subcategory: (value) => find(words.subcategories, taxonomyKey(value)) ?? value,
    shopCategory: (value) => find(words.shopCategories, taxonomyKey(value)) ?? value,
    country,
    place: (location) => [location?.city, location?.country && country(location.country)].filter(Boolean).join(', '),
  };
}
