import { CATEGORIES } from '@sokoni/contracts/catalog';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { COUNTRY_NAMES } from './country-names.ts';
import { taxonomyKey } from './taxonomy-words.ts';

type Names = Readonly<Record<string, string>>;
/** The current language's words for each part of the taxonomy (the i18n stores' values). */
export type TaxonomyWords = { categories: Names; subcategories: Names; shopCategories: Names; countries: Names };
type Location = { city?: string | null; country?: string | null } | null | undefined;

/** What a screen shows for a category, subcategory, shop category or country, in the current language. */
export type Taxonomy = {
  /** A category's slug or its English name. */
  category: (slugOrName: string) => string;
  subcategory: (name: string) => string;
  shopCategory: (name: string) => string;
  /** An English country name or an ISO code; or a country the API named, `{ code, name }` (English, and where no name is known, says its name). */
  country: (country: string | { code: string; name: string }) => string;
  /** 'Mbabane, Eswatini': a shop's town and country, the country in the current language. */
  place: (location: Location) => string;
};

const byName = (name: string) => name.trim().toLowerCase();
const slugOf = (name: string) => CATEGORIES.find((c) => byName(c.name) === byName(name))?.slug;
const codeOf = (name: string) => Object.entries(COUNTRY_NAMES).find(([, english]) => byName(english) === byName(name))?.[0] ?? name.trim().toUpperCase();

let regions: { language: string; names?: Intl.DisplayNames } | undefined;
/** The browser's own name for a country, where it has the language's data (Chromium has sw and zu, not ss). */
function browserCountryName(code: string, language: string): string | undefined {
  try {
    if (regions?.language !== language) {
      const names = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' });
      regions = { language, names: language !== DEFAULT_LANGUAGE && names.resolvedOptions().locale.startsWith(language) ? names : undefined };
    }
    return regions.names?.of(code);
  } catch {
    return undefined; // not a region code, or no Intl.DisplayNames
  }
}

/** Names in `words`; a value the taxonomy does not know (a category added on the server) shows as it came. */
export function taxonomyIn(words: TaxonomyWords, language: string): Taxonomy {
  const find = (names: Names, key = '') => (Object.hasOwn(names, key) ? names[key] : undefined);
  const country = (value: string | { code: string; name: string }) => {
    if (typeof value !== 'string') return language === DEFAULT_LANGUAGE ? value.name : (find(words.countries, value.code) ?? browserCountryName(value.code, language) ?? value.name);
    const code = codeOf(value);
    return find(words.countries, code) ?? browserCountryName(code, language) ?? value;
  };
  return {
    category: (value) => find(words.categories, value) ?? find(words.categories, slugOf(value)) ?? value,
    subcategory: (value) => find(words.subcategories, taxonomyKey(value)) ?? value,
    shopCategory: (value) => find(words.shopCategories, taxonomyKey(value)) ?? value,
    country,
    place: (location) => [location?.city, location?.country && country(location.country)].filter(Boolean).join(', '),
  };
}
