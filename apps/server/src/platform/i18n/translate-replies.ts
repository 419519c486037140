import type { Language } from '@sokoni/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inLanguage } from './server-words.ts';

type Reply = { message?: unknown; errors?: unknown };

/** The envelope's words in `language`: its message and each validation error's message. */
function translated(payload: Reply, language: Language): Reply {
  const say = (text: unknown) => (typeof text === 'string' ? inLanguage(language, text) : text);
  const errors = Array.isArray(payload.errors)
    ? payload.errors.map((e: unknown) => (e && typeof e === 'object' && 'message' in e ? { ...e, message: say(e.message) } : e))
    : payload.errors;
  return { ...payload, ...(payload.message !== undefined ? { message: say(payload.message) } : {}), ...(payload.errors !== undefined ? { errors } : {}) };
}

/**
 * Every reply's words follow the caller's language (issue 29; the contract: the account's
 * language, else `Accept-Language`, else the documents' English). Only the envelope's
 * `message` and `errors[].message` are words: data (names, titles, a seller's text) is not translated.
 */
export const translateReplies = fp<{ languageOf: (request: FastifyRequest) => Language }>(async (app: FastifyInstance, opts) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('message' in payload || 'errors' in payload)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    const language = opts.languageOf(request);
    return language === 'en' ? payload : translated(payload as Reply, language);
  });
});
