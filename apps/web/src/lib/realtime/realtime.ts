import { tokenManager } from '../api/api.ts';
import { sessionStore } from '../session/session.ts';
import { createRealtimeConnection } from './realtime-connection.ts';

/** The app's one realtime connection (Socket.IO, same origin), bound to the session. */
export const realtime = createRealtimeConnection({
  loadSocket: () => import('./socket-client.ts').then((m) => m.createSocket),
  currentUserId: () => {
    const session = sessionStore.getSnapshot();
    return session.status === 'authenticated' ? session.user.id : null;
  },
  subscribeSession: sessionStore.subscribe,
  getAccessToken: tokenManager.getAccessToken,
  refreshTokens: tokenManager.refresh,
  subscribeOnline: (listener) => {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
});

let stop: (() => void) | null = null;

/** Idempotent: the app calls it once at start-up; the connection then follows sign-in and sign-out. */
export function startRealtime(): void {
  stop ??= realtime.start();
}
