import type { resetPasswordBody } from '@sokoni/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api.ts';

export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST /auth/reset-password with the token from verify-forgot-password. */
export async function resetPassword(body: ResetPasswordBody): Promise<{ message?: string }> {
  const { message } = await api.post('/auth/reset-password', body);
  return { message };
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
