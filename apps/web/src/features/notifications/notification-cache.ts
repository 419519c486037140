import type { Notification, NotificationList } from '@sokoni/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './api/notification-keys.ts';

/**
 * Pure updates of the cached list and unread count (doc 1 §4.7). Each returns the input unchanged
 * when there is nothing to do, so react-query skips the re-render.
 */

export type NewNotificationResult = { list: NotificationList | undefined; count: number | undefined; isNew: boolean };

/** Prepends a pushed notification; it counts when unread. A repeat of one already listed changes nothing. */
export function addNotification(list: NotificationList | undefined, count: number | undefined, notification: Notification): NewNotificationResult {
  if (list?.notifications.some((n) => n._id === notification._id)) return { list, count, isNew: false };
  const nextList = list && {
    ...list,
    notifications: [notification, ...list.notifications],
    unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
  };
  const nextCount = count === undefined || notification.isRead ? count : count + 1;
  return { list: nextList, count: nextCount, isNew: true };
}

/** Marks one notification read; the count drops only if it was unread, and never below 0. */
export function markRead(list: NotificationList | undefined, count: number | undefined, id: string): { list: NotificationList | undefined; count: number | undefined } {
  const target = list?.notifications.find((n) => n._id === id);
  // Unlisted (older than the 50 fetched): the caller only marks unread items, so it counts.
  const wasUnread = target ? !target.isRead : true;
  if (!wasUnread) return { list, count };
  const lower = (n: number) => Math.max(0, n - 1);
  return {
    list: list && target ? { ...list, unreadCount: lower(list.unreadCount), notifications: list.notifications.map((n) => (n._id === id ? { ...n, isRead: true } : n)) } : list,
    count: count === undefined ? count : lower(count),
  };
}

export function markAllRead(list: NotificationList | undefined): NotificationList | undefined {
  if (!list) return list;
  return { ...list, unreadCount: 0, notifications: list.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true })) };
}

type Snapshot = { list: NotificationList | undefined; count: number | undefined };

/** The cached list and count of one user, read and written together. */
export function notificationCache(client: QueryClient, userId: string) {
  const listKey = notificationKeys.list(userId);
  const countKey = notificationKeys.unreadCount(userId);
  const read = (): Snapshot => ({ list: client.getQueryData<NotificationList>(listKey), count: client.getQueryData<number>(countKey) });
  const write = (next: Snapshot) => {
    if (next.list) client.setQueryData(listKey, next.list);
    if (next.count !== undefined) client.setQueryData(countKey, next.count);
  };
  return {
    read,
    /** Puts back what `read` returned before an optimistic change that failed. */
    restore: write,
    /** Returns whether it was news (not a repeat), e.g. to show a toast once. */
    add(notification: Notification): boolean {
      const { list, count } = read();
      const { isNew, ...next } = addNotification(list, count, notification);
      write(next);
      return isNew;
    },
    markRead(id: string) {
      const { list, count } = read();
      write(markRead(list, count, id));
    },
    markAllRead() {
      const { list, count } = read();
      write({ list: markAllRead(list), count: count === undefined ? undefined : 0 });
    },
    setCount(count: number) {
      client.setQueryData(countKey, Math.max(0, count));
    },
    /** Stops in-flight fetches that would overwrite an optimistic change. */
    cancel: () => client.cancelQueries({ queryKey: notificationKeys.user(userId) }),
    invalidate: () => client.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
  };
}
