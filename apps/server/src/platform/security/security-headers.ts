import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers (CSP, nosniff, frame and referrer rules…) on every reply. The middleware is
 * built once: @fastify/helmet rebuilt it, and re-parsed the CSP, on every request (a few per cent
 * of the API's CPU under load).
 */
export const securityHeaders = fp<{ mediaPublicUrl?: string; isProduction: boolean }>(async (app: FastifyInstance, { mediaPublicUrl, isProduction }) => {
  const media = mediaPublicUrl ? [mediaPublicUrl] : [];
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        mediaSrc: ["'self'", 'blob:', ...media],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Phones on a LAN reach a dev server over plain http: do not force https there.
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    // Sent below, only over TLS: over plain http it means nothing, and a LAN dev server has none.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol believes X-Forwarded-Proto only with TRUST_PROXY (a TLS-terminating proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
