import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizePhoneNumber } from '@sokoni/contracts/phone';
import type { Db } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/reply.ts';
import { outboxMessages } from '../../platform/messenger/schema.ts';

const outboxQuery = z.object({
  phoneNumber: z.string().max(32).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Development only (never registered in production): what the outbox messenger "sent". */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/outbox', { schema: { tags: ['development'], summary: 'Codes the outbox messenger sent, newest first', querystring: outboxQuery } }, async (request) => {
    const { phoneNumber, limit } = request.query;
    const to = phoneNumber ? (normalizePhoneNumber(phoneNumber) ?? phoneNumber) : undefined;
    const rows = await db
      .select({ to: outboxMessages.to, type: outboxMessages.type, code: outboxMessages.code, text: outboxMessages.text, createdAt: outboxMessages.createdAt })
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.to, to) : undefined)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(limit);
    return ok({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  });
};
