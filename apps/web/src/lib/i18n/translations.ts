import { createI18n, type I18n } from '@nanostores/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import type { Words } from './words-type.ts';
import { language } from './language.ts';

// One chunk per language, fetched only by those who speak it: English is the components' own words.
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ WORDS: Words }>> = {
  ss: () => import('./words/ss/index.ts'),
  zu: () => import('./words/zu/index.ts'),
  sw: () => import('./words/sw/index.ts'),
};

/** Every component asked for gets an entry, even one not translated yet: the library waits for each. */
async function loadWords(code: string, components: readonly string[]): Promise<Words> {
  const words = code === DEFAULT_LANGUAGE ? {} : (await CATALOGS[code as Exclude<Language, 'en'>]()).WORDS;
  return { ...Object.fromEntries(components.map((name) => [name, {}])), ...words };
}

/**
 * @nanostores/i18n over the app's language, loaded the first time the app speaks anything but
 * English; the current language's words are in its cache before any component is defined.
 */
export async function startTranslations(): Promise<I18n> {
  const code = language.get();
  const cache = code === DEFAULT_LANGUAGE ? {} : { [code]: await loadWords(code, []).catch(() => ({})) };
  return createI18n(language as never, { baseLocale: DEFAULT_LANGUAGE, cache: cache as never, get: (next, components) => loadWords(next, components) as never });
}
