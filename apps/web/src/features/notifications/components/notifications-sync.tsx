import { useNotificationsSync } from '../hooks/use-notifications-sync.ts';

/** Renders nothing: mounted once by the shell for the signed-in user. */
export function NotificationsSync({ userId }: { userId: string }) {
  useNotificationsSync(userId);
  return null;
}
