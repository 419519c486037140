import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '@sokoni/contracts/notifications';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { NotificationRow } from '../../platform/db/tables/notifications.ts';

/** The actor's fields a notification shows; null when there is no actor or the account is gone. */
export type ActorRow = { name: string; username: string; avatar: string | null } | null;

/** doc 1 §1 "display name" for others: never the phone number. */
export const actorNameOf = (actor: ActorRow) => actor?.name.trim() || actor?.username || 'Someone';

/**
 * The stored type if the contract knows it, else `other`: rows written as `verification` before
 * issue 14 kept to doc 1 §3's five types have no table constraint to stop them, and no reply may
 * carry a sixth type.
 */
const contractType = (type: string): NotificationType => ((NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'other');

export function toNotificationView(row: NotificationRow, actor: ActorRow, mediaUrl: MediaUrl): Notification {
  return {
    id: row.id,
    _id: row.id,
    type: contractType(row.type),
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
