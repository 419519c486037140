// The offers module's face (issue 28): offers on listings, haggled in the buyer↔shop chat.
export { createOffersRepo, type OffersRepo } from './repo.ts';
export { createOffersService, type OffersService } from './service.ts';
export { offersRoutes } from './routes.ts';
export type { Listing, OfferStep, OffersDeps } from './offer-deps.ts';
export { OFFER_EXPIRY_EVERY_MS, offerExpiryJob } from './expiry-job.ts';
