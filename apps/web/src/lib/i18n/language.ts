import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { chooseLanguage } from './choose-language.ts';

/** A guest's choice, kept on the device; an account's lives on the account (PUT /users/me). */
export const LANGUAGE_STORAGE_KEY = 'sokoni.language';

const inBrowser = typeof window !== 'undefined';

/** This device's choice, else the browser's; the account's language is set over it by lib/session. */
function startingLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  return chooseLanguage({ stored: localStorage.getItem(LANGUAGE_STORAGE_KEY), browser: navigator.languages ?? [navigator.language] });
}

type Listener = (code: Language) => void;

/**
 * The language the app speaks now: a store with nanostores' get/listen/subscribe, which is what
 * @nanostores/i18n reads, written out so that English pays nothing for the library.
 */
function languageStore(initial: Language) {
  let value = initial;
  const listeners = new Set<Listener>();
  const store = {
    get: () => value,
    set(code: Language) {
      if (code === value) return;
      value = code;
      listeners.forEach((listener) => listener(code));
    },
    listen(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribe(listener: Listener) {
      listener(value);
      return store.listen(listener);
    },
  };
  return store;
}

export const language = languageStore(startingLanguage());

if (inBrowser) {
  // Screen readers and axe read the page's language from <html lang>. Written only when it
  // changes: writing it at all makes the browser restyle the whole page (a long task on a phone).
  language.subscribe((code) => {
    if (document.documentElement.lang !== code) document.documentElement.lang = code;
  });
}
