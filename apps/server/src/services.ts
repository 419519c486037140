import type { Server } from 'node:http';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import type { Config } from './config.ts';
import { createMediaHolds, heldNotice, mediaHoldsRoutes, unsafeVerdict, unsafeVerdictOfFrames } from './modules/moderation/index.ts';
import { adminRoutes, auditedModeration, createAdminRepo, createAdminService } from './modules/admin/index.ts';
import { assistantRoutes, createAssistantRepo, createCatalogCentre, createAssistantService, createMarketPrices, createVoiceService, findCandidates, findSimilarPictures, mirroredMeanVector, PICTURE_INDEX_EVERY_MS, pictureHash, pictureIndexJob, voiceRoutes } from './modules/assistant/index.ts';
import { authRoutes, createAuthRepo, createAuthService, revokeAllSessionsWith } from './modules/auth/index.ts';
import { chatsRoutes, createChatsRepo, createChatsService, listenToChatEvents } from './modules/chats/index.ts';
import { commentsRoutes, createCommentsModule, productImage } from './modules/comments/index.ts';
import { countriesRoutes } from './modules/countries/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { createFeedService, feedRoutes } from './modules/feed/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { maintenance, MAINTENANCE_EVERY_MS } from './modules/housekeeping/index.ts';
import { createListingDrafter, readPicture } from './modules/drafting/index.ts';
import {
  createDraftingCatalog,
  createListingProcessor,
  createListingsRepo,
  createListingsService,
  createVideoRenditions,
  listingsRoutes,
  processListing,
  readyToReviewNotice,
  videoRenditionsJob,
} from './modules/listings/index.ts';
import { createMediaService, mediaUploadRoutes, privateMediaRoutes, transcodeVideo } from './modules/media/index.ts';
import { createPushSender, createPushService, pushRoutes } from './modules/push/index.ts';
import { createNotificationsRepo, createNotificationsService, createNotifier, notificationsRoutes } from './modules/notifications/index.ts';
import { createOffersRepo, createOffersService, OFFER_EXPIRY_EVERY_MS, offerExpiryJob, offersRoutes } from './modules/offers/index.ts';
import { createProductsRepo, createProductsService, popularCutoff, popularCutoffTtlMs, productsListedByIds, productsRoutes, shopProductTotals, shopSales, toProductView } from './modules/products/index.ts';
import { createReportsService, reportsRoutes } from './modules/reports/index.ts';
import { createShopsRepo, createShopsService, ownShopOf, shopsByIds, shopsByOwners, shopsRoutes } from './modules/shops/index.ts';
import { createFollowsRepo, createFollowsService, createProductSocialRepo, createProductSocialService, followsShop, productSignals, socialRoutes } from './modules/social/index.ts';
import { createUsersRepo, createUsersService, usersRoutes } from './modules/users/index.ts';
import { createVerificationRepo, createVerificationService, verificationRoutes } from './modules/verification/index.ts';
import { openAi } from './platform/ai/index.ts';
import { createLocalChangeBus, createRedisChangeBus } from './platform/cache/change-bus.ts';
import type { Database } from './platform/db/client.ts';
import { isDatabaseUnavailable } from './platform/http/errors.ts';
import { mount } from './platform/http/mount.ts';
import { sharedReplyTtlMs } from './platform/http/reply-cache.ts';
import type { Jobs } from './platform/jobs/jobs.ts';
import { openAppJobs } from './platform/jobs/open-app-jobs.ts';
import { unavailableJobs } from './platform/jobs/unavailable-jobs.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { createMemoryLimiter, createRedisLimiter } from './platform/limiter.ts';
import { createMediaKeyOf, createMediaUrl } from './platform/media-url.ts';
import { createMessenger } from './platform/messenger/create-messenger.ts';
import type { Messenger } from './platform/messenger/messenger.ts';
import { instrumentModels, type Metrics } from './platform/metrics/index.ts';
import { createRealtime } from './platform/realtime/socket.ts';
import { createTokenSigner } from './platform/security/tokens.ts';
import { createUrlSigner } from './platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from './platform/storage/create-storage.ts';
import { contentTypeFor } from './platform/storage/storage.ts';

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
  /** Schedules the recurring jobs (the API's main process and the worker; each runs once anyway). */
  scheduleJobs?: boolean;
  /** Times the model calls and reads the worker's memory (the API process; `npm run worker` has no HTTP to show them). */
  metrics?: Metrics;
  /** Runs job workers in this process whatever JOBS_WORKER says (`npm run worker`). */
  runJobWorkers?: boolean;
  /**
   * Tests only, never configuration: trusts a loopback push service's certificate and lets
   * subscriptions and messages reach it (push goes to public addresses only otherwise).
   */
  testPushService?: { ca: string };
};

