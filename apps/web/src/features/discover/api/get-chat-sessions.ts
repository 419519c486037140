import { ASSISTANT_LIMITS } from '@sokoni/contracts/assistant-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@/entities/assistant/assistant-api.ts';
import { ASSISTANT_STALE_TIMES, assistantKeys } from '@/entities/assistant/assistant-keys.ts';
import { withFallbackMessage } from '@/lib/api/api-error.ts';
import { discoverWords } from '../discover-words.ts';

/** GET /ai/sessions?limit → the caller's conversations, most recent first; a failure says 'Failed to load chat history' unless the server said more (doc 2 §7). */
export async function getChatSessions(limit: number, signal?: AbortSignal) {
  const { data } = await assistantApi.get('/ai/sessions', { query: { limit }, signal }).catch((error: unknown) => {
    throw withFallbackMessage(error, discoverWords.get().historyFailed);
  });
  return Array.isArray(data?.sessions) ? data.sessions : [];
}

/** doc 2 §9: the discovery panel lists 10. */
export const chatSessionsQueryOptions = (owner: string, limit: number = ASSISTANT_LIMITS.sessionsPanel) =>
  queryOptions({
    queryKey: assistantKeys.sessions(owner, limit),
    queryFn: ({ signal }) => getChatSessions(limit, signal),
    staleTime: ASSISTANT_STALE_TIMES.sessions,
  });

export function useChatSessions(owner: string) {
  return useQuery(chatSessionsQueryOptions(owner));
}
