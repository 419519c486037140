import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_MESSAGES,
  assistantChatBody,
  assistantChatReplySchema,
  assistantClearedSchema,
  assistantHistorySchema,
  assistantSearchBody,
  assistantSearchReplySchema,
  assistantSessionParams,
  assistantSessionsQuery,
  assistantSessionsSchema,
} from '@sokoni/contracts/assistant';
import { ok } from '../../platform/http/reply.ts';
import { requestLanguage } from '../../platform/i18n/request-language.ts';
import { inLanguage } from '../../platform/i18n/server-words.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { replyLanguage } from './reply-language.ts';
import type { AssistantCaller, AssistantService } from './service.ts';

/** A guest's sessions hang on a random key their browser keeps and sends in this header. */
const GUEST_KEY = /^[A-Za-z0-9_-]{16,100}$/;

function callerOf(request: FastifyRequest): AssistantCaller {
  const language = requestLanguage(request);
  if (request.auth) return { userId: request.auth.userId, language };
  const key = request.headers['x-guest-key'];
  return typeof key === 'string' && GUEST_KEY.test(key) ? { guestKey: key, language } : { language };
}

/** The shopping assistant (doc 2 §7 "AI assistant"; contract paths): guests too, each sees only their own sessions. */
export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService }> = async (app, { assistant }) => {
  const anyone = { onRequest: app.optionalAuth };
  const tags = ['assistant'];

  app.post(
    '/ai/chat',
    {
      ...anyone,
      schema: {
        tags,
        summary: 'Ask the shopping assistant (text, or a picture)',
        description: 'With `Accept: text/event-stream` the reply streams: `delta` events carry the LLM’s words as they are written, then one `done` event the whole envelope (its `message` is final).',
        body: assistantChatBody,
        response: replies(assistantChatReplySchema),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) return ok(await assistant.chat(caller, request.body));
      // Whatever would be a 4xx is answered as one before the stream commits to a 200.
      await assistant.checkSession(caller, request.body.sessionId);
      reply.hijack();
      const raw = reply.raw;
      // The headers hooks set so far (security headers, CORS) go out with the stream.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
      const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const left = new AbortController();
      raw.once('close', () => {
        if (!raw.writableFinished) left.abort();
      });
      try {
        send('done', ok(await assistant.chat(caller, request.body, { onDelta: (text) => send('delta', { text }), signal: left.signal })));
      } catch (err) {
        request.log.error({ err }, 'assistant: a streamed reply failed');
        send('error', { success: false, message: inLanguage(replyLanguage(request.body.message, caller.language ?? 'en', request.body.location?.country), ASSISTANT_MESSAGES.apology) });
      }
      raw.end();
    },
  );
  app.get('/ai/sessions', { ...anyone, schema: { tags, summary: 'My conversations with the assistant, most recent first', querystring: assistantSessionsQuery, response: replies(assistantSessionsSchema) } }, async (request) =>
    ok(await assistant.sessions(callerOf(request), request.query.limit)),
  );
  app.get(
    '/ai/sessions/:sessionId/history',
    { ...anyone, schema: { tags, summary: 'One conversation, oldest first', params: assistantSessionParams, response: replies(assistantHistorySchema) } },
    async (request) => ok(await assistant.history(callerOf(request), request.params.sessionId)),
  );
  app.delete(
    '/ai/sessions/:sessionId',
    { ...anyone, schema: { tags, summary: 'Clear a conversation; a new session id comes back', params: assistantSessionParams, response: replies(assistantClearedSchema) } },
    async (request) => ok(await assistant.clear(callerOf(request), request.params.sessionId)),
  );
  app.post('/ai/search', { ...anyone, schema: { tags, summary: 'AI-matched products for a description', body: assistantSearchBody, response: replies(assistantSearchReplySchema) } }, async (request) =>
    ok(await assistant.search(callerOf(request), request.body)),
  );
};
