import type { resendOtpBody } from '@sokoni/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api.ts';

export type ResendOtpBody = z.input<typeof resendOtpBody>;

/** POST /auth/resend-otp (type signup or password_reset). */
export async function resendOtp(body: ResendOtpBody): Promise<{ message?: string }> {
  const { message } = await api.post('/auth/resend-otp', body);
  return { message };
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
