import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { deleteListing, publishListing, retryListingProcessing, setListingAvailability, setListingSold } from './api/listing-actions.ts';
import { updateListing, type ListingChanges } from './api/update-listing.ts';
import { listingsCache, patchListing, prependListing, removeListing } from './listing-cache.ts';
import { sellerSays } from './seller-messages.ts';
import type { Listing } from './types.ts';

/** A toast's title (doc 2 §8: 'Update Failed', 'Delete Failed') with the server's reason after it when there is one. */
export const titled = (title: string, error: unknown): string => {
  const reason = errorMessage(error, '');
  return reason ? `${title}: ${reason}` : title;
};

/** What an optimistic edit shows before the server answers: the fields as the seller typed them. */
export function optimisticEdit(listing: Listing, changes: ListingChanges): Listing {
  return {
    ...listing,
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.category !== undefined ? { category: changes.category } : {}),
    ...(changes.attributes !== undefined ? { attributes: changes.attributes } : {}),
    ...(changes.price !== undefined ? { price: { ...listing.price, amount: changes.price, currency: changes.currency ?? listing.price.currency } } : {}),
  };
}

/**
 * The seller's actions on a listing (doc 2 §4, §8). Visibility and edits are optimistic with
 * rollback ('Update Failed'); delete removes at once and decrements the totals, and on failure
 * toasts 'Delete Failed' and reloads. Each resolves to the server's listing, or throws.
 */
export function useListingActions(shopId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMemo(() => {
    const cache = listingsCache(queryClient, shopId);
    // The whole listing the edit form reads is dropped too, so reopening it reads what was saved.
    const put = (listing: Listing) => {
      cache.set((data) => patchListing(data, listing.id, (p) => ({ ...p, ...listing })));
      queryClient.removeQueries({ queryKey: queryKeys.products.ownedOne(shopId, listing.id) });
    };

    /** Optimistic edit; a failure rolls back and is thrown for the modal's error panel. */
    async function edit(listing: Listing, changes: ListingChanges): Promise<Listing> {
      const restore = await cache.snapshot();
      cache.set((data) => patchListing(data, listing.id, (p) => optimisticEdit(p, changes)));
      try {
        const saved = await updateListing(listing.id, changes);
        put(saved);
        return saved;
      } catch (error) {
        restore();
        throw error;
      }
    }

    return {
      /** doc 2 §4: the toggle sends the negated availability flag. */
      async toggleVisibility(listing: Listing): Promise<void> {
        const restore = await cache.snapshot();
        const isAvailable = !listing.isAvailable;
        cache.set((data) => patchListing(data, listing.id, (p) => ({ ...p, isAvailable })));
        try {
          put(await setListingAvailability(listing.id, isAvailable));
        } catch (error) {
          restore();
          toast.error(titled(sellerSays(SELLER_MESSAGES.availabilityFailed), error));
        }
      },

      edit,

      async remove(listing: Listing): Promise<void> {
        cache.set((data) => removeListing(data, listing.id));
        cache.decrementTotals(listing);
        try {
          await deleteListing(listing.id);
        } catch (error) {
          toast.error(titled(sellerSays(SELLER_MESSAGES.deleteFailed), error));
        }
        // doc 2 §8: after a failure, reload; after success the totals come back exact.
        cache.refresh();
      },

      /** Records a sale (with its price when given) or makes a sold product available again. */
      async setSold(listing: Listing, sold: boolean, soldPrice?: number): Promise<Listing> {
        const saved = await setListingSold(listing.id, sold, soldPrice);
        put(saved);
        cache.refreshTotals();
        return saved;
      },

      async retry(listing: Listing): Promise<void> {
        try {
          put(await retryListingProcessing(listing.id));
        } catch (error) {
          toast.error(sellerSays(errorMessage(error, SELLER_MESSAGES.updateFailed)));
          cache.refresh();
        }
      },

      /** Saves the seller's review, then publishes it; a failure (the server's fields) is thrown for the review form. */
      async publish(listing: Listing, changes: ListingChanges): Promise<Listing> {
        const saved = await edit(listing, changes);
        const live = await publishListing(saved.id);
        put(live);
        // Live now: the shop's counts and the public lists include it.
        cache.refreshTotals();
        await Promise.all([queryClient.invalidateQueries({ queryKey: [...queryKeys.products.all, 'feed'] }), queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() })]);
        return live;
      },

      /** A listing the upload just created goes first in the grid (and the shop's totals are read again). */
      added(listing: Listing): void {
        cache.set((data) => prependListing(data, listing));
        cache.refreshTotals();
      },
    };
  }, [queryClient, shopId, toast]);
}
