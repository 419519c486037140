import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import type { Config } from './config.ts';
import { createAuthRepo, createAuthService } from './modules/auth/index.ts';
import { createCommentsModule } from './modules/comments/index.ts';
import { createFeedService } from './modules/feed/index.ts';
import { createMediaService } from './modules/media/index.ts';
import { createNotificationsRepo, createNotificationsService, createNotifier } from './modules/notifications/index.ts';
import { createProductsRepo, createProductsService, popularCutoff, popularCutoffTtlMs } from './modules/products/index.ts';
import { createShopsRepo, createShopsService } from './modules/shops/index.ts';
import { createFollowsRepo, createFollowsService, createProductSocialRepo, createProductSocialService } from './modules/social/index.ts';
import { createUsersRepo, createUsersService } from './modules/users/index.ts';
import { createLocalChangeBus, createRedisChangeBus } from './platform/cache/change-bus.ts';
import type { Database } from './platform/db/client.ts';
import { sharedReplyTtlMs } from './platform/http/reply-cache.ts';
import { createMemoryLimiter, createRedisLimiter } from './platform/limiter.ts';
import { createMediaKeyOf, createMediaUrl } from './platform/media-url.ts';
import { createMessenger } from './platform/messenger/create-messenger.ts';
import type { Messenger } from './platform/messenger/messenger.ts';
import { createRealtime } from './platform/realtime/socket.ts';
import { createTokenSigner } from './platform/security/tokens.ts';
import { createStorage } from './platform/storage/create-storage.ts';

export type ServicesInput = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The HTTP server Socket.IO attaches to. */
  httpServer: Server;
  /** Replaces the configured messenger (tests point it at a fake provider). */
  messenger?: Messenger;
  /** Namespaces Redis keys so parallel test apps do not share counters. */
  redisPrefix?: string;
  replyTtlMs?: number;
};

/**
 * The composition root: every adapter, repo and service is built here, once, and handed to the
 * route plugins that use it. Adding a module is its folder plus a line here (and its routes in
 * app.ts). Tests build the same graph through buildApp.
 */
export function buildServices(input: ServicesInput) {
  const { config, database, log } = input;
  const { db } = database;

  // Adapters
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  const redisPrefix = `sokoni:${input.redisPrefix ?? ''}`;
  const limiter = redis ? createRedisLimiter(redis, `${redisPrefix}limit:`) : createMemoryLimiter();
  const signer = createTokenSigner(config.jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  const messenger = input.messenger ?? createMessenger(config.messenger, db, log);
  // Without a CDN, media is served by this server under /media.
  const mediaUrl = createMediaUrl(config.mediaPublicUrl ?? '/media');
  const mediaKeyOf = createMediaKeyOf(config.mediaPublicUrl);
  const storage = createStorage(config);
  const replyTtlMs = input.replyTtlMs ?? sharedReplyTtlMs(config);
  // Cached replies drop a product or shop when it changes, in every process.
  const changes = config.redisUrl ? createRedisChangeBus({ redisUrl: config.redisUrl, channel: `${redisPrefix}changes`, log }) : createLocalChangeBus();

  // Accounts
  const usersRepo = createUsersRepo(db);
  const authRepo = createAuthRepo(db);
  const realtime = createRealtime({
    httpServer: input.httpServer,
    authenticate: async (token) => {
      const claims = await signer.verifyAccess(token);
      if (typeof claims === 'string') return null;
      return (await authRepo.liveSession(claims.sid, claims.sub)) ? { userId: claims.sub, sessionId: claims.sid } : null;
    },
    redisUrl: config.redisUrl,
    redisPrefix,
    log,
  });
  const auth = createAuthService({
    authRepo,
    usersRepo,
    signer,
    messenger,
    limiter,
    codeSecret: config.jwtSecret,
    signupLimitPerHour: config.signupLimitPerHour,
    log,
    mediaUrl,
    realtime,
  });
  const users = createUsersService({ usersRepo, mediaUrl, mediaKeyOf });
  const media = createMediaService({ db, storage, mediaUrl, limiter, dataDir: config.dataDir, log });
  const notifier = createNotifier({ db, realtime, log, mediaUrl });
  const notifications = createNotificationsService({ repo: createNotificationsRepo(db), mediaUrl });

  // Catalog: one products repo (and its list-total cache) shared by the lists and the feed.
  const productsRepo = createProductsRepo(db, { cacheTtlMs: replyTtlMs });
  const cutoffTtlMs = popularCutoffTtlMs(config);
  const popular = () => popularCutoff(db, cutoffTtlMs);
  const shops = createShopsService({ repo: createShopsRepo(db), mediaUrl });
  changes.subscribe((change) => change.kind === 'product' && productsRepo.expireCounts());
  const products = createProductsService({ repo: productsRepo, mediaUrl, popularCutoff: popular });
  const feed = createFeedService({ repo: productsRepo, mediaUrl, popularCutoff: popular });
  const productSocial = createProductSocialService({ repo: createProductSocialRepo(db), mediaUrl, limiter, notifier });
  const follows = createFollowsService({ repo: createFollowsRepo(db), mediaUrl, notifier });
  const comments = createCommentsModule({ db, mediaUrl, limiter, notifier, log, onTargetChanged: (t) => changes.publish({ kind: t.type, id: t.id }) });

  return {
    config,
    database,
    redis,
    limiter,
    signer,
    storage,
    mediaUrl,
    realtime,
    replyTtlMs,
    changes,
    auth,
    users,
    media,
    notifier,
    notifications,
    shops,
    products,
    feed,
    productSocial,
    follows,
    ...comments,
    /** Stops what holds sockets, timers and connections (after the HTTP server closed). */
    async close() {
      await media.close();
      await changes.close();
      await redis?.quit().catch(() => {});
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
