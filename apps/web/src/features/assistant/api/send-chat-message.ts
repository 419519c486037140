import type { ApiBodyOf, SentFields } from '@sokoni/contracts/api-requests';
import type { ASSISTANT_SOURCES } from '@sokoni/contracts/assistant-rules';
import { assistantApi } from '@/entities/assistant/assistant-api.ts';
import { streamingAssistantApi } from '@/entities/assistant/streaming-fetch.ts';
import type { ApiResult } from '@/lib/api/client.ts';
import { withTimeout } from '@/lib/api/with-timeout.ts';
import type { ChatAttachment, ToleratedReply } from '../chat-session.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

/** A reply that has not come by then will not: the shopper gets the apology and Try again (the server's own model deadline is 5 s). */
export const CHAT_TIMEOUT_MS = 30_000;

type ChatBody = ApiBodyOf<'POST /ai/chat'>;
type ChatLocation = NonNullable<ChatBody['location']>;
export type ChatRequest = SentFields<ChatBody, 'message' | 'sessionId'> & {
  location: SentFields<ChatLocation, 'country'> & Partial<SentFields<ChatLocation, 'city'>>;
  attachments?: ChatAttachment[];
  /** doc 2 §9: 'home' when the question came from AI Discovery or a link, 'direct' when typed in the chat. */
  source: (typeof ASSISTANT_SOURCES)[number];
  /** The reply's words as they are written (with an LLM on the server); the final reply still comes back whole. */
  onDelta?: (text: string) => void;
};

/**
 * POST /ai/chat, the unified action of doc 2 §7: {message, sessionId, language 'en', location,
 * attachments?, metadata {deviceType 'web', source}} → the reply (message, products, suggested
 * actions, suggestions, matches). Read tolerantly: doc 2 §7 lists older shapes of the same reply.
 */
export async function sendChatMessage({ message, sessionId, location, attachments, source, onDelta }: ChatRequest): Promise<ToleratedReply> {
  const body = {
    message,
    sessionId,
    language: 'en',
    location,
    ...(attachments?.length ? { attachments } : {}),
    metadata: { deviceType: 'web', source },
  };
  const client = onDelta ? streamingAssistantApi(onDelta) : assistantApi;
  const { data }: ApiResult<ToleratedReply | undefined> = await withTimeout((signal) => client.post('/ai/chat', body, { signal }), CHAT_TIMEOUT_MS, assistantWords.get().tookTooLong);
  return data ?? {};
}
