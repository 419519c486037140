import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import type { Offer } from '@sokoni/contracts/offers';
import { mapMessages, type Page, type Pages } from './thread-cache.ts';

type CarriesOffer = { id: string; createdAt: string; offer?: Offer | null };

/**
 * `offer:updated` in a loaded thread (issue 28): each message carrying the offer shows its new
 * status. Only an open offer changes: a closed one is final, so a late word of an older state
 * never reopens a card.
 */
export function withOfferStatus<P extends Page<CarriesOffer>>(data: Pages<P>, offerId: string, status: OfferStatus): Pages<P> {
  return mapMessages(data, (m) => (m.offer?.id === offerId && m.offer.status === 'open' && status !== 'open' ? { ...m, offer: { ...m.offer, status } } : m));
}
