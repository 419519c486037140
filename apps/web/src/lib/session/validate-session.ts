import { ApiError } from '../api/api-error.ts';
import { endSession } from './end-session.ts';
import { getCurrentUser } from './get-current-user.ts';
import { sessionStore } from './session.ts';

/**
 * doc 1 §4.1: a restored session is checked in the background. The server refusing it logs
 * out; a network error (or a server fault) keeps it.
 */
export async function validateStoredSession(): Promise<void> {
  if (sessionStore.getSnapshot().status !== 'authenticated') return;
  try {
    await getCurrentUser();
  } catch (error) {
    const refused = !(error instanceof ApiError) || (error.status >= 400 && error.status < 500);
    if (refused && sessionStore.getSnapshot().status === 'authenticated') endSession();
  }
}
