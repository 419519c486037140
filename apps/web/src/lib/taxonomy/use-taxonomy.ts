import { categoryName } from '@sokoni/contracts/catalog';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { language } from '@/lib/i18n/language.ts';
import { useLanguage, useWords } from '@/lib/i18n/use-words.ts';
import type { Taxonomy } from './taxonomy.ts';

const asGiven = (name: string) => name;

/** English: the names as the contracts and the API write them (an ISO code alone stays a code). */
const ENGLISH: Taxonomy = {
  category: categoryName,
  subcategory: asGiven,
  shopCategory: asGiven,
  country: (country) => (typeof country === 'string' ? country : country.name),
  place: (location) => [location?.city, location?.country].filter(Boolean).join(', '),
};

let translated: Taxonomy | undefined;
const listeners = new Set<() => void>();
/** The current language's names, once they have loaded (a store as useWords reads one). */
const translatedStore = {
  get: () => translated,
  listen(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

// The other languages' names (their tables and lookups) load when a screen first shows a name in
// another language, so an English first load carries none of them (nor any start-up work).
let following: Promise<void> | undefined;
function follow() {
  following ??= import('./translated-taxonomy.ts')
    .then(({ followTaxonomy }) =>
      followTaxonomy((taxonomy) => {
        translated = taxonomy;
        listeners.forEach((listener) => listener());
      }),
    )
    .catch(() => {
      following = undefined; // offline: English names until the next change of language
    });
}

/**
 * Resolves once the names in the language the app speaks now are in (at once in English): a
 * page's first render, and the server's paint of it, then show them rather than English ones.
 */
export function taxonomyReady(): Promise<void> {
  if (language.get() === DEFAULT_LANGUAGE) return Promise.resolve();
  follow();
  return following ?? Promise.resolve();
}

/** Category, subcategory, shop-category and country names in the language the app speaks now (issue 29). */
export function useTaxonomy(): Taxonomy {
  const code = useLanguage();
  const names = useWords(translatedStore);
  const english = code === DEFAULT_LANGUAGE;
  useEffect(() => {
    if (!english) follow();
  }, [english]);
  return english || !names ? ENGLISH : names;
}
