import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiReplies, createdRoutes } from '@sokoni/contracts/api-replies';
import { apiRequests } from '@sokoni/contracts/api-requests';

const PREFIX = '/api';
const MAP = 'apiReplies (packages/contracts/src/api-replies.ts)';
const REQUESTS = 'apiRequests (packages/contracts/src/api-requests.ts)';
const replies: Readonly<Record<string, unknown>> = apiReplies;
const created: ReadonlySet<string> = createdRoutes;
const requests: Readonly<Record<string, { body?: unknown; query?: unknown }>> = apiRequests;

/** The data schema inside a route's success envelope: `replies(data)` declares `{200: envelope(data), …}`. */
function declaredData(route: RouteOptions, status: 200 | 201): unknown {
  const reply = (route.schema?.response as Record<number, unknown> | undefined)?.[status];
  return (reply as { shape?: { data?: unknown } } | undefined)?.shape?.data;
}

/** Why a route breaks the map, or undefined when it declares the map's very schema. */
function contractProblem(method: string, route: RouteOptions): string | undefined {
  const key = `${method} ${route.url.slice(PREFIX.length)}`;
  if (!Object.hasOwn(replies, key)) return `Reply contract: ${method} ${route.url} is missing from ${MAP}; add '${key}' with its reply's data schema`;
  const status = created.has(key) ? 201 : 200;
  if (declaredData(route, status) === replies[key]) return requestProblem(method, route, key);
  const helper = status === 201 ? 'createdReplies' : 'replies';
  return `Reply contract: ${method} ${route.url} does not declare ${helper}(apiReplies['${key}']) as its ${status} reply; use the very schema of ${MAP}`;
}

/** Why a route's body or query schema is not the one `apiRequests` names for it (none for a route the map lacks). */
function requestProblem(method: string, route: RouteOptions, key: string): string | undefined {
  const named = Object.hasOwn(requests, key) ? requests[key]! : {};
  for (const [part, declared, expected] of [
    ['body', route.schema?.body, named.body],
    ['query', route.schema?.querystring, named.query],
  ] as const) {
    if (declared === expected) continue;
    if (expected === undefined) return `Request contract: ${method} ${route.url} declares a ${part} schema that ${REQUESTS} lacks; add it as '${key}': { ${part}: … } and declare that very schema`;
    return `Request contract: ${method} ${route.url} does not declare apiRequests['${key}'].${part} as its ${part === 'query' ? 'querystring' : 'body'}; use the very schema of ${REQUESTS}`;
  }
  return undefined;
}

/**
 * Binds every route under /api (HEAD aside) to the contracts' reply map: a route whose success
 * data schema is not the map's very object, or that the map lacks, stops the app at startup; so
 * does one whose body or querystring is not the schema `apiRequests` names for it (or that
 * declares one the map lacks).
 * Add it to the root just before the API's routes: routes registered earlier (the API
 * document's own pages under /api/docs) are not seen.
 */
export function bindRepliesToContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${PREFIX}/`)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const problem = contractProblem(method, route);
      if (problem) throw new Error(problem);
    }
  });
}
