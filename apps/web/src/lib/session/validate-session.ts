import { ApiError } from '../api/api-error.ts';
import { endSession } from './end-session.ts';
import { getCurrentUser } from './get-current-user.ts';
import { sessionStore } from './session.ts';

/**
 * Whether the check's failure is the server refusing the session (a 4xx). A network error, a
 * server fault, or the request cut off by the tab navigating away (an AbortError: a tab that
 * signed everyone out as it closed would sign out every other tab too) is not.
 */
export function serverRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * doc 1 §4.1: a restored session is checked in the background. The server refusing it logs
 * out; anything else keeps it.
 */
export async function validateStoredSession(): Promise<void> {
  if (sessionStore.getSnapshot().status !== 'authenticated') return;
  try {
    await getCurrentUser();
  } catch (error) {
    if (serverRefused(error) && sessionStore.getSnapshot().status === 'authenticated') endSession();
  }
}
