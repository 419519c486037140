import type { CategorySlug } from '@sokoni/contracts/catalog';
import { COCO_LABELS, type CocoLabel } from '../../platform/ai/index.ts';
import { categoriesFromWords, LABEL_MEANINGS, OID_SHARED_CLASS_WEIGHT, VEHICLE_KINDS, vehicleKindFromWords } from './category-map.ts';
import type { SeenLabel, VehicleKind } from './types.ts';

/** What a detector found in a frame; `source` says which (COCO's CenterNet by default, or Open Images' SSD). */
export type SeenObject = { label: SeenLabel; score: number; box: [number, number, number, number]; source?: 'coco' | 'oid' };
export type Frame = { width: number; height: number; objects: SeenObject[] };

export type Evidence = {
  frames: Frame[];
  neighbours: { category: CategorySlug; similarity: number }[];
  sellerWords: string;
  isVehicleSeller?: boolean;
  /** A vision LLM's reading of the keyframes (LLM_VISION_MODEL), when it answered. */
  vision?: { category: CategorySlug | null; kind?: string };
};

export type CategoryVote = {
  category: CategorySlug | null;
  confidence: number;
  subcategory?: string;
  /** Labels seen that belong to the chosen category, strongest first (what titles may name). */
  seen: SeenLabel[];
  vehicle?: VehicleKind;
  scores: Partial<Record<CategorySlug, number>>;
  /** The winner's score, and its share of all categories' scores. */
  score: number;
  share: number;
  /** For each label in `seen`: its best score, and the share of frames it was seen in. */
  seenDetail: { label: SeenLabel; best: number; presence: number }[];
};

// How much each kind of evidence counts, per unit: a frame-averaged detection, the nearest
// listings, the seller's words.
const NEIGHBOURS_WEIGHT = 0.6;

/**
 * How much one nearest listing counts, from its cosine similarity. MobileNetV2's vectors of
 * unrelated photos are often 0.5–0.8 alike (the bench's set: same category median 0.64, other
 * categories 0.59), so only a near-identical picture (≥ 0.95) counts in full and below 0.7 none.
 */
export const neighbourWeight = (similarity: number) => Math.min(1, Math.max(0, (similarity - 0.7) / 0.25)) ** 2;
const WORDS_WEIGHT = 1.0;
/** A vision model looked at the frames and named a category: it counts like the seller's words. */
const VISION_WEIGHT = 1.0;
/**
 * How much evidence makes a category sure, whatever the others say: one clear detection that
 * fills the shot in every frame scores about 0.5, the seller's words 1. Confidence is the
 * winner's share of all scores times 1 - e^(-score / SURE_SCORE).
 */
const SURE_SCORE = 0.25;
const VEHICLE_SELLER_BONUS = 0.25;
/** Below this total score nothing is known. */
const MIN_SCORE = 0.04;

const COCO_CLASSES = new Set<SeenLabel>(COCO_LABELS);
/** Open Images' detection of a COCO class that COCO did not see in the frame at all: half again. */
const OID_ALONE_WEIGHT = 0.5;

/** A label is named in a title or description only when one detection of it was at least this sure. */
const NAMING_SCORE = 0.3;
/**
 * The Open Images detector's own classes (footwear, camera …) are named only from this score,
 * even the strongest: MediaPipe keeps that detector's findings from 0.4, and below it the bench
 * saw "a camera" in headphones and "high heels" in a man's shoes.
 */
const OID_NAMING_SCORE = 0.4;

/**
 * How strongly each label was seen: per frame the best detection of the label, weighted by its
 * score (to the power 1.5: CenterNet's many weak guesses must not add up to a sure one) and by how
 * much of the picture it fills (the thing sold usually fills the shot; a car in the street behind a
 * bicycle does not), averaged over the frames; an Open Images detection of a class COCO also has
 * counts less (OID_SHARED_CLASS_WEIGHT). `best` is the label's best single score.
 */
export function labelStrengths(frames: Frame[]): Map<SeenLabel, { strength: number; best: number; presence: number }> {
  const strengths = new Map<SeenLabel, { strength: number; best: number; presence: number }>();
  if (frames.length === 0) return strengths;
  for (const frame of frames) {
    const perFrame = new Map<SeenLabel, { strength: number; best: number }>();
    const area = Math.max(1, frame.width * frame.height);
    const strengthOf = (o: SeenObject) => o.score ** 1.5 * (0.3 + 0.7 * Math.sqrt(Math.min(1, (o.box[2] * o.box[3]) / area)));
    const cocoBest = new Map<SeenLabel, number>();
    for (const o of frame.objects) if ((o.source ?? 'coco') === 'coco') cocoBest.set(o.label, Math.max(cocoBest.get(o.label) ?? 0, strengthOf(o)));
    for (const o of frame.objects) {
      let strength = strengthOf(o);
      // Open Images' detection of a class COCO also has confirms COCO's, never outweighs it (it saw a car in a toolbox COCO was unsure of).
      if (o.source === 'oid' && COCO_CLASSES.has(o.label)) strength = Math.min(OID_SHARED_CLASS_WEIGHT * strength, cocoBest.get(o.label) ?? OID_SHARED_CLASS_WEIGHT * OID_ALONE_WEIGHT * strength);
      const prev = perFrame.get(o.label);
      perFrame.set(o.label, { strength: Math.max(prev?.strength ?? 0, strength), best: Math.max(prev?.best ?? 0, o.score) });
    }
    for (const [label, { strength, best }] of perFrame) {
      const prev = strengths.get(label);
      strengths.set(label, { strength: (prev?.strength ?? 0) + strength / frames.length, best: Math.max(prev?.best ?? 0, best), presence: (prev?.presence ?? 0) + 1 / frames.length });
    }
  }
  return strengths;
}

