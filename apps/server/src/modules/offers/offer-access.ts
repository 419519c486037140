import type { OfferMaker } from '@sokoni/contracts/offer-rules';
import { OFFER_MESSAGES } from '@sokoni/contracts/offer-rules';
import type { OfferRow } from '../../platform/db/tables/offers.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Listing, OffersDeps } from './offer-deps.ts';
import { toOffer } from './offer-view.ts';

/** The offer and the caller's side of it: 404 unknown, 403 for anyone but its buyer and the shop's owner. */
export async function offerFor(deps: OffersDeps, offerId: string, userId: string): Promise<{ offer: OfferRow; role: OfferMaker }> {
  const offer = await deps.repo.byId(offerId);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  if (offer.buyerId === userId) return { offer, role: 'buyer' };
  if ((await deps.ownerOfShop(offer.shopId)) === userId) return { offer, role: 'seller' };
  throw forbidden(OFFER_MESSAGES.notAllowed);
}

/** 409 with the offer as it now stands: another step (or the clock) got there first. */
export function staleOffer(offer: OfferRow, title: string, now: Date): AppError {
  const current = toOffer(offer, title, now);
  return new AppError(409, OFFER_MESSAGES.notOpen(current.status), { data: { offer: current } });
}

/** An amount the listing can take: more than 0 and at most its asking price (422 otherwise). */
export function checkAmount(amount: number, listing: Listing): void {
  if (!(amount > 0)) throw invalid('amount', OFFER_MESSAGES.amountPositive);
  if (amount > listing.price) throw invalid('amount', OFFER_MESSAGES.amountAboveAsking);
}

/** The listing an offer is about, still taking offers (422 when sold, hidden or not live). */
export async function listingTakingOffers(deps: OffersDeps, productId: string): Promise<Listing> {
  const listing = await deps.listing(productId);
  if (!listing) throw notFound(OFFER_MESSAGES.productNotFound);
  if (!listing.listed) throw invalid('productId', OFFER_MESSAGES.unavailable);
  return listing;
}