export const API_VERSION = '0.1.0';
/** The largest picture a photo search reads (doc 2's image uploads stay well under it). */
const PHOTO_SEARCH_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The composition root: every adapter, repo and service is built here, once, and handed to the
 * route plugins that use it (`routes`, mounted under /api in this order). Adding a module is its
 * folder plus one `mount(...)` line in `routes`. Tests build the same graph through buildApp.
 */
export async function buildServices(input: ServicesInput) {
  const { config, database, log } = input;
  const { db } = database;

  // Adapters
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const lifecycle = createLifecycle();
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  const redisPrefix = `sokoni:${input.redisPrefix ?? ''}`;
  const limiter = redis ? createRedisLimiter(redis, `${redisPrefix}limit:`) : createMemoryLimiter();
  const signer = createTokenSigner(config.jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  const messenger = input.messenger ?? createMessenger(config.messenger, db, log);
  // Without a CDN, media is served by this server under /media.
  const mediaUrl = createMediaUrl(config.mediaPublicUrl ?? '/media');
  const mediaKeyOf = createMediaKeyOf(config.mediaPublicUrl);
  const storage = createStorage(config);
  // Chat attachments and ID documents: apart from public media, fetched only by signed address.
  const privateStorage = createPrivateStorage(config);
  const urlSigner = createUrlSigner(config.mediaSigningSecret);
  const replyTtlMs = input.replyTtlMs ?? sharedReplyTtlMs(config);
  // Cached replies drop a product or shop when it changes, in every process.
  const changes = config.redisUrl ? createRedisChangeBus({ redisUrl: config.redisUrl, channel: `${redisPrefix}changes`, log }) : createLocalChangeBus();

  // Offline image models (a worker thread, loaded on first use); the LLM and its speech to text when configured.
  const { ai, llm, transcriber, vision } = instrumentModels(openAi(config, log), input.metrics);

  // Accounts
  const usersRepo = createUsersRepo(db);
  const authRepo = createAuthRepo(db);
  // An account's record names its shop (shops sit above users and auth: handed in from here).
  const ownShop = (ownerId: string) => ownShopOf(db, ownerId);
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
    ownShop,
  });
  const users = createUsersService({ usersRepo, mediaUrl, mediaKeyOf, ownShop, endSessionsWith: revokeAllSessionsWith });
  // The jobs layer opens last (its workers run the services' jobs); nothing enqueues before a request.
  const opened: { jobs?: Jobs } = {};
  const media = createMediaService({
    db,
    storage,
    privateFiles: { storage: privateStorage, signer: urlSigner },
    mediaUrl,
    limiter,
    dataDir: config.dataDir,
    log,
    enqueueVideo: (job) => opened.jobs!.enqueue(videoJob, job),
    screen: ai ? async (picture) => unsafeVerdict(await ai.classifyUnsafe(picture), config.ai.unsafeHoldBar) : undefined,
    freeModels: () => ai?.release?.(),
    onHeld: (row) => notifier.notify(heldNotice(row, 'held')),
  });
  const videoJob = transcodeVideo(media);
  const testPushService = input.testPushService;
  const push = createPushService({
    db,
    log,
    serviceHosts: config.pushServiceHosts,
    reach: { allowLoopback: Boolean(testPushService) },
    publicKey: config.push?.publicKey ?? null,
    send: config.push ? createPushSender(config.push, { testService: testPushService }) : null,
  });
  const notifier = createNotifier({ db, realtime, log, mediaUrl, push });
  const notifications = createNotificationsService({ repo: createNotificationsRepo(db), mediaUrl });

  // Catalog: one products repo (and its list-total cache) shared by the lists and the feed.
  const productsRepo = createProductsRepo(db, productSignals(db), { cacheTtlMs: replyTtlMs });
  const cutoffTtlMs = popularCutoffTtlMs(config);
  const popular = () => popularCutoff(db, cutoffTtlMs);
  // A shop's figures come from its products (products' face) and its suggestions leave out followed shops (social's).
  const shopsRepo = createShopsRepo(db, { productTotals: (id) => shopProductTotals(db, id), sales: (id) => shopSales(db, id), followsShop });
  const shops = createShopsService({ repo: shopsRepo, mediaUrl, mediaKeyOf, onChanged: (id) => changes.publish({ kind: 'shop', id }) });
  changes.subscribe((change) => change.kind === 'listing' && productsRepo.expireListings());
  const products = createProductsService({ repo: productsRepo, mediaUrl, popularCutoff: popular });
  const feed = createFeedService({ repo: productsRepo, mediaUrl, popularCutoff: popular, countryOf: async (userId) => (await usersRepo.findById(userId))?.countryCode });
  // Inquiries become conversations through the chats service (made below; called only per request).
  const productSocial = createProductSocialService({ repo: createProductSocialRepo(db, { productsWithShops: (ids) => productsRepo.byIds(ids) }), mediaUrl, limiter, notifier, deliverInquiry: (input) => chats.deliverInquiry(input) });
  const follows = createFollowsService({ repo: createFollowsRepo(db), mediaUrl, notifier });
  // Seller listings: a video in, a drafted listing out (a durable job: transcode, then draft).
  const publishListing = (l: { productId: string; shopId: string }) => {
    changes.publish({ kind: 'product', id: l.productId });
    changes.publish({ kind: 'shop', id: l.shopId });
    changes.publish({ kind: 'listing', id: l.shopId });
  };
  const listingsRepo = createListingsRepo(db);
  const draftingCatalog = createDraftingCatalog(db);
  const drafter = createListingDrafter({ ai, llm, vision, ports: draftingCatalog, log, options: { visionTimeoutMs: config.ai.vision?.timeoutMs } });
  const listingJob = processListing(
    createListingProcessor({
      repo: listingsRepo,
      media,
      storage,
      drafter,
      screenFrames: ai ? (frames) => unsafeVerdictOfFrames(frames, config.ai.unsafeHoldBar) : undefined,
      tmpDir: path.join(config.dataDir, 'tmp', 'listings'),
      onSettled: (l) => {
        publishListing(l);
        realtime.emitToUser(l.ownerId, 'product:processed', { productId: l.productId, shopId: l.shopId, status: l.status });
      },
      onReadyForReview: (l) => void notifier.notify(readyToReviewNotice(l)),
      log,
    }),
  );
  const listings = createListingsService({
    repo: listingsRepo,
    media,
    detail: (id, viewerId) => products.detail(id, viewerId),
    enqueueProcessing: (productId) => opened.jobs!.enqueue(listingJob, { productId }, { key: productId }),
    comparablePrices: (category, currency, hint) => draftingCatalog.comparablePrices(category, currency, hint),
    onChanged: publishListing,
    onSold: (productId, sellerId) => offers.declineOnSale(productId, sellerId),
  });
  const comments = createCommentsModule({ db, mediaUrl, limiter, notifier, log, onTargetChanged: (t) => changes.publish({ kind: t.type, id: t.id }) });

  // Messaging: shop chats and dealer conversations, live over the socket.
  const chats = createChatsService({
    repo: createChatsRepo(db),
    realtime,
    notifier,
    // Chat files are private: views (only ever built for the two participants) carry signed addresses.
    ports: { mediaUrl, attachmentUrl: media.privateUrl },
    isConnected: (userId) => realtime.isConnected(userId),
    log,
    offersOf: (ids) => offers.byIds(ids),
  });
  listenToChatEvents(realtime, chats);

  // Offers (issue 28): each step is a message in the buyer↔shop chat; the chat shows each offer as it stands.
  const offers = createOffersService({
    db,
    repo: createOffersRepo(db),
    listing: async (productId) => {
      const [found] = await productsListedByIds(db, [productId]);
      const [shop] = found ? await shopsByIds(db, [found.product.shopId]) : [];
      if (!found || !shop) return undefined;
      const { product } = found;
      return { id: product.id, title: product.title, price: product.priceAmount, currency: product.currency, shopId: shop.id, ownerId: shop.ownerId, listed: found.listed };
    },
    ownerOfShop: async (shopId) => (await shopsByIds(db, [shopId]))[0]?.ownerId,
    shopsOwnedBy: async (userId) => (await shopsByOwners(db, [userId])).map((shop) => shop.id),
    say: (step) => chats.sayOfferStep({ buyerId: step.offer.buyerId, shopId: step.offer.shopId, productId: step.offer.productId, actorId: step.actorId, text: step.text, offer: step.offer }),
    changed: (offer) => {
      void shopsByIds(db, [offer.shopId]).then(([shop]) => {
        for (const userId of [offer.buyerId, shop?.ownerId]) if (userId) realtime.emitToUser(userId, 'offer:updated', { offerId: offer.id, status: offer.status, chatId: offer.chatId });
      });
    },
  });
  const offerExpiry = offerExpiryJob({ offers, log });
  const reports = createReportsService(db);

  // Verification and the admin console (issue 14).
  const verification = createVerificationService({
    repo: createVerificationRepo(db),
    usersRepo,
    codes: auth.codes,
    userView: (userId) => users.me(userId),
    mediaKeyOf,
    privateUrl: media.privateUrl,
  });
  const adminRepo = createAdminRepo(db);
  const admin = createAdminService({
    db,
    repo: adminRepo,
    reports,
    verification,
    endAllSessions: (userId, reason) => auth.endAllSessions(userId, reason),
    deleteComment: (id, by, reason) => comments.commentModeration.moderate(id, by, 'delete', reason),
    notifier,
    mediaUrl,
    productImage: (stored) => productImage(stored, mediaUrl),
    onChanged: (change) => changes.publish(change),
  });

  // The shopping assistant: understanding, retrieval and ranking on the catalog, built in.
  const assistant = createAssistantService({
    repo: createAssistantRepo(db),
    findCandidates: (input) => findCandidates(db, input),
    marketPrices: createMarketPrices(db),
    cardsOf: async (ids) => {
      const [found, cutoff] = await Promise.all([productsRepo.byIds(ids, true), popular()]);
      return found.map((x) => toProductView(x.product, x.shop, x.owner, mediaUrl, false, cutoff));
    },
    similarPictures: (vector, filters, limit) => findSimilarPictures(db, vector, filters, limit),
    pictureCentre: createCatalogCentre(db),
    readPicture: ai
      ? async (key) => {
          // Only a picture, and not a huge one: a buyer's own video must not be read whole for a photo search.
          const stored = contentTypeFor(key).startsWith('image/') ? await storage.stat(key) : null;
          if (!stored || stored.size > PHOTO_SEARCH_MAX_BYTES) throw new Error('not a picture a photo search reads');
          const bytes = await buffer(await storage.read(key));
          const analysis = await ai.analyzeImage(bytes);
          const vector = await mirroredMeanVector(bytes, (image) => ai.embedImage(image), analysis.vector);
          const labels = [...analysis.objects.map(({ label, score }) => ({ label, score, source: 'coco' as const })), ...analysis.items.map(({ label, score }) => ({ label, score, source: 'oid' as const }))];
          return { vector, hash: await pictureHash(bytes).catch(() => null), reading: readPicture(analysis), labels };
        }
      : undefined,
    keyOf: mediaKeyOf,
    llm,
    log,
  });
  // Image vectors of every listing's picture, for "similar to this photo" (listings drafted from a video have theirs already).
  const pictureIndex = ai
    ? pictureIndexJob({ db, read: (key) => storage.read(key), embed: (image) => ai.embedImage(image), log })
    : undefined;

  // Background jobs: in Redis with REDIS_URL, else in this database; run here unless JOBS_WORKER=false.
  const maintenanceJob = maintenance({ db, storage, privateStorage, log });
  // Small renditions for listing videos made before they existed (at start, then hourly).
  const renditionsJob = videoRenditionsJob(createVideoRenditions({ db, storage, tmpDir: path.join(config.dataDir, 'tmp', 'renditions'), log }), log);
  const jobs = await openAppJobs({ config, database, definitions: [videoJob, listingJob, maintenanceJob, renditionsJob, offerExpiry, ...(pictureIndex ? [pictureIndex] : [])], log, redisPrefix: input.redisPrefix, runWorkers: input.runJobWorkers }).catch(
    (err: unknown) => {
      if (!isDatabaseUnavailable(err)) throw err;
      log.error({ err }, 'background jobs are off: the database went away while they opened; restart when it is back');
      return unavailableJobs(err);
    },
  );
  opened.jobs = jobs;
  if (input.scheduleJobs) {
    await jobs.schedule(maintenanceJob, { everyMs: MAINTENANCE_EVERY_MS }, {});
    await jobs.schedule(renditionsJob, { everyMs: MAINTENANCE_EVERY_MS }, {});
    await jobs.schedule(offerExpiry, { everyMs: OFFER_EXPIRY_EVERY_MS }, {});
    if (pictureIndex) await jobs.schedule(pictureIndex, { everyMs: PICTURE_INDEX_EVERY_MS }, {});
  }

  const routes = [
    mount(healthRoutes, { database, redis, lifecycle, version: API_VERSION }),
    mount(authRoutes, { auth, signer }),
    mount(usersRoutes, { users, sessions: auth, media }),
    mount(countriesRoutes),
    mount(shopsRoutes, { shops, media }),
    mount(productsRoutes, { products, changes, replyTtlMs }),
    mount(listingsRoutes, { listings, media }),
    mount(feedRoutes, { feed, changes, replyTtlMs }),
    mount(socialRoutes, { productSocial, follows }),
    mount(mediaUploadRoutes, { media }),
    mount(privateMediaRoutes, { media }),
    mount(commentsRoutes, { ...comments, commentModeration: auditedModeration(comments.commentModeration, { repo: adminRepo, notifier }) }),
    mount(notificationsRoutes, { notifications }),
    mount(chatsRoutes, { chats }),
    mount(reportsRoutes, { reports }),
    mount(offersRoutes, { offers }),
    mount(pushRoutes, { push }),
    mount(verificationRoutes, { verification }),
    mount(adminRoutes, { admin }),
    mount(mediaHoldsRoutes, {
      holds: createMediaHolds({ media, notifier, audit: (adminId, action, targetId, detail) => adminRepo.audit({ adminId, action, targetType: 'media', targetId, detail }) }),
    }),
    mount(assistantRoutes, { assistant }),
    mount(voiceRoutes, { voice: createVoiceService({ transcriber, limiter, log }), tmpDir: media.tmpDir }),
    ...(config.isProduction ? [] : [mount(devRoutes, { db })]),
  ];

  return {
    routes,
    config,
    database,
    redis,
    lifecycle,
    limiter,
    signer,
    storage,
    privateStorage,
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
    chats,
    reports,
    verification,
    admin,
    jobs,
    /** Indexes listing pictures now rather than at the next scheduled run (after the demo catalog is seeded). */
    async indexPicturesNow(): Promise<void> {
      if (pictureIndex) await jobs.enqueue(pictureIndex, {}, { key: 'assistant-pictures-now' });
    },
    /** Marks open offers past their 48 h expired now (tests; the job does it each minute). */
    expireOffersNow: (): Promise<number> => offers.expireDue(),
    /** Makes the small renditions of listing videos now (after the demo catalog is seeded) rather than at the next hourly run. */
    async videoRenditionsNow(): Promise<void> {
      await jobs.enqueue(renditionsJob, {}, { key: 'video-renditions-now' });
    },
    /** Stops what holds sockets, timers and connections (after the HTTP server closed). */
    async close() {
      await jobs.close();
      await ai?.close();
      await changes.close();
      await redis?.quit().catch(() => {});
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
