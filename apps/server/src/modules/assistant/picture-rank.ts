import { kindsIn, type PictureReading } from '../drafting/index.ts';
import type { PictureCandidate, PictureQuery } from './picture-query.ts';
import { kindsOfListing, kindsSeen, type KindScores } from './picture-kinds.ts';

/**
 * Calibrated by bench/ai-photo.ts on the drafting set's `calibrate` half only (see docs/decisions.md, photo search):
 * how many nearest pictures' listings vote on the kind, how much their vote counts beside the
 * detectors' scores, the score a kind needs before the search narrows to it, and the vote one
 * category of the nearest pictures needs to stand in for a kind the search is unsure of.
 */
export const KIND_READING = { neighbours: 5, voteWeight: 1, bar: 0.3 };

/** The kind of thing the photo shows, as the search narrows to it (none when unsure), and the evidence for each kind. */
export type KindRead = { kind?: string; noun?: string; category?: string | null; scores: KindScores };

/** The kinds the detectors saw; without the labels, the reading's one noun at the reading's confidence. */
function detected(q: Pick<PictureQuery, 'labels' | 'reading'>): KindScores {
  if (q.labels) return kindsSeen(q.labels);
  const kind = q.reading.noun ? kindsIn(q.reading.noun)[0] : undefined;
  return new Map(kind ? [[kind, q.reading.confidence]] : []);
}

/**
 * What the nearest pictures' listings are (their kinds, or their categories): each nearest
 * listing votes its centred similarity, over the number asked, so that pictures only a little
 * alike (a photo against drawn pictures) say little. Shares of the vote were tried and did worse.
 */
function neighbourVote(pool: PictureCandidate[], of: (c: PictureCandidate) => string[]): KindScores {
  const nearest = [...pool].sort((a, b) => b.similarity - a.similarity).slice(0, KIND_READING.neighbours);
  const votes: KindScores = new Map();
  for (const c of nearest) for (const k of of(c)) votes.set(k, (votes.get(k) ?? 0) + Math.max(0, c.similarity) / KIND_READING.neighbours);
  return votes;
}

/**
 * The kind the photo shows: the detectors' labels (both detectors, with their scores) and the
 * nearest listings' kinds added up; the best kind, when it clears the bar. Its category is the
 * reading's when the reading names that kind, else where most of the pool's listings of it are.
 */
export function readKind(q: Pick<PictureQuery, 'labels' | 'reading'>, pool: PictureCandidate[]): KindRead {
  const seen = detected(q);
  const votes = neighbourVote(pool, kindsOfListing);
  const scores: KindScores = new Map();
  for (const [k, s] of seen) scores.set(k, s);
  for (const [k, v] of votes) scores.set(k, (scores.get(k) ?? 0) + KIND_READING.voteWeight * v);
  const [kind, score] = [...scores].sort((a, b) => b[1] - a[1])[0] ?? [];
  // Unsure of the kind, the nearest pictures' categories are no reading either: a drawing of stripes
  // near five beauty products is not "in Beauty & Health" (e2e assistant.spec).
  if (!kind || score! < KIND_READING.bar) return { noun: q.reading.noun, category: q.reading.category ?? null, scores };
  const listed = new Map<string, number>();
  for (const c of pool) if (kindsOfListing(c).includes(kind)) listed.set(c.category, (listed.get(c.category) ?? 0) + 1);
  const readingKind = q.reading.noun ? kindsIn(q.reading.noun)[0] : undefined;
  const category = (readingKind === kind ? q.reading.category : null) ?? [...listed].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return { kind, noun: nounOf(kind, q.reading), category, scores };
}

/** The word the reply uses: the reading's own noun when it is the kind's name ("TV"), else the kind's. */
function nounOf(kind: string, reading: Pick<PictureReading, 'noun'>): string {
  return reading.noun?.toLowerCase() === kind.toLowerCase() ? reading.noun : kind;
}

/** How strongly the evidence points at what the listing says it is (its best kind's score). */
export function agreement(scores: KindScores, c: PictureCandidate): number {
  return Math.max(0, ...kindsOfListing(c).map((k) => scores.get(k) ?? 0));
}
