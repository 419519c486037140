import { DEFAULT_LANGUAGE, type Language } from '@sokoni/contracts/languages';
import { atom } from 'nanostores';
import { sessionStore } from '@/lib/session/session.ts';
import { chooseLanguage } from './choose-language.ts';

/** A guest's choice, kept on the device; an account's lives on the account (PUT /users/me). */
export const LANGUAGE_STORAGE_KEY = 'sokoni.language';

const inBrowser = typeof window !== 'undefined';

function accountLanguage(): Language | null {
  const session = sessionStore.getSnapshot();
  return session.status === 'authenticated' ? (session.user.language ?? null) : null;
}

function startingLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  return chooseLanguage({ account: accountLanguage(), stored: localStorage.getItem(LANGUAGE_STORAGE_KEY), browser: navigator.languages ?? [navigator.language] });
}

/** The language the app speaks now. */
export const language = atom<Language>(startingLanguage());

/** Chosen on this device: kept for the next visit (and for after signing out). */
export function rememberLanguage(code: Language): void {
  if (inBrowser) localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  language.set(code);
}

if (inBrowser) {
  // Screen readers and axe read the page's language from <html lang>.
  language.subscribe((code) => {
    document.documentElement.lang = code;
  });
  // Signing in to an account that has chosen a language (here or in another tab) speaks it.
  sessionStore.subscribe(() => {
    const code = accountLanguage();
    if (code && code !== language.get()) language.set(code);
  });
}
