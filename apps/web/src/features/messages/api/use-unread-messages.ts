import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadTotal } from './chats-api.ts';
import { chatKeys, UNREAD_POLL_MS } from './chat-keys.ts';

export const unreadMessagesQuery = (userId: string) =>
  queryOptions({ queryKey: chatKeys.unread(userId), queryFn: ({ signal }) => getUnreadTotal(signal), staleTime: UNREAD_POLL_MS });

/**
 * The Messages badge (bottom bar and header). With `poll`, asked every 120 s while visible as a
 * fallback (the socket pushes changes in between); without, it only reads what the poller keeps.
 */
export function useUnreadMessages(userId: string | null, { poll = false }: { poll?: boolean } = {}): number {
  const query = useQuery({
    ...unreadMessagesQuery(userId ?? ''),
    enabled: Boolean(userId) && poll,
    refetchInterval: poll ? UNREAD_POLL_MS : false,
    refetchOnWindowFocus: poll,
  });
  return userId ? (query.data ?? 0) : 0;
}
