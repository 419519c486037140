import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';

/** GET /auth/code-channel: how codes reach phones here (WhatsApp, SMS, or a development outbox). */
export async function getCodeChannel(signal?: AbortSignal): Promise<CodeChannel | null> {
  const { data } = await api.get('/auth/code-channel', { signal });
  return data?.channel ?? null;
}

export const codeChannelQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.codeChannel(), queryFn: ({ signal }) => getCodeChannel(signal), staleTime: STALE_TIMES.codeChannel, retry: 1 });

/** The channel every "we sent you a code" sentence names; null until the server has said. */
export function useCodeChannel(): CodeChannel | null {
  return useQuery(codeChannelQueryOptions()).data ?? null;
}

/** A reply that sent a code names how it went out: the screens say that from then on. */
export function rememberCodeChannel(queryClient: QueryClient, channel: CodeChannel | null | undefined) {
  if (channel) queryClient.setQueryData(queryKeys.codeChannel(), channel);
}
