// platform/metrics: what an operator watches, at GET /api/metrics in Prometheus' text format.
export { createMetrics, type Metrics } from './metrics.ts';
export { instrumentModels } from './instrument-models.ts';
export { measureRequests, metricsRoutes } from './routes.ts';
