import type { Language } from '@sokoni/contracts/languages';
import { api } from '@/lib/api/api.ts';
import { queryClient } from '@/lib/query/query-client.ts';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { language, rememberLanguage } from './language.ts';

/**
 * The picker's choice: spoken at once and kept on this device; for a signed-in user also stored on
 * the account (PUT /users/me), so notifications, pushes and texts follow it. If the account cannot
 * be told, the app goes back to the language it spoke.
 */
export async function pickLanguage(code: Language): Promise<void> {
  const before = language.get();
  rememberLanguage(code);
  if (sessionStore.getSnapshot().status !== 'authenticated') return;
  try {
    const { data } = await api.put('/users/me', { language: code });
    applyCurrentUser(queryClient, data.user);
  } catch (error) {
    rememberLanguage(before);
    throw error;
  }
}
