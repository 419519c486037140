import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTBOX_PHONE_REQUIRED, outboxQuery, outboxSchema } from '@sokoni/contracts/operations';
import { normalizePhoneNumber } from '@sokoni/contracts/phone';
import type { Db } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { fromThisMachine } from '../../platform/http/loopback.ts';
import { outboxFor } from '../../platform/messenger/outbox.ts';

export const OUTBOX_MESSAGES = {
  phoneRequired: OUTBOX_PHONE_REQUIRED,
  notThisMachine: 'The development outbox answers only requests from this machine. Read the codes in the server log.',
} as const;


/**
 * Development only (never registered in production): what the outbox messenger "sent" to one
 * number. Anyone who can read every code can take over every account, so it never lists without
 * a number and answers only the machine itself, judged by the socket's own peer address: a
 * forwarded-for header is never believed here, whatever TRUST_PROXY says.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: { tags: ['development'], summary: 'Codes the outbox messenger sent to one number, newest first (loopback only)', querystring: outboxQuery, response: replies(outboxSchema) },
      onRequest: async (request) => {
        if (!fromThisMachine(request)) throw forbidden(OUTBOX_MESSAGES.notThisMachine);
      },
    },
    async (request) => {
      const { phoneNumber, limit } = request.query;
      const to = normalizePhoneNumber(phoneNumber) ?? phoneNumber;
      const rows = await outboxFor(db, to, limit);
      return ok({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },
  );
};
