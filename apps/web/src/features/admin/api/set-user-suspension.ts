import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { AdminUser } from '@sokoni/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type SuspensionChange = { userId: string; suspend: boolean } & ApiBodyOf<'POST /admin/users/:id/suspend'>;

/** POST /admin/users/{id}/suspend|restore {reason?} → the account as it is now and the server's message. */
export async function setUserSuspension({ userId, suspend, reason }: SuspensionChange) {
  const body = reason ? { reason } : {};
  const { data, message } = suspend
    ? await api.post('/admin/users/:id/suspend', body, { params: { id: userId } })
    : await api.post('/admin/users/:id/restore', body, { params: { id: userId } });
  return { user: data.user, message };
}

export function useSetUserSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserSuspension,
    onSuccess: ({ user }) => applyAction<AdminUser>(client, 'users', (row) => (row.id === user.id ? user : row)),
  });
}
