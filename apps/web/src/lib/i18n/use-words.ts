import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { language } from './language.ts';

/** A component's words (an `i18n(...)` store), re-rendered when the language changes or its words arrive. */
export function useWords<T>(words: ReadableAtom<T>): T {
  return useSyncExternalStore(words.listen, words.get, words.get);
}

/** The language the app speaks now. */
export function useLanguage() {
  return useSyncExternalStore(language.listen, language.get, language.get);
}
