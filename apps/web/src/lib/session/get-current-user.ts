import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { api } from '../api/api.ts';
import { queryKeys } from '../query/query-keys.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { sessionStore } from './session.ts';
import { useSession } from './use-session.ts';

/** GET /users/me; the fresh profile also replaces the stored user. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const { data } = await api.get('/users/me', { signal });
  return sessionStore.setUser(data.user) ?? data.user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.users.me(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: STALE_TIMES.currentUser,
  });

/** The signed-in user's profile; `refetchOnMount: 'always'` for screens that must be current (doc 1 §2.2). */
export function useCurrentUser(options: { always?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    ...currentUserQueryOptions(),
    enabled: session.status === 'authenticated',
    refetchOnMount: options.always ? 'always' : true,
  });
}

/** A profile a call just returned (PUT /users/me, the avatar, phone verification): cached and stored at once. */
export function applyCurrentUser(queryClient: QueryClient, user: User): User {
  const stored = sessionStore.setUser(user) ?? user;
  queryClient.setQueryData(queryKeys.users.me(), stored);
  return stored;
}
