import type { FastifyRequest } from 'fastify';

export const UNMATCHED_ROUTE = '(unmatched)';
export const STATIC_ROUTE = '(static)';

/**
 * The route label of a request: its route's pattern (`/api/products/:id`), never the raw URL, so
 * the series stay bounded. A URL no route matched is one label; so are the web app's own files
 * (one literal route per built file, renamed by every build).
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return UNMATCHED_ROUTE;
  if (pattern.startsWith('/api/') || pattern.includes(':') || pattern.includes('*')) return pattern;
  return STATIC_ROUTE;
}
