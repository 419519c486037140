import { NOTIFICATION_FETCH_LIMIT } from '@sokoni/contracts/constants';
import type { NotificationList } from '@sokoni/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /notifications?limit=50 (doc 1 §7.6, §9). */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const { data } = await api.get('/notifications', { query: { limit: NOTIFICATION_FETCH_LIMIT, page: 1 }, signal });
  return data;
}

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ signal, client }) => {
      const list = await getNotifications(signal);
      // The list carries the count too: the badge follows without a second call.
      client.setQueryData(notificationKeys.unreadCount(userId), list.unreadCount);
      return list;
    },
  });

/**
 * For the open dropdown, which mounts on every open: asked again each time (doc 1 §2.3), showing
 * the cached list meanwhile. A closed bell needs only the count (data costs money).
 */
export function useNotifications(userId: string) {
  return useQuery({ ...notificationsQueryOptions(userId), refetchOnMount: 'always' });
}
