import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import { SOCKET_EVENTS } from '@sokoni/contracts/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '@/lib/realtime/realtime.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';

/** "typing…" is sent at most this often while keys are pressed, and stopped after this long idle. */
const TYPING_REPEAT_MS = 2500;
const TYPING_IDLE_MS = 3000;

/** Whether the other person is typing in `chatId`, and `notify` for my own keystrokes. */
export function useTyping(userId: string, chatId: string | null) {
  // Keyed by chat, so another chat never inherits the indicator.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const typing = typingIn !== null && typingIn === chatId;
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSent = useRef(0);

  useRealtimeEvent(SOCKET_EVENTS.chatTyping, (event) => {
    if (event.chatId !== chatId || event.userId === userId) return;
    setTypingIn(event.isTyping ? event.chatId : null);
    clearTimeout(expiry.current);
    if (event.isTyping) expiry.current = setTimeout(() => setTypingIn(null), CHAT_LIMITS.typingTimeoutMs);
  });
  useRealtimeEvent(SOCKET_EVENTS.messageNew, (event) => {
    if (event.chatId === chatId && event.message.senderId !== userId) setTypingIn(null);
  });

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!chatId || lastSent.current === 0) return;
    lastSent.current = 0;
    void realtime.send('chat:typing', { chatId, isTyping: false });
  }, [chatId]);

  const notify = useCallback(() => {
    if (!chatId) return;
    const now = Date.now();
    if (now - lastSent.current > TYPING_REPEAT_MS) {
      lastSent.current = now;
      void realtime.send('chat:typing', { chatId, isTyping: true });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [chatId, stop]);

  useEffect(() => {
    return () => {
      clearTimeout(expiry.current);
      stop();
    };
  }, [chatId, stop]);

  return { typing, notify, stop };
}
