import { assistantApi } from '@/entities/assistant/assistant-api.ts';

/** DELETE /ai/sessions/{sessionId} → the new session's id (doc 2 §4 New Chat); '' when the reply has none. */
export async function clearSession(sessionId: string): Promise<string> {
  const { data } = await assistantApi.delete('/ai/sessions/:sessionId', undefined, { params: { sessionId } });
  return typeof data?.newSessionId === 'string' ? data.newSessionId : '';
}
