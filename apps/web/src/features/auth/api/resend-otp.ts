import type { resendOtpBody } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rememberCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { api } from '@/lib/api/api.ts';

export type ResendOtpBody = z.input<typeof resendOtpBody>;

/** POST /auth/resend-otp (type signup or password_reset). */
export async function resendOtp(body: ResendOtpBody): Promise<{ channel?: CodeChannel; message?: string }> {
  const { data, message } = await api.post('/auth/resend-otp', body);
  return { channel: data?.channel, message };
}

export function useResendOtp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendOtp, onSuccess: ({ channel }) => rememberCodeChannel(queryClient, channel) });
}
