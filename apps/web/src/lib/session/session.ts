import { createSessionStore } from './session-store.ts';

/** The app's one session, backed by localStorage. */
export const sessionStore = createSessionStore(window.localStorage);
