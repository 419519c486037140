import { CATEGORIES } from '@sokoni/contracts/catalog';
import type { PictureReading } from '../drafting/index.ts';
import { hashDistance, SAME_PICTURE_BITS } from './picture-hash.ts';
import { centredCosine } from './picture-centre.ts';
import { isKind } from './picture-kind.ts';
import { agreement, readKind } from './picture-rank.ts';
import { kindsOfListing } from './picture-kinds.ts';
import type { PictureCandidate, PictureQuery } from './picture-query.ts';
import { rankCandidate, type Ranked } from './ranking.ts';
import type { Candidate, SearchFilters } from './retrieval.ts';

export type { PictureCandidate, PictureQuery } from './picture-query.ts';

/**
 * Cosine similarity (mirrored-mean MobileNetV2 vectors, measured from the catalog's mean vector:
 * picture-centre.ts) at or above which a listing's picture "looks like" the shopper's photo.
 * Calibrated by bench/ai-photo.ts on the drafting set's `calibrate` half only. On its first 29
 * photos different kinds reached 0.875 (0.9 was chosen); on the 35 of the 70-photo set a tennis
 * ball and a lemon reach 0.952, so the bar is 0.98 (the bench's suggestion): a "no match" beats a
 * wrong one. Demo listings of another category stay under 0.73. (The plain cosine cannot separate
 * kinds: 0.93 between different ones.) Below it a listing may still be shown as the same kind of
 * thing, never as looking like the photo.
 */
export const LOOKS_LIKE = 0.98;


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


const categoryName = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/** The tie between one listing and the photo (pure; the thresholds above decide the first two). */
export function tieOf(c: PictureCandidate, photoHash: string | null, reading: Pick<PictureReading, 'category' | 'subcategory' | 'noun'>, kind?: string): PictureTie {
  // The hash alone: the same picture re-encoded can fall below the similarity threshold (bench/ai-photo.ts).
  if (hashDistance(c.pictureHash, photoHash) <= SAME_PICTURE_BITS) return 'same-picture';
  if (c.similarity >= LOOKS_LIKE) return 'looks-like';
  // The kind read from the photo, wherever the listing is (shoes listed under Sports are still shoes).
  if (kind && kindsOfListing(c).includes(kind)) return 'same-kind';
  if (reading.category && c.category === reading.category) {
    if (!kind && isKind(c, reading.noun)) return 'same-kind';
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

/** How many pictures a photo search compares exactly, anywhere and within the kind's category (bench/ai-photo.ts). */
export const PICTURE_POOL = { anywhere: 40, ofCategory: 40 };

/**
 * Listings for a shopper's photo. Listings whose picture truly looks like the photo come first
 * wherever they are listed; then listings of the kind of thing the photo shows (picture-rank.ts:
 * the detectors' labels and the nearest pictures' listings agree on it), nearest first; then the
 * rest of that kind's category. Nothing below the threshold is called a match, and with no kind
 * or category read and nothing alike the answer is empty (the reply says so).
 */
export async function searchPictureMatches(deps: PictureSearchDeps, q: PictureQuery, limit: number): Promise<{ ranked: Ranked[]; verdict: PictureVerdict }> {
  const centre = (await deps.centre?.().catch(() => null)) ?? null;
  // The index shortlists by plain cosine; the centred one decides (the plain one when a vector is missing).
  const measured = (found: PictureCandidate[]) => found.map((c) => (c.vector?.length === q.vector.length ? { ...c, similarity: centredCosine(q.vector, c.vector, centre) } : c));
  const anywhere = measured(await deps.similarPictures(q.vector, q.filters, Math.max(limit, PICTURE_POOL.anywhere)));
  const kind = readKind(q, anywhere);
  const kindCategory = q.filters.category ?? kind.category ?? undefined;
  const ofCategory = kindCategory && !q.filters.category ? measured(await deps.similarPictures(q.vector, { ...q.filters, category: kindCategory }, Math.max(limit, PICTURE_POOL.ofCategory))) : [];
  const byId = new Map<string, PictureCandidate>();
  for (const c of [...anywhere, ...ofCategory]) byId.set(c.id, c);
  const narrowed = Boolean(kindCategory) && [...byId.values()].some((c) => c.category === kindCategory);
  const reading = { ...q.reading, category: (kindCategory ?? null) as PictureReading['category'], noun: kind.noun };

  const tied = [...byId.values()]
    .map((c) => ({ c, tie: tieOf(c, q.hash, reading, kind.kind), agree: agreement(kind.scores, c) }))
    // Alike pictures anywhere; beside them only the kind (wherever listed) or its category, when the catalog holds it.
    .filter(({ c, tie }) => TIER[tie] >= 4 || tie === 'same-kind' || (narrowed && c.category === kindCategory));
  tied.sort((a, b) => TIER[b.tie] - TIER[a.tie] || b.agree - a.agree || b.c.similarity - a.c.similarity);
  const top = tied.slice(0, limit);
  const ranked = await Promise.all(top.map(async ({ c, tie }) => rankTie({ ...q, reading }, c, tie, await deps.medianOf(c.category, c.subcategory))));
  const best = top[0]?.tie ?? 'none';
  return { ranked, verdict: { best, noun: kind.noun, category: narrowed ? kindCategory : undefined, narrowed } };
}
