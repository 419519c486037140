import { createI18n } from '@nanostores/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { language } from './language.ts';

/** A language's words: component → key → words (or plural forms for a `count`). */
export type Catalog = { WORDS: Words };
export type Words = Readonly<Record<string, Readonly<Record<string, string | Readonly<Record<string, string>>>>>>;

// One chunk per language, fetched only by those who speak it: English is the components' own words.
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  ss: () => import('./words/ss.ts'),
  zu: () => import('./words/zu.ts'),
  sw: () => import('./words/sw.ts'),
};

/** Every component asked for gets an entry, even one not translated yet: the library waits for each. */
async function loadWords(code: Language, components: readonly string[] = []): Promise<Words> {
  const words = code === DEFAULT_LANGUAGE ? {} : (await CATALOGS[code as Exclude<Language, 'en'>]()).WORDS;
  return { ...Object.fromEntries(components.map((name) => [name, {}])), ...words };
}

/**
 * `i18n(component, { key: 'English' })` gives a store of that component's words in the current
 * language (see useWords); `params` and `count` from @nanostores/i18n for slots and plurals.
 */
export const i18n = createI18n(language, { baseLocale: DEFAULT_LANGUAGE, get: (code, components) => loadWords(code, components) as never });

/**
 * The current language's words before the first render, so a siSwati speaker never sees the app
 * flash English first (nothing to wait for in English).
 */
export async function wordsReady(): Promise<void> {
  const code = language.get();
  if (code === DEFAULT_LANGUAGE || i18n.cache[code]) return;
  i18n.cache[code] = (await loadWords(code).catch(() => ({}))) as never;
}