/**
 * The category the evidence agrees on, with the labels that back it; with `chosen` (the seller's
 * own category) the labels, subcategory and vehicle body are those of that category.
 */
export function voteCategory(evidence: Evidence, chosen?: CategorySlug): CategoryVote {
  const scores: Partial<Record<CategorySlug, number>> = {};
  const add = (c: CategorySlug, s: number) => {
    scores[c] = (scores[c] ?? 0) + s;
  };

  const strengths = labelStrengths(evidence.frames);
  // One category's labels do not add up (a laptop, its keyboard and its mouse are one laptop): the best counts in full, the rest a little.
  const byCategory = new Map<CategorySlug, number[]>();
  for (const [label, { strength: s }] of strengths) {
    const meaning = LABEL_MEANINGS[label];
    if (!meaning) continue;
    byCategory.set(meaning.category, [...(byCategory.get(meaning.category) ?? []), s * (meaning.weight ?? 1)]);
  }
  for (const [c, list] of byCategory) {
    const [best = 0, ...rest] = list.sort((a, b) => b - a);
    add(c, best + 0.25 * rest.reduce((a, b) => a + b, 0));
  }

  for (const n of evidence.neighbours) {
    const w = neighbourWeight(n.similarity);
    if (w > 0) add(n.category, (NEIGHBOURS_WEIGHT * w) / evidence.neighbours.length);
  }

  const words = categoriesFromWords(evidence.sellerWords);
  const wordHits = [...words.values()].reduce((a, b) => a + b, 0);
  for (const [c, hits] of words) add(c, (WORDS_WEIGHT * hits) / wordHits);
  if (evidence.vision?.category) add(evidence.vision.category, VISION_WEIGHT);

  // The vehicle bodies COCO's detector named (Open Images' "car" is a fallback only).
  const cocoVehicles = new Set<CocoLabel>();
  for (const f of evidence.frames) for (const o of f.objects) if ((o.source ?? 'coco') === 'coco' && VEHICLE_KINDS[o.label as CocoLabel]) cocoVehicles.add(o.label as CocoLabel);
  const vehicleSeen = cocoVehicles.size > 0 || strengths.has('car');
  if (evidence.isVehicleSeller && (vehicleSeen || (scores.vehicles ?? 0) > 0 || Object.keys(scores).length === 0)) add('vehicles', VEHICLE_SELLER_BONUS);

  const ranked = (Object.entries(scores) as [CategorySlug, number][]).sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((a, [, s]) => a + s, 0);
  const top: [CategorySlug, number] | undefined = chosen ? [chosen, total] : ranked[0];
  if (!top || (!chosen && top[1] < MIN_SCORE)) return { category: null, confidence: 0, seen: [], scores, score: 0, share: 0, seenDetail: [] };
  const [category, score] = top;

  // Named: the category's strongest label, and any other it was sure of (Open Images' own classes only when sure).
  const seen = [...strengths.entries()]
    .filter(([label]) => LABEL_MEANINGS[label]?.category === category)
    .sort((a, b) => b[1].strength - a[1].strength)
    .filter(([label, { best }], i) => (COCO_CLASSES.has(label) ? i === 0 || best >= NAMING_SCORE : best >= OID_NAMING_SCORE))
    .map(([label]) => label);
  const subcategory = seen.map((l) => LABEL_MEANINGS[l]?.subcategory).find(Boolean);
  const vehicleLabel = seen.find((l): l is CocoLabel => cocoVehicles.has(l as CocoLabel)) ?? (seen.includes('car') ? 'car' : undefined);
  const vehicle = category === 'vehicles' ? (vehicleLabel ? VEHICLE_KINDS[vehicleLabel] : vehicleKindFromWords(evidence.sellerWords)) : undefined;
  const share = total > 0 ? score / total : 1;
  return {
    category,
    confidence: chosen ? 1 : Math.round(share * (1 - Math.exp(-score / SURE_SCORE)) * 100) / 100,
    score,
    share,
    seenDetail: seen.map((label) => ({ label, best: strengths.get(label)!.best, presence: strengths.get(label)!.presence })),
    // A vehicle's subcategory follows its body (Open Images' "car" may outscore COCO's truck).
    subcategory: vehicle ? VEHICLE_SUBCATEGORY[vehicle] : subcategory,
    seen,
    vehicle,
    scores,
  };
}

const VEHICLE_SUBCATEGORY: Record<VehicleKind, string> = { car: 'Cars', truck: 'Bakkies & Trucks', bus: 'Bakkies & Trucks', motorcycle: 'Motorbikes' };
