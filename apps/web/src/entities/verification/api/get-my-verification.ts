import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** GET /user-verification → the latest submission (or null), whether another is allowed and the attempts left. */
export async function getMyVerification(signal?: AbortSignal) {
  const { data } = await api.get('/user-verification', { signal });
  return data;
}

export const myVerificationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.verification.latest(), queryFn: ({ signal }) => getMyVerification(signal), staleTime: 0 });

/** Read only where it adds something: a rejected submission's reason and the attempts left. */
export function useMyVerification(enabled: boolean) {
  return useQuery({ ...myVerificationQueryOptions(), enabled });
}
