import { randomBytes } from 'node:crypto';
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
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import type { Config } from './config.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { countriesRoutes } from './modules/countries/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { commentsRoutes } from './modules/comments/routes.ts';
import { mediaFilesRoutes } from './modules/media/routes.ts';
import { mediaUploadRoutes } from './modules/media/upload-routes.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { routeHintsRoutes } from './modules/route-hints/routes.ts';
import { sharePreviewRoutes } from './modules/share-preview/routes.ts';
import { shopsRoutes } from './modules/shops/routes.ts';
import { socialRoutes } from './modules/social/routes.ts';
import type { ModuleDeps } from './platform/module-deps.ts';
import { createUsersService } from './modules/users/service.ts';
import type { Database } from './platform/db/client.ts';
import { addressKeyOf } from './platform/http/address-key.ts';
import { authGuard } from './platform/http/auth-guard.ts';
import { frameworkError, registerErrorHandler, routeNotFound } from './platform/http/error-handler.ts';
import { redactedError } from './platform/http/log-redaction.ts';
import { refuseUnsafeText } from './platform/http/text-guard.ts';
import { createMemoryLimiter, createRedisLimiter } from './platform/limiter.ts';
import { securityHeaders } from './platform/security/security-headers.ts';
import { createMediaKeyOf, createMediaUrl } from './platform/media-url.ts';
import { createRealtime } from './platform/realtime/socket.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { createMessenger } from './platform/messenger/create-messenger.ts';
import type { Messenger } from './platform/messenger/messenger.ts';
import { createTokenSigner } from './platform/security/tokens.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Replaces the configured messenger (tests point it at a fake provider). */
  messenger?: Messenger;
  logger?: FastifyServerOptions['logger'];
  /** Namespaces Redis keys so parallel test apps do not share counters. */
  redisPrefix?: string;
};

const VERSION = '0.1.0';
/** Marks the server's own `app.inject` calls; the value is secret to this process. */
const INTERNAL_HEADER = 'x-sokoni-internal';

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), serializers: { err: redactedError } },
    // TRUST_PROXY counts the proxies in front: the address the nearest of them saw is the client's.
    trustProxy: config.trustProxy === false ? false : (_address: string, hop: number) => hop < (config.trustProxy as number),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // One compact line per API request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', refuseUnsafeText);
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => {});
  });
  const keyPrefix = `sokoni:${deps.redisPrefix ?? ''}`;
  const internalKey = randomBytes(16).toString('hex');
  const limiter = redis ? createRedisLimiter(redis, `${keyPrefix}limit:`) : createMemoryLimiter();

  const signer = createTokenSigner(config.jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  const messenger = deps.messenger ?? createMessenger(config.messenger, database.db, app.log);
  // Without a CDN, media is served by this server under /media.
  const mediaUrl = createMediaUrl(config.mediaPublicUrl ?? '/media');
  const mediaKeyOf = createMediaKeyOf(config.mediaPublicUrl);
  const usersRepo = createUsersRepo(database.db);
  const authRepo = createAuthRepo(database.db);
  const realtime = createRealtime({
    httpServer: app.server,
    authenticate: async (token) => {
      const claims = await signer.verifyAccess(token);
      if (typeof claims === 'string') return null;
      return (await authRepo.liveSession(claims.sid, claims.sub)) ? { userId: claims.sub, sessionId: claims.sid } : null;
    },
    redisUrl: config.redisUrl,
    redisPrefix: keyPrefix,
    log: app.log,
  });
  const auth = createAuthService({
    authRepo,
    usersRepo,
    signer,
    messenger,
    limiter,
    codeSecret: config.jwtSecret,
    signupLimitPerHour: config.signupLimitPerHour,
    log: app.log,
    mediaUrl,
    realtime,
  });
  const users = createUsersService({ usersRepo, mediaUrl, mediaKeyOf });
  // Fastify closes the HTTP server before onClose hooks run, and that waits for open websockets.
  app.addHook('preClose', () => realtime.close());
  const notifier = createNotifier({ db: database.db, realtime, log: app.log, mediaUrl });
  const moduleDeps: ModuleDeps = { db: database.db, config, limiter, mediaUrl, mediaKeyOf, storage: createStorage(config), notifier, realtime };

  await app.register(securityHeaders, { mediaPublicUrl: config.mediaPublicUrl, isProduction: config.isProduction });
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
      info: { title: 'Sokoni API', version: VERSION, description: 'Marketplace API. Every reply is {success, data, message?} or {success:false, message, errors?}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authGuard, { signer, resolveSession: (sid, uid) => auth.liveSession(sid, uid) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: VERSION });
      await api.register(authRoutes, { auth, signer });
      await api.register(usersRoutes, { users, auth });
      await api.register(countriesRoutes);
      await api.register(shopsRoutes, moduleDeps);
      await api.register(productsRoutes, moduleDeps);
      await api.register(feedRoutes, moduleDeps);
      await api.register(socialRoutes, moduleDeps);
      await api.register(mediaUploadRoutes, moduleDeps);
      await api.register(commentsRoutes, moduleDeps);
      await api.register(notificationsRoutes, moduleDeps);
      if (!config.isProduction) await api.register(devRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await app.register(mediaFilesRoutes, moduleDeps);
  await serveWebApp(app, config.webDist, moduleDeps, { [INTERNAL_HEADER]: internalKey });
  return app;
}

/** The built SPA: hashed assets cached for a year, every other non-API GET falls back to index.html. */
async function serveWebApp(app: FastifyInstance, webDist: string, moduleDeps: ModuleDeps, internalHeaders: Record<string, string>) {
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
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.register(sharePreviewRoutes, { ...moduleDeps, indexHtmlPath: indexFile });
  await app.register(routeHintsRoutes, { indexHtmlPath: indexFile, manifestPath: path.join(webDist, '.vite', 'manifest.json'), internalHeaders });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return routeNotFound(request, reply);
  });
}
