import type { NotificationRead } from '@sokoni/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { notificationCache } from '../notification-cache.ts';

/** PATCH /notifications/{id}/read. */
export async function markNotificationRead(id: string): Promise<NotificationRead> {
  const { data } = await api.patch('/notifications/:id/read', undefined, { params: { id } });
  return data;
}

/** Optimistic: the item reads as read and the badge drops at once; a failure puts both back. */
export function useMarkNotificationRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      const cache = notificationCache(client, userId);
      await cache.cancel();
      const previous = cache.read();
      cache.markRead(id);
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context) notificationCache(client, userId).restore(context.previous);
    },
    onSuccess: (reply) => {
      if (typeof reply?.unreadCount === 'number') notificationCache(client, userId).setCount(reply.unreadCount);
    },
  });
}
