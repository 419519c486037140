import { useMessagesSync } from '../hooks/use-messages-sync.ts';

/** Renders nothing: mounted once by the shell for the signed-in user. */
export function MessagesSync({ userId }: { userId: string }) {
  useMessagesSync(userId);
  return null;
}
