import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { createAssistantRepo, createCatalogCentre, createAssistantService, createMarketPrices, findCandidates, findSimilarPictures, mirroredMeanVector, pictureHash, pictureIndexJob } from '../modules/assistant/index.ts';
import { readPicture } from '../modules/drafting/index.ts';
import { toProductView } from '../modules/products/index.ts';
import type { Ai } from '../platform/ai/index.ts';
import { contentTypeFor, type Storage } from '../platform/storage/storage.ts';
import type { ServicesInput } from './services-input.ts';
import type { Adapters } from './adapters.ts';
import type { CatalogServices } from './catalog.ts';

/** The largest picture a photo search reads (doc 2's image uploads stay well under it). */
const PHOTO_SEARCH_MAX_BYTES = 10 * 1024 * 1024;

/** A buyer's stored photo read for "similar to this photo": its vector, hash, reading and labels. */
function photoReader(ai: Ai, storage: Storage) {
  return async (key: string) => {
    // Only a picture, and not a huge one: a buyer's own video must not be read whole for a photo search.
    const stored = contentTypeFor(key).startsWith('image/') ? await storage.stat(key) : null;
    if (!stored || stored.size > PHOTO_SEARCH_MAX_BYTES) throw new Error('not a picture a photo search reads');
    const bytes = await buffer(await storage.read(key));
    const analysis = await ai.analyzeImage(bytes);
    const vector = await mirroredMeanVector(bytes, (image) => ai.embedImage(image), analysis.vector);
    const labels = [...analysis.objects.map(({ label, score }) => ({ label, score, source: 'coco' as const })), ...analysis.items.map(({ label, score }) => ({ label, score, source: 'oid' as const }))];
    return { vector, hash: await pictureHash(bytes).catch(() => null), reading: readPicture(analysis), labels };
  };
}

/** The shopping assistant: understanding, retrieval and ranking on the catalog, built in; and its picture index. */
export function buildAssistantServices(input: ServicesInput, a: Adapters, catalog: CatalogServices) {
  const { db } = input.database;
  const log: FastifyBaseLogger = input.log;
  const { ai, storage, mediaUrl } = a;
  const assistant = createAssistantService({
    repo: createAssistantRepo(db),
    findCandidates: (query) => findCandidates(db, query),
    marketPrices: createMarketPrices(db),
    cardsOf: async (ids) => {
      const [found, cutoff] = await Promise.all([catalog.productsRepo.byIds(ids, true), catalog.popular()]);
      return found.map((x) => toProductView(x.product, x.shop, x.owner, mediaUrl, false, cutoff));
    },
    similarPictures: (vector, filters, limit) => findSimilarPictures(db, vector, filters, limit),
    pictureCentre: createCatalogCentre(db),
    readPicture: ai ? photoReader(ai, storage) : undefined,
    keyOf: a.mediaKeyOf,
    llm: a.llm,
    log,
  });
  // Image vectors of every listing's picture, for "similar to this photo" (listings drafted from a video have theirs already).
  const pictureIndex = ai ? pictureIndexJob({ db, read: (key) => storage.read(key), embed: (image) => ai.embedImage(image), log }) : undefined;
  return { assistant, pictureIndex };
}
