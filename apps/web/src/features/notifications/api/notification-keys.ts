import { NOTIFICATION_POLL_MS } from '@sokoni/contracts/constants';

/** Keyed by user, so a second account on the phone never sees the first one's list for a moment. */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string) => [...notificationKeys.user(userId), 'list'] as const,
  unreadCount: (userId: string) => [...notificationKeys.user(userId), 'unread-count'] as const,
};

export const NOTIFICATION_STALE_TIMES = {
  /** Polled every 120 s (doc 1 §4.7) and pushed over the socket in between. */
  unreadCount: NOTIFICATION_POLL_MS,
} as const;
