import { adminRoutes, auditedModeration } from '../modules/admin/index.ts';
import { assistantRoutes, createVoiceService, voiceRoutes } from '../modules/assistant/index.ts';
import { authRoutes } from '../modules/auth/index.ts';
import { chatsRoutes } from '../modules/chats/index.ts';
import { commentsRoutes } from '../modules/comments/index.ts';
import { countriesRoutes } from '../modules/countries/index.ts';
import { devRoutes } from '../modules/dev/index.ts';
import { feedRoutes } from '../modules/feed/index.ts';
import { healthRoutes } from '../modules/health/index.ts';
import { listingsRoutes } from '../modules/listings/index.ts';
import { mediaUploadRoutes, privateMediaRoutes } from '../modules/media/index.ts';
import { createMediaHolds, mediaHoldsRoutes } from '../modules/moderation/index.ts';
import { notificationsRoutes } from '../modules/notifications/index.ts';
import { offersRoutes } from '../modules/offers/index.ts';
import { productsRoutes } from '../modules/products/index.ts';
import { pushRoutes } from '../modules/push/index.ts';
import { reportsRoutes } from '../modules/reports/index.ts';
import { shopsRoutes } from '../modules/shops/index.ts';
import { socialRoutes } from '../modules/social/index.ts';
import { usersRoutes } from '../modules/users/index.ts';
import { verificationRoutes } from '../modules/verification/index.ts';
import { mount } from '../platform/http/mount.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { buildAdminServices } from './admin.ts';
import type { buildAssistantServices } from './assistant.ts';
import type { CatalogServices } from './catalog.ts';
import type { buildListingServices } from './listings.ts';
import type { MediaServices } from './media.ts';
import type { MessagingServices } from './messaging.ts';

type Built = {
  adapters: Adapters;
  accounts: AccountServices;
  media: MediaServices;
  catalog: CatalogServices;
  listings: ReturnType<typeof buildListingServices>;
  messaging: MessagingServices;
  admin: ReturnType<typeof buildAdminServices>;
  assistant: ReturnType<typeof buildAssistantServices>;
};

/** The route plugins, mounted under /api in this order; adding a module is one `mount(...)` line here. */
export function buildRoutes(input: ServicesInput, version: string, { adapters: a, accounts, media: m, catalog, listings, messaging, admin, assistant }: Built) {
  const { config, database } = input;
  const { media, notifier } = m;
  const { replyTtlMs, changes } = a;
  const { adminRepo } = admin;
  const comments = messaging.comments;
  return [
    mount(healthRoutes, { database, redis: a.redis, lifecycle: a.lifecycle, version }),
    mount(authRoutes, { auth: accounts.auth, signer: a.signer }),
    mount(usersRoutes, { users: accounts.users, sessions: accounts.auth, media }),
    mount(countriesRoutes),
    mount(shopsRoutes, { shops: catalog.shops, media }),
    mount(productsRoutes, { products: catalog.products, changes, replyTtlMs }),
    mount(listingsRoutes, { listings: listings.listings, media }),
    mount(feedRoutes, { feed: catalog.feed, changes, replyTtlMs }),
    mount(socialRoutes, { productSocial: catalog.productSocial, follows: catalog.follows }),
    mount(mediaUploadRoutes, { media }),
    mount(privateMediaRoutes, { media }),
    mount(commentsRoutes, { ...comments, commentModeration: auditedModeration(comments.commentModeration, { repo: adminRepo, notifier }) }),
    mount(notificationsRoutes, { notifications: m.notifications }),
    mount(chatsRoutes, { chats: messaging.chats }),
    mount(reportsRoutes, { reports: admin.reports }),
    mount(offersRoutes, { offers: messaging.offers }),
    mount(pushRoutes, { push: m.push }),
    mount(verificationRoutes, { verification: admin.verification }),
    mount(adminRoutes, { admin: admin.admin }),
    mount(mediaHoldsRoutes, {
      holds: createMediaHolds({ media, notifier, audit: (adminId, action, targetId, detail) => adminRepo.audit({ adminId, action, targetType: 'media', targetId, detail }) }),
    }),
    mount(assistantRoutes, { assistant: assistant.assistant }),
    mount(voiceRoutes, { voice: createVoiceService({ transcriber: a.transcriber, limiter: a.limiter, log: input.log }), tmpDir: media.tmpDir }),
    ...(config.isProduction ? [] : [mount(devRoutes, { db: database.db })]),
  ];
}
