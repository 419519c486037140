import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { AdminVerification } from '@sokoni/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type VerificationDecision = { userId: string; approve: boolean } & ApiBodyOf<'POST /admin/verifications/:userId/approve'>;

/** POST /admin/verifications/{userId}/approve|reject {reason?} → the server's message. */
export async function reviewVerification({ userId, approve, reason }: VerificationDecision): Promise<string | undefined> {
  const body = reason ? { reason } : {};
  const { message } = approve
    ? await api.post('/admin/verifications/:userId/approve', body, { params: { userId } })
    : await api.post('/admin/verifications/:userId/reject', body, { params: { userId } });
  return message;
}

/** The submission leaves the queue once decided (the queue lists pending ones only). */
export function useReviewVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewVerification,
    onSuccess: (_message, { userId }) => applyAction<AdminVerification>(client, 'verifications', (row) => (row.user.id === userId ? null : row)),
  });
}
