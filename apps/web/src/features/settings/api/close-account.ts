import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { api } from '@/lib/api/api.ts';

export type AccountClosure = 'deactivate' | 'delete';

/**
 * POST /users/me/deactivate or /users/me/delete {reason} → the server's message, else doc 2 §7's
 * default: signing in again reactivates a deactivated account; a deleted one is purged after 90 days.
 */
export async function closeAccount(kind: AccountClosure, reason: string | undefined): Promise<string> {
  const body = reason ? { reason } : {};
  const { message } = kind === 'deactivate' ? await api.post('/users/me/deactivate', body) : await api.post('/users/me/delete', body);
  return message ?? (kind === 'deactivate' ? ACCOUNT_MESSAGES.deactivated : ACCOUNT_MESSAGES.deleted);
}
