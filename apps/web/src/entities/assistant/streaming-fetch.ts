import { EventSourceParserStream } from 'eventsource-parser/stream';
import { tokenManager } from '@/lib/api/api.ts';
import { createApiClient } from '@/lib/api/client.ts';
import { withGuestKey } from './assistant-api.ts';
import { assistantWords } from './assistant-words.ts';

/**
 * A fetch for POST /ai/chat that asks for the streamed reply (server-sent events): each `delta`
 * goes to `onDelta` as the assistant writes it, and the client then gets the final envelope as
 * an ordinary JSON response, so tokens, refresh and errors work as for every other call.
 */
export function streamingFetch(onDelta: (text: string) => void): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept', 'text/event-stream');
    const response = await fetch(input, withGuestKey({ ...init, headers }));
    if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
    const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    let final: { status: number; body: string } | undefined;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const { event, data } = next.value;
      if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text);
      else if (event === 'done') final = { status: 200, body: data };
      else if (event === 'error') final = { status: 500, body: data };
    }
    return new Response(final?.body ?? JSON.stringify({ success: false, message: assistantWords.get().noResponse }), {
      status: final?.status ?? 502,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** The assistant's client for one streamed chat call. */
export const streamingAssistantApi = (onDelta: (text: string) => void) => createApiClient({ baseUrl: '/api', tokens: tokenManager, fetch: streamingFetch(onDelta) });
