import { useSyncExternalStore } from 'react';
import type { WordsStore } from './i18n.ts';
import { language } from './language.ts';

/** A component's words (an `i18n(...)` store), re-rendered when the language changes or its words arrive. */
export function useWords<T>(words: WordsStore<T>): T {
  return useSyncExternalStore(words.listen, words.get, words.get);
}

/** The language the app speaks now. */
export function useLanguage() {
  return useSyncExternalStore(language.listen, language.get, language.get);
}
