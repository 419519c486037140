import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { healthDownSchema, healthSchema, notReadySchema, readinessSchema } from '@sokoni/contracts/operations';
import type { Database } from '../../platform/db/client.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { Lifecycle } from '../../platform/lifecycle.ts';

const REDIS_PING_TIMEOUT_MS = 1_000;

type HealthDeps = { database: Database; redis?: Redis; lifecycle: Lifecycle; version: string };

async function redisStatus(redis: Redis | undefined): Promise<'ok' | 'down' | 'off'> {
  if (!redis) return 'off';
  const timeout = new Promise<'down'>((resolve) => setTimeout(resolve, REDIS_PING_TIMEOUT_MS, 'down').unref());
  const ping = redis.ping().then(
    (answer): 'ok' | 'down' => (answer === 'PONG' ? 'ok' : 'down'),
    (): 'down' => 'down',
  );
  return Promise.race([ping, timeout]);
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { database, redis, lifecycle, version }) => {
  const response = { ...replies(healthSchema), 503: healthDownSchema };
  app.get('/health', { schema: { tags: ['operations'], summary: 'Liveness and database check', response } }, async (_request, reply) => {
    const dbOk = await database.ping();
    reply.header('cache-control', 'no-store');
    const data = { status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', database: database.kind, version, uptimeSeconds: Math.round(process.uptime()) } as const;
    return reply.status(dbOk ? 200 : 503).send(dbOk ? ok(data) : { success: false, message: 'Database unavailable', data });
  });

  const readyResponse = { ...replies(readinessSchema), 503: notReadySchema };
  app.get('/health/ready', { schema: { tags: ['operations'], summary: 'Readiness for a load balancer', response: readyResponse } }, async (_request, reply) => {
    const [dbOk, redisState] = await Promise.all([database.ping(), redisStatus(redis)]);
    const draining = lifecycle.isDraining();
    const ready = dbOk && redisState !== 'down' && !draining;
    const data = { ready, draining, db: dbOk ? 'ok' : 'down', redis: redisState } as const;
    reply.header('cache-control', 'no-store');
    if (ready) return reply.send(ok(data));
    const message = draining ? 'Shutting down' : !dbOk ? 'Database unavailable' : 'Redis unavailable';
    return reply.status(503).send({ success: false, message, data });
  });
};
