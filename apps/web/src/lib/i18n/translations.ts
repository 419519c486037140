import { createI18n, type I18n } from '@nanostores/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { translator, type Translations } from '@sokoni/contracts/words/translator';
import { speakContractWords } from './contract-words.ts';
import type { Words } from './words-type.ts';
import { keepInCookie } from './language-cookie.ts';
import { language } from './language.ts';

type Catalog = { WORDS: Words; CONTRACT_WORDS: Translations };
type Other = Exclude<Language, 'en'>;

// One chunk per language, fetched only by those who speak it: English is the components' own words.
const CATALOGS: Record<Other, () => Promise<Catalog>> = {
  ss: () => import('./words/ss/index.ts'),
  zu: () => import('./words/zu/index.ts'),
  sw: () => import('./words/sw/index.ts'),
};

const translators = new Map<string, (english: string) => string>();
let followed: Promise<void> = Promise.resolve();

/** Settles once the contracts' messages speak the language set last. */
export const contractWordsFollowed = () => followed;

/** The contracts' messages follow the language the app speaks now, once its chunk is in. */
async function followContractWords(code: Language): Promise<void> {
  if (code === DEFAULT_LANGUAGE) return speakContractWords(null);
  const catalog = await CATALOGS[code as Other]();
  if (!translators.has(code)) translators.set(code, translator(catalog.CONTRACT_WORDS));
  if (language.get() === code) speakContractWords(translators.get(code)!);
}

/** Every component asked for gets an entry, even one not translated yet: the library waits for each. */
async function loadWords(code: string, components: readonly string[]): Promise<Words> {
  const words = code === DEFAULT_LANGUAGE ? {} : (await CATALOGS[code as Other]()).WORDS;
  return { ...Object.fromEntries(components.map((name) => [name, {}])), ...words };
}

/**
 * @nanostores/i18n over the app's language, loaded the first time the app speaks anything but
 * English; the current language's words are in its cache before any component is defined.
 */
export async function startTranslations(): Promise<I18n> {
  const code = language.get();
  const cache = code === DEFAULT_LANGUAGE ? {} : { [code]: await loadWords(code, []).catch(() => ({})) };
  await followContractWords(code).catch(() => undefined);
  keepInCookie(code);
  language.listen((next) => {
    followed = followContractWords(next).catch(() => undefined);
    keepInCookie(next);
  });
  return createI18n(language as never, { baseLocale: DEFAULT_LANGUAGE, cache: cache as never, get: (next, components) => loadWords(next, components) as never });
}
