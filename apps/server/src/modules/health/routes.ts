import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/reply.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, { database, version }) => {
  app.get('/health', { schema: { tags: ['operations'], summary: 'Liveness and database check' } }, async (_request, reply) => {
    const dbOk = await database.ping();
    reply.header('cache-control', 'no-store');
    const data = { status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', database: database.kind, version, uptimeSeconds: Math.round(process.uptime()) };
    return reply.status(dbOk ? 200 : 503).send(dbOk ? ok(data) : { success: false, message: 'Database unavailable', data });
  });
};
