import type { forgotPasswordBody } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rememberCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { api } from '@/lib/api/api.ts';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** POST /auth/forgot-password: sends a password_reset code. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<{ channel?: CodeChannel; message?: string }> {
  const { data, message } = await api.post('/auth/forgot-password', body);
  return { channel: data?.channel, message };
}

export function useForgotPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forgotPassword, onSuccess: ({ channel }) => rememberCodeChannel(queryClient, channel) });
}
