import { buildAccountServices } from './composition/accounts.ts';
import { buildAdapters } from './composition/adapters.ts';
import { buildAdminServices } from './composition/admin.ts';
import { buildAssistantServices } from './composition/assistant.ts';
import { buildCatalogServices } from './composition/catalog.ts';
import type { Late } from './composition/late.ts';
import { buildListingServices } from './composition/listings.ts';
import { buildMediaServices } from './composition/media.ts';
import { buildMessagingServices } from './composition/messaging.ts';
import { buildRoutes } from './composition/routes.ts';
import { openJobs, scheduleJobs } from './composition/jobs.ts';
import type { ServicesInput } from './composition/services-input.ts';

export type { ServicesInput } from './composition/services-input.ts';

export const API_VERSION = '0.1.0';

/**
 * The composition root: every adapter, repo and service is built here, once, and handed to the
 * route plugins that use it (composition/routes.ts, mounted under /api in order). Each area is
 * built by its own function in composition/; what an earlier one calls of a later one goes
 * through `late`. Tests build the same graph through buildApp.
 */
export async function buildServices(input: ServicesInput) {
  const late: Late = {};
  const adapters = buildAdapters(input);
  const accounts = buildAccountServices(input, adapters);
  const media = buildMediaServices(input, adapters, accounts, late);
  const catalog = buildCatalogServices(input, adapters, accounts, media, late);
  const listings = buildListingServices(input, adapters, accounts, media, catalog, late);
  const messaging = buildMessagingServices(input, adapters, accounts, media);
  Object.assign(late, { chats: messaging.chats, offers: messaging.offers });
  const admin = buildAdminServices(input, adapters, accounts, media, messaging);
  const assistant = buildAssistantServices(input, adapters, catalog);
  // The jobs layer opens last (its workers run the services' jobs); nothing enqueues before a request.
  const ownJobs = { videoJob: media.videoJob, listingJob: listings.listingJob, offerExpiry: messaging.offerExpiry, pictureIndex: assistant.pictureIndex };
  const opened = await openJobs(input, adapters, ownJobs);
  late.jobs = opened.jobs;
  if (input.scheduleJobs) await scheduleJobs(opened, ownJobs);
  const routes = buildRoutes(input, API_VERSION, { adapters, accounts, media, catalog, listings, messaging, admin, assistant });
  return servicesFace(input, { routes, adapters, accounts, media, catalog, messaging, admin, assistant, opened });
}

type Built = {
  routes: ReturnType<typeof buildRoutes>;
  adapters: ReturnType<typeof buildAdapters>;
  accounts: ReturnType<typeof buildAccountServices>;
  media: ReturnType<typeof buildMediaServices>;
  catalog: ReturnType<typeof buildCatalogServices>;
  messaging: ReturnType<typeof buildMessagingServices>;
  admin: ReturnType<typeof buildAdminServices>;
  assistant: ReturnType<typeof buildAssistantServices>;
  opened: Awaited<ReturnType<typeof openJobs>>;
};

/** What app.ts, the worker and tests reach of the graph. */
function servicesFace(input: ServicesInput, { routes, adapters: a, accounts, media: m, catalog, messaging, admin, assistant, opened }: Built) {
  const { jobs, renditionsJob } = opened;
  const { pictureIndex } = assistant;
  return {
    routes,
    config: input.config,
    database: input.database,
    redis: a.redis,
    lifecycle: a.lifecycle,
    limiter: a.limiter,
    signer: a.signer,
    storage: a.storage,
    privateStorage: a.privateStorage,
    mediaUrl: a.mediaUrl,
    realtime: accounts.realtime,
    replyTtlMs: a.replyTtlMs,
    changes: a.changes,
    auth: accounts.auth,
    users: accounts.users,
    media: m.media,
    notifier: m.notifier,
    notifications: m.notifications,
    shops: catalog.shops,
    products: catalog.products,
    feed: catalog.feed,
    productSocial: catalog.productSocial,
    follows: catalog.follows,
    ...messaging.comments,
    chats: messaging.chats,
    reports: admin.reports,
    verification: admin.verification,
    admin: admin.admin,
    jobs,
    /** Indexes listing pictures now rather than at the next scheduled run (after the demo catalog is seeded). */
    async indexPicturesNow(): Promise<void> {
      if (pictureIndex) await jobs.enqueue(pictureIndex, {}, { key: 'assistant-pictures-now' });
    },
    /** Marks open offers past their 48 h expired now (tests; the job does it each minute). */
    expireOffersNow: (): Promise<number> => messaging.offers.expireDue(),
    /** Makes the small renditions of listing videos now (after the demo catalog is seeded) rather than at the next hourly run. */
    async videoRenditionsNow(): Promise<void> {
      await jobs.enqueue(renditionsJob, {}, { key: 'video-renditions-now' });
    },
    /** Stops what holds sockets, timers and connections (after the HTTP server closed). */
    async close() {
      await jobs.close();
      await a.ai?.close();
      await a.changes.close();
      await a.redis?.quit().catch(() => {});
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
