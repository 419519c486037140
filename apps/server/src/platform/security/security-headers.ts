import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/** `scriptHashes`: CSP hashes of the few constant inline scripts the server writes into pages. */
export type SecurityOptions = { mediaSources: (string | undefined)[]; isProduction: boolean; scriptHashes?: string[] };

function helmetFor({ mediaSources, isProduction, scriptHashes = [] }: SecurityOptions) {
  // Origins only: a CSP source with a path matches that one path, not the files under it.
  const media = [...new Set(mediaSources.flatMap((url) => (url ? [new URL(url).origin] : [])))];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        mediaSrc: ["'self'", 'blob:', ...media],
        // The service worker fetches the pictures it keeps (media CDN included) under this list.
        connectSrc: ["'self'", 'ws:', 'wss:', ...media],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The installed app: /sw.js and /manifest.webmanifest, both from this origin (default-src says so too; named for clarity).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Phones on a LAN reach a dev server over plain http: do not force https there.
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    // Sent below, only over TLS: over plain http it means nothing, and a LAN dev server has none.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same headers as values, for replies sent before Fastify (platform/http/early-replies.ts):
 * none of them depends on the request but HSTS, which goes only over TLS.
 */
export function securityHeaderValues(options: SecurityOptions): { http: Record<string, string>; https: Record<string, string> } {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: unknown) => void (headers[name] = String(value)), removeHeader: () => {} };
  helmetFor(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return { http: headers, https: { ...headers, 'strict-transport-security': HSTS } };
}

/**
 * Helmet's headers (CSP, nosniff, frame and referrer rules…) on every reply. The middleware is
 * built once: @fastify/helmet rebuilt it, and re-parsed the CSP, on every request (a few per cent
 * of the API's CPU under load).
 */
export const securityHeaders = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const apply = helmetFor(options);
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol believes X-Forwarded-Proto only with TRUST_PROXY (a TLS-terminating proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
