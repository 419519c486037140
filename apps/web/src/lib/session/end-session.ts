import { dispatchLogoutEvent } from '../events/app-events.ts';
import { queryClient } from '../query/query-client.ts';
import { sessionStore } from './session.ts';

/** doc 1 §4.1: logout clears tokens, user and shop, and fires auth:logout. */
export function endSession(): void {
  const wasSignedIn = sessionStore.getSnapshot().status === 'authenticated';
  sessionStore.clear();
  queryClient.removeQueries({ queryKey: ['users'] });
  if (wasSignedIn) dispatchLogoutEvent();
}
