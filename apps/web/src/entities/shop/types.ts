import type { Shop } from '@sokoni/contracts/catalog';

/** A shop as the client caches it: the API's shop plus whether the viewer follows it. */
export type CatalogShop = Shop & { isFollowing?: boolean };

/** The seller's own shop (doc 2 §3 Shop): `isOptimistic` marks the stand-in shown while it is created. */
export type MyShop = CatalogShop & { isOptimistic?: boolean };

/** doc 2 §6: the verified badge comes from the owner's ID or the shop's own flag. */
export const isShopVerified = (shop: Pick<Shop, 'isVerified' | 'owner'>): boolean => shop.isVerified || Boolean(shop.owner?.isIdVerified);
