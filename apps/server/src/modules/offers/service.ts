import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import type { OfferBody } from '@sokoni/contracts/offers';
import { counterOffer, endOffer } from './answer-offer.ts';
import { listOffers, offersByIds, oneOffer } from './list-offers.ts';
import { makeOffer } from './make-offer.ts';
import type { OffersDeps } from './offer-deps.ts';
import { declineOnSale, expireDueOffers } from './offer-endings.ts';

/** Offers in chat (issue 28): each use case lives in its own file; this hands them their dependencies. */
export function createOffersService(deps: OffersDeps) {
  return {
    make: (buyerId: string, productId: string, body: OfferBody, key?: string) => makeOffer(deps, buyerId, productId, body, key),
    accept: (userId: string, offerId: string, key?: string) => endOffer(deps, userId, offerId, 'accept', { key }),
    decline: (userId: string, offerId: string, reason?: string, key?: string) => endOffer(deps, userId, offerId, 'decline', { key, reason }),
    withdraw: (userId: string, offerId: string, key?: string) => endOffer(deps, userId, offerId, 'withdraw', { key }),
    counter: (userId: string, offerId: string, body: OfferBody, key?: string) => counterOffer(deps, userId, offerId, body, key),
    list: (userId: string, query: { role: 'buyer' | 'seller'; status?: OfferStatus; productId?: string }) => listOffers(deps, userId, query),
    one: (userId: string, offerId: string) => oneOffer(deps, userId, offerId),
    byIds: (ids: string[]) => offersByIds(deps, ids),
    expireDue: () => expireDueOffers(deps),
    declineOnSale: (productId: string, sellerId: string) => declineOnSale(deps, productId, sellerId),
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
