import type { Notification } from '@sokoni/contracts/notifications';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { NotificationRow } from '../../platform/db/tables/notifications.ts';

/** The actor's fields a notification shows; null when there is no actor or the account is gone. */
export type ActorRow = { name: string; username: string; avatar: string | null } | null;

/** doc 1 §1 "display name" for others: never the phone number. */
export const actorNameOf = (actor: ActorRow) => actor?.name.trim() || actor?.username || 'Someone';

export function toNotificationView(row: NotificationRow, actor: ActorRow, mediaUrl: MediaUrl): Notification {
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    data: {
      ...row.data,
      ...(row.actorId ? { actorId: row.actorId, actorName: actorNameOf(actor), actorAvatar: mediaUrl(actor?.avatar ?? null) } : {}),
    },
  };
}
