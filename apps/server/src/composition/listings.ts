import path from 'node:path';
import { unsafeVerdictOfFrames } from '../modules/moderation/index.ts';
import { createListingDrafter } from '../modules/drafting/index.ts';
import { createDraftingCatalog, createListingProcessor, createListingsRepo, createListingsService, processListing, readyToReviewNotice } from '../modules/listings/index.ts';
import type { ServicesInput } from './services-input.ts';
import type { AccountServices } from './accounts.ts';
import type { Adapters } from './adapters.ts';
import type { CatalogServices } from './catalog.ts';
import type { Late } from './late.ts';
import type { MediaServices } from './media.ts';

/** Seller listings: a video in, a drafted listing out (a durable job: transcode, then draft). */
export function buildListingServices(input: ServicesInput, a: Adapters, accounts: AccountServices, m: MediaServices, catalog: CatalogServices, late: Late) {
  const { config, log } = input;
  const { db } = input.database;
  const { ai, changes } = a;
  const publishListing = (l: { productId: string; shopId: string }) => {
    changes.publish({ kind: 'product', id: l.productId });
    changes.publish({ kind: 'shop', id: l.shopId });
    changes.publish({ kind: 'listing', id: l.shopId });
  };
  const listingsRepo = createListingsRepo(db);
  const draftingCatalog = createDraftingCatalog(db);
  const drafter = createListingDrafter({ ai, llm: a.llm, vision: a.vision, ports: draftingCatalog, log, options: { visionTimeoutMs: config.ai.vision?.timeoutMs } });
  const listingJob = processListing(
    createListingProcessor({
      repo: listingsRepo,
      media: m.media,
      storage: a.storage,
      drafter,
      screenFrames: ai ? (frames) => unsafeVerdictOfFrames(frames, config.ai.unsafeHoldBar) : undefined,
      tmpDir: path.join(config.dataDir, 'tmp', 'listings'),
      onSettled: (l) => {
        publishListing(l);
        accounts.realtime.emitToUser(l.ownerId, 'product:processed', { productId: l.productId, shopId: l.shopId, status: l.status });
      },
      onReadyForReview: (l) => void m.notifier.notify(readyToReviewNotice(l)),
      log,
    }),
  );
  const listings = createListingsService({
    repo: listingsRepo,
    media: m.media,
    detail: (id, viewerId) => catalog.products.detail(id, viewerId),
    enqueueProcessing: (productId) => late.jobs!.enqueue(listingJob, { productId }, { key: productId }),
    comparablePrices: (category, currency, hint) => draftingCatalog.comparablePrices(category, currency, hint),
    onChanged: publishListing,
    onSold: (productId, sellerId) => late.offers!.declineOnSale(productId, sellerId),
  });
  return { listingJob, listings };
}
