import type { RegisterReply, registerBody } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rememberCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { api } from '@/lib/api/api.ts';
import type { ApiResult } from '@/lib/api/client.ts';

export type RegisterBody = z.input<typeof registerBody>;

/** POST /auth/register: the account exists unverified and a signup code is sent. */
export async function register(body: RegisterBody): Promise<{ phoneNumber: string; channel?: CodeChannel; message?: string }> {
  // A reply without the number is tolerated: the code went to the number typed.
  const { data, message }: ApiResult<Partial<RegisterReply> | undefined> = await api.post('/auth/register', body);
  return { phoneNumber: data?.phoneNumber ?? body.phoneNumber, channel: data?.channel, message };
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: ({ channel }) => rememberCodeChannel(queryClient, channel) });
}
