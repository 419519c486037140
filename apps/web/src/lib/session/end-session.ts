import { dispatchLogoutEvent } from '../events/app-events.ts';
import { queryClient } from '../query/query-client.ts';
import { queryKeys } from '../query/query-keys.ts';
import { refreshHandoff, sessionStore } from './session.ts';

/** doc 1 §4.1: logout clears tokens, user and shop, and fires auth:logout. */
export function endSession(): void {
  const wasSignedIn = sessionStore.getSnapshot().status === 'authenticated';
  sessionStore.clear();
  void refreshHandoff.clear();
  // The next person on this browser must not glimpse this one's profile or settings.
  for (const queryKey of [queryKeys.users.all, queryKeys.notificationSettings.all, queryKeys.verification.all]) queryClient.removeQueries({ queryKey });
  if (wasSignedIn) dispatchLogoutEvent();
}
