import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CATEGORIES, CATEGORY_SLUGS, type CategorySlug } from '@sokoni/contracts/catalog';
import type { UnsafeScores } from '../../platform/ai/index.ts';
import { defineJob, type JobContext } from '../../platform/jobs/define-job.ts';
import { smallVideoKey } from '../../platform/media/safe-video.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { asPriceRange, type ListingDraft, type ListingDrafter } from '../drafting/index.ts';
import type { MediaUploadRow } from '../media/index.ts';
import type { ProductRow, StoredDraft, StoredMedia } from '../products/index.ts';
import { createListingsRepo, type ListingsRepo, type ListingWrite } from './repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { productSlug } from './service.ts';

export const PROCESSING_MESSAGES = {
  videoFailed: 'This video could not be processed. Please upload it again.',
  draftFailed: 'Our assistant could not finish this listing. Tap retry, or fill it in yourself.',
  interrupted: 'Processing was interrupted. Tap retry to try again.',
} as const;

/** Tries after the first failure: the card shows 'Attempt n' from the second. */
export const PROCESSING_RETRIES = 2;

/** A failure no retry can mend (the video itself is unusable). */
class PermanentFailure extends Error {}

export type ListingProcessorDeps = {
  repo: ListingsRepo;
  media: {
    processVideo(job: { uploadId: string; original: string }): Promise<void>;
    upload(id: string): Promise<MediaUploadRow | undefined>;
    /** Holds a stored upload for review (its files leave public view; its owner is told). */
    holdStored(id: string, unsafeScore: number): Promise<unknown>;
  };
  /** The unsafe-image verdict on a video's keyframes (modules/moderation); absent when the models are off. */
  screenFrames?: (frames: UnsafeScores[]) => { hold: boolean; score: number } | null;
  storage: Storage;
  drafter: ListingDrafter;
  /** Where a video is copied when storage keeps it elsewhere (an object store). */
  tmpDir: string;
  /** To the owner's devices (socket) and every process's caches. */
  onSettled(listing: { productId: string; shopId: string; ownerId: string; status: 'completed' | 'failed' }): void;
  /** A drafted listing waits for its seller: tell them ("Your listing is ready to review"). */
  onReadyForReview(listing: { productId: string; shopId: string; ownerId: string; title: string }): void;
  log: FastifyBaseLogger;
};

const isCategorySlug = (value: string): value is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(value);

const subcategoryOf = (draft: ListingDraft): string | undefined => {
  if (draft.vehicle) return { car: 'Cars', truck: 'Bakkies & Trucks', bus: 'Bakkies & Trucks', motorcycle: 'Motorbikes' }[draft.vehicle.kind];
  const known = CATEGORIES.find((c) => c.slug === draft.category)?.subcategories as readonly string[] | undefined;
  return draft.subcategory && known?.includes(draft.subcategory) ? draft.subcategory : undefined;
};

/**
 * What processing writes: the drafter's parts where the seller left a blank, and the evidence for
 * the seller. A field the drafter was not sure of comes back empty (an empty title, no category,
 * no price) and stays empty for the seller to fill. Unless the seller gave the title and the price,
 * the listing waits for its seller's review (`pending`, `draft.suggested`) instead of going live.
 */
export function applyDraft(product: ProductRow, draft: ListingDraft): ListingWrite {
  const stored = product.draft ?? { sellerProvided: [] };
  const mine = new Set(stored.sellerProvided);
  const price = draft.price;
  const subcategory = mine.has('category') ? undefined : subcategoryOf(draft);
  const labels = draft.labels.slice(0, 8);
  const title = draft.title.trim();
  const suggested: NonNullable<StoredDraft['suggested']> = [
    ...(mine.has('title') || !title ? [] : (['title'] as const)),
    ...(mine.has('description') || !draft.description.trim() ? [] : (['description'] as const)),
    ...(mine.has('category') || !draft.category ? [] : (['category'] as const)),
    ...(subcategory ? (['subcategory'] as const) : []),
    ...(mine.has('price') || !price ? [] : (['price'] as const)),
  ];
  const confidence = Object.fromEntries(suggested.flatMap((f) => (draft.confidence[f] === undefined ? [] : [[f, Math.min(1, Math.max(0, draft.confidence[f]))]])));
  const needsReview = !(mine.has('title') && mine.has('price'));
  const evidence: StoredDraft = {
    ...stored,
    labels,
    priceRange: price ? asPriceRange(price) : null,
    source: draft.source,
    suggested,
    confidence,
  };
  return {
    ...(mine.has('title') ? {} : { title, slug: productSlug(title) }),
    ...(mine.has('description') ? {} : { description: draft.description.trim() }),
    ...(mine.has('price') || !price ? {} : { priceAmount: price.amount, currency: price.currency }),
    ...(mine.has('category') || !draft.category ? {} : { category: draft.category }),
    ...(subcategory ? { subcategory } : {}),
    ...(draft.vehicle ? { attributes: { ...product.attributes, vehicleType: draft.vehicle.kind } } : {}),
    tags: [...new Set([...product.tags, ...labels.map((l) => l.label)])].slice(0, 20),
    searchExtra: labels.map((l) => l.label).join(' '),
    status: product.soldAt ? 'sold' : needsReview ? 'pending' : 'active',
    draft: evidence,
  };
}

