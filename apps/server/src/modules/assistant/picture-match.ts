import { CATEGORIES } from '@sokoni/contracts/catalog';
import type { PictureReading } from '../drafting/index.ts';
import { hashDistance, SAME_PICTURE_BITS } from './picture-hash.ts';
import { centredCosine } from './picture-centre.ts';
import { isKind } from './picture-kind.ts';
import { rankCandidate, type RankQuery, type Ranked } from './ranking.ts';
import type { Candidate, SearchFilters } from './retrieval.ts';

/**
 * Cosine similarity (mirrored-mean MobileNetV2 vectors, measured from the catalog's mean vector:
 * picture-centre.ts) at or above which a listing's picture "looks like" the shopper's photo.
 * Calibrated by bench/ai-photo.ts on the drafting set's `calibrate` half only: photos of
 * different kinds reached 0.875 with each other and 0.726 with demo listings of another
 * category; 0.9 is above both. (The plain cosine cannot separate them: 0.93 between different
 * kinds.) Below it a listing may still be shown as the same kind of thing, never as looking like the photo.
 */
export const LOOKS_LIKE = 0.9;

/** A candidate from the picture index: its similarity to the photo, its picture's hash and vector. */
export type PictureCandidate = Candidate & { similarity: number; pictureHash: string | null; vector?: number[] };

/** How a listing relates to the photo, strongest first; only the first two are "matches". */
export type PictureTie = 'same-picture' | 'looks-like' | 'same-kind' | 'same-subcategory' | 'same-category' | 'none';

/** What the search found, for the reply's words: the best tie, and the kind it narrowed to. */
export type PictureVerdict = { best: PictureTie; noun?: string; category?: string; narrowed: boolean };

export type PictureSearchDeps = {
  similarPictures: (vector: Float32Array, filters: SearchFilters, limit: number) => Promise<PictureCandidate[]>;
  medianOf: (category: string, subcategory: string | null) => Promise<number | null>;
  /** The catalog's mean picture vector: similarities are measured from it (picture-centre.ts). */
  centre?: () => Promise<Float32Array | null>;
};

export type PictureQuery = { vector: Float32Array; hash: string | null; reading: PictureReading; filters: SearchFilters; rank: RankQuery };

const categoryName = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/** The tie between one listing and the photo (pure; the thresholds above decide the first two). */
export function tieOf(c: PictureCandidate, photoHash: string | null, reading: Pick<PictureReading, 'category' | 'subcategory' | 'noun'>): PictureTie {
  // The hash alone: the same picture re-encoded can fall below the similarity threshold (bench/ai-photo.ts).
  if (hashDistance(c.pictureHash, photoHash) <= SAME_PICTURE_BITS) return 'same-picture';
  if (c.similarity >= LOOKS_LIKE) return 'looks-like';
  if (reading.category && c.category === reading.category) {
    if (isKind(c, reading.noun)) return 'same-kind';
    if (reading.subcategory && c.subcategory === reading.subcategory) return 'same-subcategory';
    return 'same-category';
  }
  return 'none';
}

const TIER: Record<PictureTie, number> = { 'same-picture': 5, 'looks-like': 4, 'same-kind': 3, 'same-subcategory': 2, 'same-category': 1, none: 0 };
/** The score band of each tie (0–99), the similarity placing a listing within it. */
const BAND: Record<PictureTie, [number, number]> = { 'same-picture': [95, 99], 'looks-like': [70, 94], 'same-kind': [45, 69], 'same-subcategory': [30, 44], 'same-category': [15, 29], none: [1, 14] };

/** The reason a tie gives, in words that are true of the listing. */
export function tieReason(tie: PictureTie, c: Candidate, reading: Pick<PictureReading, 'noun'>): string | undefined {
  switch (tie) {
    case 'same-picture':
      return 'Same picture as your photo';
    case 'looks-like':
      return 'Looks like your photo';
    case 'same-kind':
      return `Also ${/s$/.test(reading.noun ?? '') ? '' : /^[aeiou]/i.test(reading.noun ?? '') ? 'an ' : 'a '}${reading.noun}`;
    case 'same-subcategory':
      return `Same kind: ${c.subcategory}`;
    case 'same-category':
      return `Same category: ${categoryName(c.category)}`;
    default:
      return undefined;
  }
}

function rankTie(q: PictureQuery, c: PictureCandidate, tie: PictureTie, medianSzl: number | null): Ranked {
  const stated = rankCandidate(q.rank, c, medianSzl, 0);
  const [low, high] = BAND[tie];
  const place = Math.max(0, Math.min(1, c.similarity));
  const reason = tieReason(tie, c, q.reading);
  return {
    ...stated,
    matchScore: Math.round(low + (high - low) * place),
    reasons: [...new Set([...(reason ? [reason] : []), ...stated.reasons.filter((r) => !r.startsWith('Matches'))])],
    similarity: c.similarity,
  };
}

/**
 * Listings for a shopper's photo: the kind read from it narrows them when the catalog holds that
 * kind (a car photo shows vehicles, cars first); listings whose picture truly looks like the photo
 * come first wherever they are listed; nothing below the threshold is called a match, and with no
 * kind read and nothing alike the answer is empty (the reply says so).
 */
export async function searchPictureMatches(deps: PictureSearchDeps, q: PictureQuery, limit: number): Promise<{ ranked: Ranked[]; verdict: PictureVerdict }> {
  const pool = Math.max(limit, 80);
  const anywhere = await deps.similarPictures(q.vector, q.filters, pool);
  const kindCategory = q.filters.category ?? q.reading.category ?? undefined;
  const ofKind = kindCategory && !q.filters.category ? await deps.similarPictures(q.vector, { ...q.filters, category: kindCategory }, pool) : [];
  const centre = (await deps.centre?.().catch(() => null)) ?? null;
  const byId = new Map<string, PictureCandidate>();
  // The index shortlists by plain cosine; the centred one decides (the plain one when a vector is missing).
  for (const c of [...anywhere, ...ofKind]) byId.set(c.id, c.vector?.length === q.vector.length ? { ...c, similarity: centredCosine(q.vector, c.vector, centre) } : c);
  const narrowed = Boolean(kindCategory) && [...byId.values()].some((c) => c.category === kindCategory);

  const tied = [...byId.values()]
    .map((c) => ({ c, tie: tieOf(c, q.hash, q.reading) }))
    // Alike pictures anywhere; beside them only the kind the shopper named or the photo shows, when the catalog holds it.
    .filter(({ c, tie }) => TIER[tie] >= 4 || (narrowed && c.category === kindCategory));
  tied.sort((a, b) => TIER[b.tie] - TIER[a.tie] || b.c.similarity - a.c.similarity);
  const top = tied.slice(0, limit);
  const ranked = await Promise.all(top.map(async ({ c, tie }) => rankTie(q, c, tie, await deps.medianOf(c.category, c.subcategory))));
  const best = top[0]?.tie ?? 'none';
  return { ranked, verdict: { best, noun: q.reading.noun, category: narrowed ? kindCategory : undefined, narrowed } };
}
