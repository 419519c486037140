// The shops module's face: shops, their public view, and their routes.
export { createShopsRepo } from './repo.ts';
export { createShopsService, type ShopsService } from './service.ts';
export { toShopOwner, toShopSummary, toShopView, type OwnerRow, type ShopOwner } from './shop-view.ts';
export { shopsRoutes } from './routes.ts';
export { slugify } from './query.ts';
export {
  addShopViews,
  bumpShopProducts,
  bumpShopSales,
  listingShopOf,
  shopRows,
  bumpShopFollowers,
  isActiveShop,
  isShopNamed,
  lockShopRow,
  ownShopOf,
  setOwnersShopActive,
  shopBySlug,
  shopCount,
  shopFollowersCount,
  shopIdsNamed,
  shopsByIds,
  shopsByOwners,
  shopsPage,
  storeShopRatings,
  takeBackFollowers,
} from './face-queries.ts';
export type { ShopRow } from '../../platform/db/tables/shops.ts';
