import type { Notification } from '@sokoni/contracts/notifications';
import { SOCKET_EVENTS } from '@sokoni/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast/toast-context.ts';
import { REALTIME_CONNECTED } from '@/lib/realtime/realtime-connection.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { notificationCache } from '../notification-cache.ts';

export const NOTIFICATION_NEW_EVENT = SOCKET_EVENTS.notificationNew;

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' && value !== null && typeof (value as Notification)._id === 'string' && typeof (value as Notification).message === 'string';

/**
 * Keeps one user's notifications current, mounted once per signed-in shell: polls the unread
 * count every 120 s, applies pushed notifications (doc 1 §4.7) with a toast, catches up after
 * the connection drops. After sign-out the user's cached queries are unobserved and garbage
 * collected; being keyed by user, they never show to the next account meanwhile.
 */
export function useNotificationsSync(userId: string): void {
  const client = useQueryClient();
  const toast = useToast();
  useUnreadCount(userId, { poll: true });

  useRealtimeEvent(NOTIFICATION_NEW_EVENT, (payload) => {
    if (!isNotification(payload)) return;
    const isNew = notificationCache(client, userId).add(payload);
    if (isNew && !payload.isRead) toast.info(payload.message || payload.title);
  });

  useRealtimeEvent(REALTIME_CONNECTED, () => {
    void notificationCache(client, userId).invalidate();
  });
}
