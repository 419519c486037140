import type { I18n, Translations } from '@nanostores/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { language } from './language.ts';
import type { WordsStore } from './words-type.ts';

export type { Words, WordsStore } from './words-type.ts';

type Transformed = { input: unknown; transform: (code: string, input: unknown, args: unknown[]) => unknown };
const isTransformed = (value: unknown): value is Transformed => typeof value === 'object' && value !== null && 'transform' in value;

/** Each component's hand-over to the library, once it is loaded. */
const defined: Array<(define: I18n) => void> = [];
/** The English every language translates, by component (what words.test.ts checks the catalogs against). */
export const ENGLISH: Record<string, Translations> = {};

let library: Promise<I18n> | null = null;
let define: I18n | null = null;

/**
 * English is the components' own words, with `params`/`count` applied here, so an English
 * user's first load carries no i18n library; the first other language loads @nanostores/i18n
 * (and that language's words) and every component's words follow it from then on.
 */
function loadLibrary(): Promise<I18n> {
  library ??= import('./translations.ts').then(async ({ startTranslations }) => {
    define = await startTranslations();
    for (const translated of defined) translated(define);
    return define;
  });
  return library;
}

function english<Body extends Translations>(base: Body): Body {
  const words: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    if (isTransformed(value)) words[key] = (...args: unknown[]) => value.transform(DEFAULT_LANGUAGE, value.input, args);
  }
  return words as Body;
}

/**
 * `i18n('component', { key: 'English' })`: that component's words in the current language (read
 * with useWords); `params` and `count` from @nanostores/i18n for {slots} and plural forms.
 */
export function i18n<Body extends Translations>(component: string, base: Body): WordsStore<Body> {
  let current = english(base);
  const listeners = new Set<() => void>();
  const translated = (library: I18n) => {
    const store = library(component, base);
    const follow = () => {
      current = store.get();
      listeners.forEach((listener) => listener());
    };
    store.listen(follow);
    follow();
  };
  ENGLISH[component] = base;
  defined.push(translated);
  if (define) translated(define);
  return {
    get: () => current,
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Before the first render: a language other than English has the library and its words loaded
 * first, so a siSwati speaker never sees the app flash English. English waits for nothing.
 */
export function wordsReady(): Promise<unknown> {
  return language.get() === DEFAULT_LANGUAGE ? Promise.resolve() : loadLibrary().catch(() => undefined);
}

/**
 * `code` spoken and every word in it in place (the components' and the contracts' messages): for
 * the server's first paint, which renders at once after (render-first-paint.tsx).
 */
export async function speakNow(code: Language): Promise<void> {
  language.set(code);
  if (!define && code === DEFAULT_LANGUAGE) return;
  const library = await loadLibrary();
  if (library.loading.get()) await new Promise<void>((resolve) => {
    const stop = library.loading.listen((loading) => {
      if (loading) return;
      stop();
      resolve();
    });
  });
  await (await import('./translations.ts')).contractWordsFollowed();
}

// Choosing another language later loads the library then.
language.listen((code) => {
  if (code !== DEFAULT_LANGUAGE) void loadLibrary();
});
