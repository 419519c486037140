import type { Shop } from '@sokoni/contracts/catalog';

/** A shop as the client caches it: the API's shop plus whether the viewer follows it. */
export type CatalogShop = Shop & { isFollowing?: boolean };
