import type { loginBody } from '@sokoni/contracts/auth';
import type { User } from '@sokoni/contracts/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/api.ts';
import { completeSignIn } from '@/lib/session/sign-in.ts';

export type LoginBody = z.input<typeof loginBody>;
export type LoginOutcome =
  | { kind: 'signed-in'; user: User; message?: string }
  | { kind: 'needs-verification'; phoneNumber: string };

/** The number of a login refused for an unverified phone: the 403's data (a success carrying the flag is accepted too). */
function unverifiedPhone(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('requiresPhoneVerification' in data) || data.requiresPhoneVerification !== true) return null;
  return 'phoneNumber' in data && typeof data.phoneNumber === 'string' ? data.phoneNumber : '';
}

/** POST /auth/login. doc 1 §4.1: an unverified phone establishes no session; the caller sends a code. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  try {
    const reply = await api.post('/auth/login', body);
    const pending = unverifiedPhone(reply.data);
    if (pending !== null) return { kind: 'needs-verification', phoneNumber: pending || body.identifier };
    return { kind: 'signed-in', user: completeSignIn(reply), message: reply.message };
  } catch (error) {
    const pending = error instanceof ApiError ? unverifiedPhone(error.data) : null;
    if (pending !== null) return { kind: 'needs-verification', phoneNumber: pending || body.identifier };
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
