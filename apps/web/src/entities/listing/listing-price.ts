import { formatPrice } from '@sokoni/contracts/money';
import { listingWords } from './listing-words.ts';
import type { Listing } from './types.ts';

/** The seller's price line: the amount in its currency, or 'Price on request' when none (doc 2 §8). */
export function listingPrice(listing: Pick<Listing, 'price'>): string {
  const amount = listing.price?.amount;
  return typeof amount === 'number' && amount > 0 ? formatPrice(amount, listing.price.currency || 'USD') : listingWords.get().priceOnRequest;
}
