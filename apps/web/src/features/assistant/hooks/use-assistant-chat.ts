import type { ASSISTANT_SOURCES } from '@sokoni/contracts/assistant-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';
import { assistantKeys } from '@/entities/assistant/assistant-keys.ts';
import type { PendingImage } from '@/entities/assistant/pending-image.ts';
import { clearSession } from '../api/clear-session.ts';
import { isRefusedSession, useConversation } from '../api/get-session-history.ts';
import { sendChatMessage } from '../api/send-chat-message.ts';
import {
  attachmentOf,
  createSessionId,
  failureMessage,
  isSessionId,
  outgoingText,
  randomPhrase,
  replyMessage,
  saveStoredChat,
  startSession,
  userMessage,
  type ChatAttachment,
  type ChatMessage,
} from '../chat-session.ts';

/** doc 2 §9: the new-chat toast shows 3 s. */
export const NEW_CHAT_TOAST_MS = 3000;

/**
 * The assistant session (doc 2 §4): restoring a session from the server, ready, waiting for a
 * reply (with the loading bubble's phrase), or starting a new chat (no session id meanwhile).
 */
export type ChatPhase = { kind: 'restoring' } | { kind: 'idle' } | { kind: 'sending'; phrase: string; written?: string } | { kind: 'resetting' };

type Source = (typeof ASSISTANT_SOURCES)[number];

type Options = {
  /** Whose conversation: a user id or 'guest' (assistantOwnerOf). */
  owner: string;
  location: { country: string; city?: string };
  /** A session to restore from GET history (view param `session`). */
  restoreId?: string | null;
  /** Start a new session instead of the kept one (view param `new`). */
  forceNew?: boolean;
  storage?: Storage | null;
};

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * One assistant conversation: its session id and messages (kept in localStorage and restored on
 * reload), sending with the loading phase, retrying a failed question, and New Chat.
 */
export function useAssistantChat({ owner, location, restoreId, forceNew, storage = browserStorage() }: Options) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [start] = useState(() => startSession({ owner, restoreId, forceNew, storage }));
  const [session, setSession] = useState<{ id: string | null; source: 'server' | 'local' }>({ id: start.sessionId, source: start.from === 'server' ? 'server' : 'local' });
  const [busy, setBusy] = useState<Extract<ChatPhase, { kind: 'sending' | 'resetting' }> | null>(null);
  // A second tap in the same tick must not send twice: state updates land too late for that.
  const inFlight = useRef(false);

  const conversation = useConversation(owner, session.id, session.source, storage, session.id === start.sessionId ? start.messages : []);
  const messages = conversation.data ?? [];
  const restoring = Boolean(session.id) && conversation.isPending;
  const phase: ChatPhase = busy ?? (restoring ? { kind: 'restoring' } : { kind: 'idle' });

  useEffect(() => {
    if (session.id && conversation.data) saveStoredChat(storage, { owner, sessionId: session.id, messages: conversation.data });
  }, [storage, owner, session.id, conversation.data]);

  // Another account's session cannot be continued: a new one starts, with the empty history doc 2 §4 asks for.
  const [spareId] = useState(() => createSessionId());
  if (conversation.isError && isRefusedSession(conversation.error) && session.id !== spareId) setSession({ id: spareId, source: 'local' });

  const update = useCallback(
    (sessionId: string, change: (list: ChatMessage[]) => ChatMessage[]) =>
      queryClient.setQueryData<ChatMessage[]>(assistantKeys.conversation(owner, sessionId), (list = []) => change(list)),
    [queryClient, owner],
  );

  const ask = useCallback(
    async (sessionId: string, content: string, attachments: ChatAttachment[], source: Source) => {
      setBusy({ kind: 'sending', phrase: randomPhrase() });
      let reply: ChatMessage;
      try {
        // With an LLM on the server the reply streams: the loading bubble shows it as it is written.
        const onDelta = (text: string) => setBusy((b) => (b?.kind === 'sending' ? { ...b, written: (b.written ?? '') + text } : b));
        reply = replyMessage(await sendChatMessage({ message: content, sessionId, location, attachments, source, onDelta }), sessionId);
      } catch (error) {
        reply = failureMessage(error, sessionId, { text: content, attachments });
      }
      update(sessionId, (list) => [...list, reply]);
      inFlight.current = false;
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.sessionLists(owner) });
    },
    [location, update, queryClient, owner],
  );

  /**
   * doc 2 §5: needs text or an image, no request in flight, and a session id ('Please wait for
   * session to initialize'). Returns whether the message went, so the composer keeps refused text.
   */
  const send = useCallback(
    (text: string, image?: PendingImage | null, source: Source = 'direct'): boolean => {
      const content = outgoingText(text, Boolean(image));
      if (!content) return false;
      if (!session.id) {
        toast.error(assistantWords.get().initializing);
        return false;
      }
      if (inFlight.current || restoring) return false;
      inFlight.current = true;
      const attachments = image ? [attachmentOf(image)] : [];
      update(session.id, (list) => [...list, userMessage(session.id!, content, attachments)]);
      void ask(session.id, content, attachments, source);
      return true;
    },
    [restoring, session.id, toast, update, ask],
  );

  /** Asks a failed question again: the apology goes, the question stays where it was. */
  const retry = useCallback(
    (failed: ChatMessage) => {
      if (!session.id || !failed.failure || inFlight.current) return;
      inFlight.current = true;
      update(session.id, (list) => list.filter((m) => m.id !== failed.id));
      void ask(session.id, failed.failure.retry.text, failed.failure.retry.attachments, 'direct');
    },
    [session.id, update, ask],
  );

  /**
   * doc 2 §4 New Chat: the clear call, its newSessionId (or one made here), no messages, and
   * 'Started new chat!' for 3 s; on failure 'Failed to start new chat', and the reset all the same.
   */
  const newChat = useCallback(async () => {
    const old = session.id;
    if (!old || inFlight.current || restoring || messages.length === 0) return;
    inFlight.current = true;
    setBusy({ kind: 'resetting' });
    setSession({ id: null, source: 'local' });
    let next = '';
    try {
      next = await clearSession(old);
      toast.success(assistantWords.get().newChatStarted, NEW_CHAT_TOAST_MS);
    } catch {
      toast.error(assistantWords.get().newChatFailed);
    }
    const id = isSessionId(next) ? next : createSessionId();
    queryClient.setQueryData<ChatMessage[]>(assistantKeys.conversation(owner, id), []);
    queryClient.removeQueries({ queryKey: assistantKeys.conversation(owner, old), exact: true });
    saveStoredChat(storage, { owner, sessionId: id, messages: [] });
    setSession({ id, source: 'local' });
    inFlight.current = false;
    setBusy(null);
    void queryClient.invalidateQueries({ queryKey: assistantKeys.sessionLists(owner) });
  }, [session.id, restoring, messages.length, toast, queryClient, owner, storage]);

  return { sessionId: session.id, messages, phase, send, retry, newChat };
}
