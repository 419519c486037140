import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema } from '@sokoni/contracts/operations';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, { database, version }) => {
  const response = { ...replies(healthSchema), 503: healthDownSchema };
  app.get('/health', { schema: { tags: ['operations'], summary: 'Liveness and database check', response } }, async (_request, reply) => {
    const dbOk = await database.ping();
    reply.header('cache-control', 'no-store');
    const data = { status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', database: database.kind, version, uptimeSeconds: Math.round(process.uptime()) } as const;
    return reply.status(dbOk ? 200 : 503).send(dbOk ? ok(data) : { success: false, message: 'Database unavailable', data });
  });
};
