import type { HeldMedia } from '@sokoni/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type HeldMediaDecision = { id: string; release: boolean };

/** POST /admin/media-holds/{id}/release|remove → the server's message. */
export async function decideHeldMedia({ id, release }: HeldMediaDecision): Promise<string | undefined> {
  const { message } = release ? await api.post('/admin/media-holds/:id/release', {}, { params: { id } }) : await api.post('/admin/media-holds/:id/remove', {}, { params: { id } });
  return message;
}

/** A decided upload leaves the queue (it lists held ones only). */
export function useDecideHeldMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideHeldMedia,
    onSuccess: (_message, { id }) => applyAction<HeldMedia>(client, 'media', (row) => (row.id === id ? null : row)),
  });
}
