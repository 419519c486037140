import type { Db } from '../../platform/db/client.ts';
import { countryByCode } from '../countries/index.ts';
import { createListingProductsRepo } from '../products/index.ts';
import { listingShopOf } from '../shops/index.ts';

// A seller's listings are products (the products module's table, written through its face) in a
// shop (the shops module's, read through its face).
export { createDraftingCatalog, type ListingChanges, type ListingWrite, type NewListing, type OwnedListing } from '../products/index.ts';
export type { StoredMedia } from '../products/index.ts';

export type ListingShop = { ownerId: string; currency: string; city: string; country: string; sellsVehicles: boolean };

export function createListingsRepo(db: Db) {
  return {
    ...createListingProductsRepo(db),
    /** The shop a listing goes into: its owner, market, and whether it sells vehicles (a dealer, or a car dealer shop). */
    async shopForListing(shopId: string): Promise<ListingShop | undefined> {
      const row = await listingShopOf(db, shopId);
      if (!row) return undefined;
      return {
        ownerId: row.ownerId,
        city: row.city,
        country: row.country,
        currency: countryByCode(row.country)?.currency.code ?? 'SZL',
        sellsVehicles: row.ownerRole === 'dealer' || row.category === 'Car Dealer',
      };
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
