import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markOpen } from '../open-chats.ts';
import { clearUnread } from './use-messages-sync.ts';

/**
 * doc 2 §4: opening a conversation clears its unread count locally and marks it read; so does a
 * message arriving while it is on screen, and coming back to the window.
 */
export function useMarkRead(userId: string, chatId: string | null, newestIncomingId: string | undefined, markRead: () => Promise<void>) {
  const client = useQueryClient();
  const latest = useRef(markRead);
  useEffect(() => {
    latest.current = markRead;
  });

  useEffect(() => (chatId ? markOpen(chatId) : undefined), [chatId]);

  useEffect(() => {
    if (!chatId) return;
    const read = () => {
      if (document.visibilityState !== 'visible') return;
      clearUnread(client, userId, chatId);
      latest.current().catch((error: unknown) => console.warn(CHAT_MESSAGES.markReadFailed, error));
    };
    read();
    window.addEventListener('focus', read);
    document.addEventListener('visibilitychange', read);
    return () => {
      window.removeEventListener('focus', read);
      document.removeEventListener('visibilitychange', read);
    };
  }, [client, userId, chatId, newestIncomingId]);
}
