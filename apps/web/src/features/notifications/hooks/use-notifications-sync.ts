import type { Notification } from '@sokoni/contracts/notifications';
import { SOCKET_EVENTS } from '@sokoni/contracts/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast/toast-context.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { REALTIME_CONNECTED } from '@/lib/realtime/realtime-connection.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { notificationCache } from '../notification-cache.ts';

const ACCOUNT_PATH = '/account';

export const NOTIFICATION_NEW_EVENT = SOCKET_EVENTS.notificationNew;

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' && value !== null && typeof (value as Notification)._id === 'string' && typeof (value as Notification).message === 'string';

/** An admin's decision about the account itself (an ID verification's result, a restored account): it links to the account screen. */
const isAccountNotice = (notification: Notification) => notification.type === 'other' && notification.data.link === ACCOUNT_PATH;

/** The profile, the latest ID submission and the own shop (its verified badge) are re-read wherever they show. */
function refreshAccount(client: QueryClient) {
  for (const queryKey of [queryKeys.users.me(), queryKeys.verification.all, queryKeys.shops.mine()]) void client.invalidateQueries({ queryKey });
}

/**
 * Keeps one user's notifications current, mounted once per signed-in shell: polls the unread
 * count every 120 s, applies pushed notifications (doc 1 §4.7) with a toast, catches up after
 * the connection drops; an account notice re-reads what shows the account's state. After
 * sign-out the user's cached queries are unobserved and garbage collected; being keyed by user,
 * they never show to the next account meanwhile.
 */
export function useNotificationsSync(userId: string): void {
  const client = useQueryClient();
  const toast = useToast();
  useUnreadCount(userId, { poll: true });

  useRealtimeEvent(NOTIFICATION_NEW_EVENT, (payload) => {
    if (!isNotification(payload)) return;
    const isNew = notificationCache(client, userId).add(payload);
    if (isNew && !payload.isRead) toast.info(payload.message || payload.title);
    if (isAccountNotice(payload)) refreshAccount(client);
  });

  useRealtimeEvent(REALTIME_CONNECTED, () => {
    void notificationCache(client, userId).invalidate();
  });
}
