import type { Notification, NotificationType } from '@sokoni/contracts/notifications';

/** Which switch of the recipient's notification settings (doc 2 §3, `push.*`) governs an event. */
export type NotificationSetting = 'comments' | 'likes' | 'follows' | 'newMessages' | 'shopUpdates' | 'productAlerts' | 'orderUpdates';

export type NotificationEvent = {
  recipientId: string;
  /** Who caused it; a user is never notified of their own action. */
  actorId: string | null;
  type: NotificationType;
  /** The switch that governs it; null for account notices (an ID verification's result), which always arrive. */
  setting: NotificationSetting | null;
  /** `{actor}` (first occurrence) is replaced by the actor's display name. */
  title: string;
  /** `{actor}` (first occurrence) is replaced by the actor's display name. */
  message: string;
  data?: Notification['data'];
  /** The message quotes someone's own text (a chat message, an inquiry): shown as written, never translated. */
  quotes?: boolean;
  /** Worth waking a closed app for (Web Push when no tab is open): messages, replies, verification results. */
  webPush?: boolean;
};

/**
 * How modules tell a user something happened (follows, comments, likes, chat). The notifications
 * module implements it: it drops self-notifications and switched-off types, stores the rest and
 * pushes `notification:new` to every device of the recipient.
 */
export interface Notifier {
  notify(event: NotificationEvent): Promise<void>;
}
