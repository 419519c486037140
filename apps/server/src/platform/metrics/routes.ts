import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { routeNotFound } from '../http/error-handler.ts';
import { mayReadMetrics } from './access.ts';
import type { Metrics } from './metrics.ts';
import { routeLabel } from './route-label.ts';

/** One histogram observation per request (and a counter step per error), after the reply went out. */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(routeLabel(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /api/metrics` in Prometheus' text format, outside the API's envelope and its contract map
 * (register it before `bindRepliesToContract`). Anyone else gets the very 404 of an unknown route,
 * so the endpoint's existence is not advertised.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; token: string | undefined }> = async (app, { metrics, token }) => {
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) return routeNotFound(request, reply);
    const body = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
};