/** The media list with the video `key` pointing at its small rendition. */
export const withSmallKey = (media: StoredMedia[], key: string, smallKey: string): StoredMedia[] => media.map((m) => (m.key === key ? { ...m, smallKey } : m));

export function createListingProcessor(deps: ListingProcessorDeps) {
  const { repo } = deps;

  /** The MP4 as a file on this machine: in place on the local disk, else a temporary copy. */
  async function localVideo(key: string): Promise<{ file: string; done: () => Promise<void> }> {
    const inPlace = deps.storage.localPath?.(key);
    if (inPlace) return { file: inPlace, done: async () => {} };
    await mkdir(deps.tmpDir, { recursive: true });
    const file = path.join(deps.tmpDir, `${randomUUID()}.mp4`);
    await pipeline(await deps.storage.read(key), createWriteStream(file));
    return { file, done: () => rm(file, { force: true }) };
  }

  async function readyVideo(product: ProductRow): Promise<MediaUploadRow> {
    const video = product.draft?.video;
    if (!video) throw new PermanentFailure('listing has no video');
    // Idempotent: a transcode finished before a crash is not done again.
    await deps.media.processVideo(video);
    const upload = await deps.media.upload(video.uploadId);
    if (!upload || upload.status === 'failed') throw new PermanentFailure(upload?.error ?? 'video upload is gone');
    if (upload.status !== 'ready') throw new Error('video is not ready yet');
    return upload;
  }

  async function settle(product: ProductRow, ownerId: string, status: 'completed' | 'failed') {
    deps.onSettled({ productId: product.id, shopId: product.shopId, ownerId, status });
  }

  return {
    /**
     * The job: transcode (the media pipeline), then draft what the seller left out. A failure is
     * retried with backoff; the last one, or a video that cannot be used, marks the listing
     * failed with a reason the seller reads (and may retry).
     */
    async process(productId: string, ctx: Pick<JobContext, 'attempt'>): Promise<void> {
      const found = await repo.find(productId);
      if (!found || found.product.processingStatus !== 'processing') return;
      const { product, ownerId } = found;
      await repo.startAttempt(productId, ctx.attempt);
      try {
        const upload = await readyVideo(product);
        const video = await localVideo(upload.key);
        try {
          const mine = new Set(product.draft?.sellerProvided ?? []);
          const seller = {
            ...(mine.has('title') ? { title: product.title } : {}),
            ...(mine.has('description') ? { description: product.description } : {}),
            ...(mine.has('price') ? { price: product.priceAmount } : {}),
            ...(mine.has('category') && isCategorySlug(product.category) ? { category: product.category } : {}),
            currency: product.currency,
          };
          const draft = await deps.drafter.draft({ videoPath: video.file, seller, isVehicleSeller: product.category === 'vehicles' });
          // Read again: the seller may have edited while the drafter worked.
          const latest = (await repo.find(productId))?.product ?? product;
          const write = applyDraft(latest, draft);
          // The feed's Save-Data and slow-network source, once the media pipeline has made it.
          if (await deps.storage.stat(smallVideoKey(upload.key))) write.media = withSmallKey(latest.media, upload.key, smallVideoKey(upload.key));
          // Moderation (issue 25.7): a video held for review keeps its listing out of public view.
          // The upload's check saw only the poster; the drafter read every keyframe.
          const frames = upload.moderation === null ? deps.screenFrames?.(draft.unsafeFrames) : null;
          if (frames?.hold) await deps.media.holdStored(upload.id, frames.score);
          if (upload.moderation === 'held' || frames?.hold) write.status = 'pending';
          if (await repo.complete(productId, write)) {
            if (draft.imageVector.length > 0) await repo.saveVector(productId, write.category ?? latest.category, draft.imageVector);
            await settle(product, ownerId, 'completed');
            if (write.status === 'pending') deps.onReadyForReview({ productId, shopId: product.shopId, ownerId, title: write.title ?? latest.title });
          }
        } finally {
          await video.done();
        }
      } catch (err) {
        const last = err instanceof PermanentFailure || ctx.attempt > PROCESSING_RETRIES;
        deps.log.warn({ err, product: productId, attempt: ctx.attempt, last }, 'listing processing failed');
        if (!last) throw err;
        await repo.fail(productId, err instanceof PermanentFailure ? PROCESSING_MESSAGES.videoFailed : PROCESSING_MESSAGES.draftFailed);
        await settle(product, ownerId, 'failed');
      }
    },

  };
}

/** Hourly (maintenance): listings left processing by a dead worker (2 h without a word) become failed and retryable. */
export function failStaleListings(db: Db): Promise<number> {
  return createListingsRepo(db).failStale(120, PROCESSING_MESSAGES.interrupted);
}

export type ListingProcessor = ReturnType<typeof createListingProcessor>;

/**
 * Processing a listing made from a video, as a durable job: queued before a crash, it runs after
 * the restart. Two at a time per worker: the transcode and the models each take a core.
 */
export const processListing = (processor: Pick<ListingProcessor, 'process'>) =>
  defineJob({
    name: 'listings.process',
    payload: z.object({ productId: z.string() }),
    retries: PROCESSING_RETRIES,
    backoff: { delayMs: 5_000 },
    // ffmpeg may take 10 minutes on a long video, then the models.
    timeoutMs: 15 * 60_000,
    concurrency: 2,
    handler: ({ productId }, ctx) => processor.process(productId, ctx),
  });
