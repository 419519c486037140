import type { ResetTokenReply, verifyForgotPasswordBody } from '@sokoni/contracts/auth';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api.ts';
import type { ApiResult } from '@/lib/api/client.ts';

export type VerifyForgotPasswordBody = z.input<typeof verifyForgotPasswordBody>;

/** POST /auth/verify-forgot-password → the reset token (doc 1 §4.2: resetToken, or token). */
export async function verifyForgotPassword(body: VerifyForgotPasswordBody): Promise<{ resetToken: string; message?: string }> {
  const { data, message }: ApiResult<Partial<ResetTokenReply> | undefined> = await api.post('/auth/verify-forgot-password', body);
  const resetToken = data?.resetToken ?? data?.token;
  if (!resetToken) throw new Error(CLIENT_MESSAGES.invalidServerResponse);
  return { resetToken, message };
}

export function useVerifyForgotPassword() {
  return useMutation({ mutationFn: verifyForgotPassword });
}
