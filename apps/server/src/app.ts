import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Redis } from 'ioredis';
import { mediaFilesRoutes } from './modules/media/index.ts';
import { AFTER_PAINT_SCRIPT_HASH, pagePainters, routeHintsRoutes } from './modules/route-hints/index.ts';
import { sharePreviewRoutes } from './modules/share-preview/index.ts';
import type { Database } from './platform/db/client.ts';
import { addressKeyOf } from './platform/http/address-key.ts';
import { createEarlyReplies, type EarlyReplies } from './platform/http/early-replies.ts';
import { authGuard } from './platform/http/auth-guard.ts';
import { frameworkError, registerErrorHandler, routeNotFound } from './platform/http/error-handler.ts';
import { redactedError } from './platform/http/log-redaction.ts';
import { replyComponents } from './platform/http/openapi-components.ts';
import { bindRepliesToContract } from './platform/http/reply-contract.ts';
import { createReplySerializer } from './platform/http/reply-serializer.ts';
import { refuseUnsafeText } from './platform/http/text-guard.ts';
import type { Messenger } from './platform/messenger/messenger.ts';
import { requestLanguage } from './platform/i18n/request-language.ts';
import { translateReplies } from './platform/i18n/translate-replies.ts';
import { createMetrics, measureRequests, metricsRoutes } from './platform/metrics/index.ts';
import { securityHeaderValues, securityHeaders, type SecurityOptions } from './platform/security/security-headers.ts';
import { PRIVATE_MEDIA_PATH } from './platform/security/signed-urls.ts';
import { API_VERSION, buildServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo catalog was just seeded: its pictures are indexed for photo search now, not in 10 minutes. */
    indexPicturesNow: () => Promise<void>;
    /** The demo catalog was just seeded: its videos get their small renditions now, not at the next hourly run. */
    videoRenditionsNow: () => Promise<void>;
    expireOffersNow: () => Promise<number>;
    /** Stop wanting new traffic: the readiness check answers 503 from now on (shutdown's first step). */
    drain: () => void;
    /** Replies sent before Fastify's lifecycle, from prepared bytes (the guest feed's first pages). */
    earlyReplies: EarlyReplies;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** Replaces the configured messenger (tests point it at a fake provider). */
  messenger?: Messenger;
  logger?: FastifyServerOptions['logger'];
  /** Namespaces Redis keys so parallel test apps do not share counters. */
  redisPrefix?: string;
  /** How long shared replies are cached (default: 3 s, none under NODE_ENV=test). */
  replyTtlMs?: number;
  /** Schedules the recurring jobs (the hourly maintenance): the running server, not tests. */
  scheduleJobs?: boolean;
  /**
   * Tests only, never configuration: trusts a loopback push service's certificate and lets
   * subscriptions and messages reach it (push goes to public addresses only otherwise).
   */
  testPushService?: { ca: string };
};

