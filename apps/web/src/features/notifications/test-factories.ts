import type { Notification, NotificationList } from '@sokoni/contracts/notifications';

let seq = 0;

/** Notifications for unit tests (STYLE.md: factories, not copied fixtures). */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  const id = overrides._id ?? `n${seq}`;
  return {
    id,
    _id: id,
    type: 'like',
    title: 'New like',
    message: `Thandeka liked your product "Phone ${seq}"`,
    isRead: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    data: { actorName: 'Thandeka Dlamini', actorAvatar: null, productId: `p${seq}`, link: `/products/p${seq}` },
    ...overrides,
  };
}

export function makeList(notifications: Notification[]): NotificationList {
  return {
    notifications,
    unreadCount: notifications.filter((n) => !n.isRead).length,
    pagination: { currentPage: 1, totalPages: 1, total: notifications.length, hasMore: false, hasNextPage: false },
  };
}
