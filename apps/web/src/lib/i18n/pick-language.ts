import type { Language } from '@sokoni/contracts/languages';
import { api } from '@/lib/api/api.ts';
import { queryClient } from '@/lib/query/query-client.ts';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { keepInCookie } from './language-cookie.ts';
import { language, LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * Spoken at once and kept on this device (also for after signing out), and in the cookie the
 * server paints the next first screen by at once too, not only once the language's words have
 * arrived (a page opened before then came painted in the language left).
 */
function remember(code: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  keepInCookie(code);
  language.set(code);
}

/**
 * The picker's choice: for a signed-in user also stored on the account (PUT /users/me), so
 * notifications, pushes and texts follow it. If the account cannot be told, the app goes back to
 * the language it spoke.
 */
export async function pickLanguage(code: Language): Promise<void> {
  const before = language.get();
  remember(code);
  if (sessionStore.getSnapshot().status !== 'authenticated') return;
  try {
    const { data } = await api.put('/users/me', { language: code });
    applyCurrentUser(queryClient, data.user);
  } catch (error) {
    remember(before);
    throw error;
  }
}
