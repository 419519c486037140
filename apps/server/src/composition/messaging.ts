import { createChatsRepo, createChatsService, listenToChatEvents } from '../modules/chats/index.ts';
import { createCommentsModule } from '../modules/comments/index.ts';
import { createOffersRepo, createOffersService, offerExpiryJob } from '../modules/offers/index.ts';
import { productsListedByIds } from '../modules/products/index.ts';
import { shopsByIds, shopsByOwners } from '../modules/shops/index.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { MediaServices } from './media.ts';

/** What people say: comments and reviews, shop chats and dealer conversations (live over the socket), and offers. */
export function buildMessagingServices(input: ServicesInput, a: Adapters, accounts: AccountServices, m: MediaServices) {
  const { log } = input;
  const { db } = input.database;
  const { mediaUrl, changes } = a;
  const { realtime } = accounts;
  const { notifier } = m;
  const comments = createCommentsModule({ db, mediaUrl, limiter: a.limiter, notifier, log, onTargetChanged: (t) => changes.publish({ kind: t.type, id: t.id }) });
  const chats = createChatsService({
    repo: createChatsRepo(db),
    realtime,
    notifier,
    // Chat files are private: views (only ever built for the two participants) carry signed addresses.
    ports: { mediaUrl, attachmentUrl: m.media.privateUrl },
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
  return { comments, chats, offers, offerExpiry };
}
export type MessagingServices = ReturnType<typeof buildMessagingServices>;
