import type { forgotPasswordBody } from '@sokoni/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api.ts';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** POST /auth/forgot-password: sends a password_reset code. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<{ message?: string }> {
  const { message } = await api.post('/auth/forgot-password', body);
  return { message };
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
