import { SIGNED_IN_HINT_COOKIE } from '@sokoni/contracts/constants';
import { createSessionStore } from './session-store.ts';

/** The app's one session, backed by localStorage. */
export const sessionStore = createSessionStore(window.localStorage);

/** Keeps the signed-in hint cookie (no credential in it) in step with the session. */
function writeSignedInHint(): void {
  const signedIn = sessionStore.getSnapshot().status === 'authenticated';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? 31_536_000 : 0}; samesite=lax`;
}
writeSignedInHint();
sessionStore.subscribe(writeSignedInHint);
