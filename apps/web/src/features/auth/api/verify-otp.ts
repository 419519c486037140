import type { verifyOtpBody } from '@sokoni/contracts/auth';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { SESSION_RULE_MESSAGES } from '@sokoni/contracts/session-rules';
import type { User } from '@sokoni/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/api.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { completeSignIn } from '@/lib/session/sign-in.ts';

export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type VerifyOtpOutcome = { kind: 'signed-in'; user: User; message?: string } | { kind: 'user-updated'; message?: string };

/**
 * POST /auth/verify-otp. doc 1 §4.2: user plus tokens signs in; a user alone only updates the
 * stored user; no user at all is "Invalid response from server".
 */
export async function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpOutcome> {
  const reply = await api.post('/auth/verify-otp', body);
  if (!reply.data?.user) throw new Error(CLIENT_MESSAGES.invalidServerResponse);
  try {
    return { kind: 'signed-in', user: completeSignIn(reply), message: reply.message };
  } catch (error) {
    if (!(error instanceof Error) || error.message !== SESSION_RULE_MESSAGES.missingLoginParts) throw error;
    sessionStore.setUser(reply.data.user);
    return { kind: 'user-updated', message: reply.message };
  }
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
