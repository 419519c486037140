import { NOTIFICATION_POLL_MS } from '@sokoni/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { notificationKeys, NOTIFICATION_STALE_TIMES } from './notification-keys.ts';

/** GET /notifications/unread-count: a few bytes, so it is what gets polled. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await api.get('/notifications/unread-count', { signal });
  return Math.max(0, data.unreadCount);
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: NOTIFICATION_STALE_TIMES.unreadCount,
  });

/**
 * The badge's count. With `poll`, asked again every 120 s (doc 1 §4.7) while the tab is visible
 * (react-query pauses intervals in the background, and asks on return when the count is older
 * than that); the socket pushes changes in between.
 */
export function useUnreadCount(userId: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(userId), refetchInterval: poll ? NOTIFICATION_POLL_MS : false, refetchOnWindowFocus: poll });
}
