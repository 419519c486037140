import { SIGNED_IN_HINT_COOKIE } from '@sokoni/contracts/constants';
import { language } from '../i18n/language.ts';
import { createRefreshHandoff } from './refresh-handoff.ts';
import { createSessionStore } from './session-store.ts';

// The server's static first paint renders components that read the session (a guest's: none).
const inBrowser = typeof window !== 'undefined';

/** The app's one session, backed by localStorage. */
export const sessionStore = createSessionStore(inBrowser ? window.localStorage : noStorage());

/** Where a refreshed pair is handed to the app's other tabs (IndexedDB). */
export const refreshHandoff = createRefreshHandoff(inBrowser && typeof indexedDB !== 'undefined');

function noStorage(): Storage {
  return { length: 0, clear() {}, getItem: () => null, key: () => null, removeItem() {}, setItem() {} };
}

/** Keeps the signed-in hint cookie (no credential in it) in step with the session. */
function writeSignedInHint(): void {
  if (!inBrowser) return;
  const signedIn = sessionStore.getSnapshot().status === 'authenticated';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? 31_536_000 : 0}; samesite=lax`;
}
writeSignedInHint();
sessionStore.subscribe(writeSignedInHint);

/** An account that has chosen a language (issue 29) speaks it, from the start and on signing in here or in another tab. */
function speakAccountLanguage(): void {
  const session = sessionStore.getSnapshot();
  if (session.status === 'authenticated' && session.user.language) language.set(session.user.language);
}
speakAccountLanguage();
sessionStore.subscribe(speakAccountLanguage);
