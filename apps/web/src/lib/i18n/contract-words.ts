import type { WordsStore } from './words-type.ts';

type Say = (english: string) => string;
const asIs: Say = (english) => english;

let say: Say = asIs;
const listeners = new Set<() => void>();

/**
 * The contracts package's English that the web shows itself (a rule's message, a client-side
 * check) in the current language: the same catalogs the server answers with, keyed by the English
 * (packages/contracts/src/words). English is the messages themselves; another language's
 * translator arrives with its words chunk (translations.ts).
 */
export const contractWords: WordsStore<Say> = {
  get: () => say,
  listen(listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Set by translations.ts when a language's words are in (English: the messages as they are). */
export function speakContractWords(next: Say | null): void {
  say = next ?? asIs;
  listeners.forEach((listener) => listener());
}
