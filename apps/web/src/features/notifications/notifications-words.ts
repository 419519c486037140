import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The bell and its dropdown (doc 1 §2.3; issue 29); each notification's title and message come from the API. */
export const notificationsWords = i18n('notifications', {
  unread: 'Unread',
  loading: 'Loading notifications',
  notifications: 'Notifications',
  markAllRead: 'Mark all as read',
  none: 'No notifications',
  loadFailed: 'Failed to load notifications',
  tryAgain: 'Try again',
  bellUnread: params('Notifications, {count} unread'),
  unreadNotifications: 'unread notifications',
});
