import { useSyncExternalStore } from 'react';
import type { Session } from './session-store.ts';
import { sessionStore } from './session.ts';

// The server paints pages for guests only: React takes its markup over as a guest's. A device with
// a session of its own re-renders with it right after; a guest's device has nothing to redo (the
// same snapshot, so React does not re-render the app at once, in one long task).
const GUEST: Session = { status: 'anonymous' };
const asPainted = (): Session => {
  const session = sessionStore.getSnapshot();
  return session.status === 'anonymous' ? session : GUEST;
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, asPainted);
}
