import { useSyncExternalStore } from 'react';
import type { Session } from './session-store.ts';
import { sessionStore } from './session.ts';

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
