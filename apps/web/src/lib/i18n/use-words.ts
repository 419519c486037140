import { useSyncExternalStore } from 'react';
import { contractWords } from './contract-words.ts';
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

/** `say(CHAT_MESSAGES.tooLong)`: a contracts message the web shows itself, in the current language. */
export function useSay(): (english: string) => string {
  return useWords(contractWords);
}
