import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { notificationCache } from '../notification-cache.ts';

/** PATCH /notifications/mark-all-read. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.patch('/notifications/mark-all-read');
}

/** Optimistic like marking one read; a failure puts the list and the badge back. */
export function useMarkAllRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      const cache = notificationCache(client, userId);
      await cache.cancel();
      const previous = cache.read();
      cache.markAllRead();
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) notificationCache(client, userId).restore(context.previous);
    },
  });
}
