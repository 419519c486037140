import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Answers a request before Fastify sees it, from bytes prepared earlier, and says which route it
 * answered (the metrics' label); undefined leaves the request to Fastify. It must send what the
 * route would: same body, same headers (`headers` are the ones every reply carries).
 */
export type EarlyHandler = (req: IncomingMessage, res: ServerResponse, headers: Readonly<Record<string, string>>) => string | undefined;

export type EarlyReplies = ReturnType<typeof createEarlyReplies>;

/** What Fastify applies to the server it makes (it hands its own options to a serverFactory). */
type ServerOptions = { http?: http.ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };

type Setup = {
  /** The headers every reply carries (the security headers), over plain http and over TLS. */
  headers: { http: Record<string, string>; https: Record<string, string> };
  isHttps: (req: IncomingMessage) => boolean;
  /** What the access log and the metrics take of every reply. */
  observe: (route: string, req: IncomingMessage, status: number, ms: number) => void;
};

/**
 * A few replies that every guest shares (the feed's first pages) cost a server no more than a
 * static file once prepared, but Fastify's request lifecycle and the hooks every API request runs
 * (rate limit, security headers, compression, logging, metrics) cost three times what sending the
 * bytes does. An early handler sends them straight from the node server: the security headers are
 * copied in, the access log and the metrics still see the request; the rate limit does not (see
 * docs/decisions.md, issue 26). Anything a handler declines goes through Fastify as before.
 */
export function createEarlyReplies() {
  const handlers: EarlyHandler[] = [];
  let setup: Setup | undefined;
  let served = 0;

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (!setup || handlers.length === 0) return false;
    const started = performance.now();
    const headers = setup.isHttps(req) ? setup.headers.https : setup.headers.http;
    for (const handler of handlers) {
      const route = handler(req, res, headers);
      if (route !== undefined) {
        served++;
        setup.observe(route, req, res.statusCode, performance.now() - started);
        return true;
      }
    }
    return false;
  }

  return {
    /** How many requests were answered early (tests tell the two paths apart by it). */
    get served() {
      return served;
    },
    /** Called once the app knows its headers, log and metrics; until then every request goes to Fastify. */
    configure(s: Setup) {
      setup = s;
    },
    add(handler: EarlyHandler): () => void {
      handlers.push(handler);
      return () => {
        const at = handlers.indexOf(handler);
        if (at >= 0) handlers.splice(at, 1);
      };
    },
    /** Fastify's own HTTP/1 server (same timeouts), with the early handlers in front. */
    serverFactory: ((fastifyHandler: http.RequestListener, options: ServerOptions) => {
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (!handle(req, res)) fastifyHandler(req, res);
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
      return server;
    }) satisfies FastifyServerOptions['serverFactory'],
  };
}
