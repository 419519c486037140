import { isOwnUploadKey } from '@sokoni/contracts/media-rules';
import type { PictureReading } from '../drafting/index.ts';
import type { AssistantCaller, AssistantDeps, Picture } from './assistant-deps.ts';
import { searchPictureMatches, type PictureVerdict } from './picture-match.ts';
import type { Ranked } from './ranking.ts';
import type { Plan } from './search-plan.ts';

/**
 * Listings that look like the shopper's photo (doc 2 §4 image attach), nearest first, under what
 * their words state; the kind of thing read from the photo narrows the search when the words
 * name none. Null when the picture is not theirs, cannot be read, or the models are off.
 */
export async function searchByPicture(
  deps: AssistantDeps,
  caller: AssistantCaller,
  picture: Picture,
  plan: Plan,
  limit: number,
): Promise<{ ranked: Ranked[]; reading: PictureReading; verdict: PictureVerdict } | null> {
  if (!deps.readPicture || !caller.userId || !isOwnUploadKey(picture.key, caller.userId)) return null;
  const seen = await deps.readPicture(picture.key).catch(() => null);
  if (!seen) return null;
  const query = { vector: seen.vector, hash: seen.hash, reading: seen.reading, labels: seen.labels, filters: plan.filters, rank: plan.rank };
  const found = await searchPictureMatches({ similarPictures: deps.similarPictures, medianOf: (c, s) => deps.marketPrices.medianOf(c, s), centre: deps.pictureCentre }, query, limit);
  return { ...found, reading: seen.reading };
}