/** Marks the server's own `app.inject` calls; the value is secret to this process. */
const INTERNAL_HEADER = 'x-sokoni-internal';

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const early = createEarlyReplies();
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), serializers: { err: redactedError } },
    // TRUST_PROXY counts the proxies in front: the address the nearest of them saw is the client's.
    trustProxy: config.trustProxy === false ? false : (_address: string, hop: number) => hop < (config.trustProxy as number),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // One compact line per API request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Replies are sent as they are built; tests also check each against its route's schema.
  app.setSerializerCompiler(createReplySerializer({ verify: config.env === 'test' }));
  registerErrorHandler(app);
  app.addHook('preValidation', refuseUnsafeText);
  const metrics = createMetrics();
  measureRequests(app, metrics);
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      // A signed address is a key to a private file for an hour: it stays out of the logs.
      const url = request.url.startsWith(PRIVATE_MEDIA_PATH) ? request.url.split('?')[0] : request.url;
      request.log.info({ method: request.method, url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
  });
  // The same security headers, access log line and metrics for the replies sent before Fastify.
  const csp = { mediaSources: [config.mediaPublicUrl, config.storage?.private.url], isProduction: config.isProduction, scriptHashes: [AFTER_PAINT_SCRIPT_HASH] };
  early.configure({
    headers: securityHeaderValues(csp),
    isHttps: (req) => isHttps(req, config.trustProxy),
    observe: (route, req, status, ms) => {
      metrics.observeRequest(route, req.method ?? 'GET', status, ms / 1000);
      app.log.info({ method: req.method, url: req.url, status, ms: Math.round(ms) }, 'request');
    },
  });
  app.decorate('earlyReplies', early);

  const services = await buildServices({
    config,
    database,
    log: app.log,
    httpServer: app.server,
    messenger: deps.messenger,
    redisPrefix: deps.redisPrefix,
    replyTtlMs: deps.replyTtlMs,
    scheduleJobs: deps.scheduleJobs,
    testPushService: deps.testPushService,
    metrics,
  });
  metrics.watch({ database, jobs: services.jobs, realtime: services.realtime });
  const { redis, signer, auth } = services;
  app.decorate('indexPicturesNow', services.indexPicturesNow);
  app.decorate('videoRenditionsNow', services.videoRenditionsNow);
  app.decorate('expireOffersNow', services.expireOffersNow);
  app.decorate('drain', services.lifecycle.drain);
  // Fastify closes the HTTP server before onClose hooks run, and that waits for open websockets.
  app.addHook('preClose', () => services.realtime.close());
  app.addHook('onClose', () => services.close());
  // Tidying up after a previous process must not stop this one from serving.
  await services.media.recover().catch((err: unknown) => app.log.warn({ err }, 'recovering interrupted uploads failed'));
  const internalKey = randomBytes(16).toString('hex');
  const keyPrefix = `sokoni:${deps.redisPrefix ?? ''}`;

  await registerPlugins(app, config, { redis, keyPrefix, internalKey, csp });
  await app.register(authGuard, { signer, resolveSession: (sid, uid) => auth.liveSession(sid, uid) });
  await app.register(translateReplies, { languageOf: requestLanguage });

  // Prometheus' text, not the envelope: outside the contracts' map, so registered before it binds.
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  // Every API route declares the reply the contracts' map gives it (the web client is typed by that map).
  bindRepliesToContract(app);
  await app.register(
    async (api) => {
      for (const routes of services.routes) await routes.register(api);
    },
    { prefix: '/api' },
  );
  await app.register(mediaFilesRoutes, { storage: services.storage });
  await serveWebApp(app, services, { [INTERNAL_HEADER]: internalKey });
  return app;
}

/** Fastify's request.protocol: TLS on the socket, or a trusted proxy's X-Forwarded-Proto (its last entry). */
function isHttps(req: IncomingMessage, trustProxy: Config['trustProxy']): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof trustProxy !== 'number' || trustProxy < 1 || typeof forwarded !== 'string') return false;
  return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
}

/** The built SPA: hashed assets cached for a year, every other non-API GET falls back to index.html. */
async function serveWebApp(app: FastifyInstance, s: Services, internalHeaders: Record<string, string>) {
  const webDist = s.config.webDist;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    app.setNotFoundHandler(routeNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside its hashed files (apps/web/build/precompress.ts):
    // sent as they are, not compressed again per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The service worker (no-cache above: a new build's worker is found on the next visit) and
      // the web app manifest, under the types browsers expect.
      if (filePath.endsWith(`${path.sep}sw.js`)) reply.header('service-worker-allowed', '/');
      if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  const hintOptions = { indexHtmlPath: indexFile, manifestPath: path.join(webDist, '.vite', 'manifest.json'), internalHeaders };
  await app.register(sharePreviewRoutes, { db: s.database.db, mediaUrl: s.mediaUrl, publicUrl: s.config.publicUrl, indexHtmlPath: indexFile, paint: pagePainters(app, hintOptions) });
  await app.register(routeHintsRoutes, hintOptions);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return routeNotFound(request, reply);
  });
}

/** Security headers, CORS, compression, the rate limit, multipart and the API docs, as every request meets them. */
async function registerPlugins(app: FastifyInstance, config: Config, opts: { redis: Redis | undefined; keyPrefix: string; internalKey: string; csp: SecurityOptions }) {
  const { redis, keyPrefix, internalKey, csp } = opts;
  // Pictures come from the CDN or bucket, and private ones by redirect to the private bucket's presigned addresses.
  await app.register(securityHeaders, csp);
  await app.register(cors, {
    // Same origin needs no CORS; a dev server on another port, or listed origins, may call in.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : config.isProduction ? false : [/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/],
    credentials: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rl:` } : {}),
    keyGenerator: (request) => addressKeyOf(request.ip),
    // Only the API is limited; the app's own files, and the server's own calls (route hints), are not.
    allowList: (request) => !request.url.startsWith('/api/') || request.headers[INTERNAL_HEADER] === internalKey,
    // Every byte counts on a phone: limit headers only on the 429 itself.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  // Per-use size and count limits are checked where each upload is read; these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 5, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sokoni API', version: API_VERSION, description: 'Marketplace API. Every reply is {success, data, message?} or {success:false, message, errors?}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: replyComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
