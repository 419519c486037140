import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@/entities/assistant/assistant-api.ts';
import { assistantKeys } from '@/entities/assistant/assistant-keys.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { historyMessages, loadStoredChat, type ChatMessage } from '../chat-session.ts';

/** GET /ai/sessions/{sessionId}/history → the conversation, oldest first (an unknown session: none). */
export async function getSessionHistory(sessionId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const { data } = await assistantApi.get('/ai/sessions/:sessionId/history', { params: { sessionId }, signal });
  return historyMessages(Array.isArray(data?.history) ? data.history : [], sessionId);
}

/** Another account's session (403): the chat starts a new one instead of writing into it. */
export const isRefusedSession = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * One conversation's messages. `server`: restored from the history call, where doc 2 §4 says a
 * failed load is an empty history (a refused one still fails, so the screen can start afresh).
 * `local`: what is on screen, kept in the browser; it is never fetched, and a refetch (an
 * invalidation of every product list) gives back what is there.
 */
export const conversationQueryOptions = (owner: string, sessionId: string, source: 'server' | 'local', storage: Storage | null) =>
  queryOptions({
    queryKey: assistantKeys.conversation(owner, sessionId),
    queryFn: async ({ client, queryKey, signal }): Promise<ChatMessage[]> => {
      const shown = client.getQueryData<ChatMessage[]>(queryKey);
      if (source === 'local') {
        const stored = loadStoredChat(storage, owner);
        return shown ?? (stored?.sessionId === sessionId ? stored.messages : []);
      }
      try {
        return await getSessionHistory(sessionId, signal);
      } catch (error) {
        if (isRefusedSession(error)) throw error;
        return shown ?? [];
      }
    },
    staleTime: Infinity,
    refetchOnReconnect: false,
  });

export function useConversation(owner: string, sessionId: string | null, source: 'server' | 'local', storage: Storage | null, initial: ChatMessage[]) {
  return useQuery({
    ...conversationQueryOptions(owner, sessionId ?? '', source, storage),
    enabled: Boolean(sessionId),
    ...(source === 'local' ? { initialData: initial } : {}),
  });
}
