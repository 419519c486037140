import { createFeedService } from '../modules/feed/index.ts';
import { createProductsRepo, createProductsService, popularCutoff, popularCutoffTtlMs, shopProductTotals, shopSales } from '../modules/products/index.ts';
import { createShopsRepo, createShopsService } from '../modules/shops/index.ts';
import { createFollowsRepo, createFollowsService, createProductSocialRepo, createProductSocialService, followsShop, productSignals } from '../modules/social/index.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { Late } from './late.ts';
import type { MediaServices } from './media.ts';

/** Shops, products, the feed, and buyers' likes, bookmarks, follows and inquiries. */
export function buildCatalogServices(input: ServicesInput, a: Adapters, accounts: AccountServices, notices: MediaServices, late: Late) {
  const { db } = input.database;
  const { mediaUrl, changes } = a;
  // One products repo (and its list-total cache) shared by the lists and the feed.
  const productsRepo = createProductsRepo(db, productSignals(db), { cacheTtlMs: a.replyTtlMs });
  const cutoffTtlMs = popularCutoffTtlMs(input.config);
  const popular = () => popularCutoff(db, cutoffTtlMs);
  // A shop's figures come from its products (products' face) and its suggestions leave out followed shops (social's).
  const shopsRepo = createShopsRepo(db, { productTotals: (id) => shopProductTotals(db, id), sales: (id) => shopSales(db, id), followsShop });
  const shops = createShopsService({ repo: shopsRepo, mediaUrl, mediaKeyOf: a.mediaKeyOf, onChanged: (id) => changes.publish({ kind: 'shop', id }) });
  changes.subscribe((change) => change.kind === 'listing' && productsRepo.expireListings());
  const products = createProductsService({ repo: productsRepo, mediaUrl, popularCutoff: popular });
  const feed = createFeedService({ repo: productsRepo, mediaUrl, popularCutoff: popular, countryOf: async (userId) => (await accounts.usersRepo.findById(userId))?.countryCode });
  // Inquiries become conversations through the chats service (made later; called only per request).
  const productSocial = createProductSocialService({
    repo: createProductSocialRepo(db, { productsWithShops: (ids) => productsRepo.byIds(ids) }),
    mediaUrl,
    limiter: a.limiter,
    notifier: notices.notifier,
    deliverInquiry: (inquiry) => late.chats!.deliverInquiry(inquiry),
  });
  const follows = createFollowsService({ repo: createFollowsRepo(db), mediaUrl, notifier: notices.notifier });
  return { productsRepo, popular, shops, products, feed, productSocial, follows };
}
export type CatalogServices = ReturnType<typeof buildCatalogServices>;
