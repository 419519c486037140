// The listings module's face: a seller's products made from videos, their processing job, and their routes.
export { createListingProcessor, failStaleListings, processListing, type ListingProcessor } from './processing.ts';
export { createDraftingCatalog, createListingsRepo } from './repo.ts';
export { createListingsService, type ListingsService } from './service.ts';
export { listingsRoutes } from './routes.ts';
export { readyToReviewNotice } from './notices.ts';
export { createVideoRenditions, videoRenditionsJob } from './video-renditions.ts';
