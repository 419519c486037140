import type { Ai, TextCompleter, UnsafeScores, VisionCompleter } from '../../platform/ai/index.ts';
import pLimit from 'p-limit';
import { namedNoun, writeBuiltin, type WritingEvidence } from './builtin-writer.ts';
import { extractKeyframes, type KeyframeOptions } from './keyframes.ts';
import { kindOfNoun, kindsIn, namesKind, wordsOfKind } from './kinds.ts';
import { writeWithLlm } from './llm-writer.ts';
import { suggestPrice } from './price.ts';
import { DRAFT_THRESHOLDS, SURE_LABEL_SCORE, VISION_KIND_CONFIDENCE } from './thresholds.ts';
import type { DraftField, DraftInput, DraftingPorts, ListingDraft, PriceSuggestion, SeenLabel } from './types.ts';
import { readWithVision, spreadFrames, type VisionReading } from './vision-reader.ts';
import { type CategoryVote, type Frame, voteCategory } from './vote.ts';

export type ListingDrafterDeps = {
  /** The image models; null (AI_ENABLED=false) drafts from the seller's words and the catalog's prices alone. */
  ai: Ai | null;
  /** An LLM for the title and description; without one, or when it fails, the templates write them. */
  llm?: TextCompleter | null;
  /** A vision model that reads 1–3 keyframes (LLM_VISION_MODEL); without one, or when it fails, the detectors alone. */
  vision?: VisionCompleter | null;
  ports: DraftingPorts;
  /** The app's logger (pino) or anything with its `warn(obj, msg)`. */
  log: { warn(obj: object, msg: string): void };
  options?: {
    /** The whole LLM call; past it the templates write (default 5 s). */
    llmTimeoutMs?: number;
    /** The whole vision call; past it the detectors decide alone (default 8 s). */
    visionTimeoutMs?: number;
    /** How many nearest listings vote (default 10). */
    neighbours?: number;
    keyframes?: KeyframeOptions;
    /** Other thresholds than DRAFT_THRESHOLDS (the bench sets 0 to see every confidence on its calibrate half). */
    thresholds?: typeof DRAFT_THRESHOLDS;
  };
};

export type ListingDrafter = { draft(input: DraftInput): Promise<ListingDraft> };

/** Mean of unit vectors, made unit again: the video's one vector for "similar to this". */
function meanVector(vectors: Float32Array[]): number[] {
  if (vectors.length === 0) return [];
  const sum = new Float64Array(vectors[0]!.length);
  for (const v of vectors) for (let i = 0; i < v.length; i++) sum[i]! += v[i]!;
  const norm = Math.hypot(...sum) || 1;
  return Array.from(sum, (x) => Math.round((x / norm) * 1e6) / 1e6);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * How sure the draft can be of the thing's name: the category's confidence times how sure and
 * steady its strongest label was (best score against SURE_LABEL_SCORE; seen in every frame or one).
 */
function namingConfidence(vote: CategoryVote, categoryConfidence: number): { labels: SeenLabel[]; confidence: number } {
  const first = vote.seenDetail[0];
  if (!first) return { labels: [], confidence: 0 };
  const sureness = Math.min(1, first.best / SURE_LABEL_SCORE) * (0.5 + 0.5 * first.presence);
  return { labels: [first.label], confidence: round2(categoryConfidence * sureness) };
}

type Timeouts = { llmTimeoutMs: number; visionTimeoutMs: number };
/** What the models saw in the video's frames. */
type Seen = { frames: Frame[]; vectors: Float32Array[]; unsafeFrames: UnsafeScores[]; keyframesMs: number; modelsMs: number; vision: VisionReading | undefined };
type Naming = { evidence: WritingEvidence; noun: string | undefined; nameConfidence: number; vehicle: WritingEvidence['vehicle'] };

/**
 * The listing drafter: a seller's video → what they left empty (category, title, description,
 * a price suggestion), each with a confidence; a field below its threshold stays empty.
 * ARCHITECTURE.md "Drafting a listing from a video".
 */
export function createListingDrafter(deps: ListingDrafterDeps): ListingDrafter {
  const timeouts: Timeouts = { llmTimeoutMs: deps.options?.llmTimeoutMs ?? 5_000, visionTimeoutMs: deps.options?.visionTimeoutMs ?? 8_000 };
  const k = deps.options?.neighbours ?? 10;
  const thresholds = deps.options?.thresholds ?? DRAFT_THRESHOLDS;

  return {
    async draft(input) {
      const started = performance.now();
      const { seller } = input;

      // 1. Frames and what the models see in them (and a vision model, when there is one, at the same time).
      const seen = await lookAtFrames(deps, input, started, timeouts.visionTimeoutMs);
      const { frames, vectors, unsafeFrames, vision } = seen;
      const imageVector = meanVector(vectors);

      // 2. The category: the seller's choice, else the detectors' labels, the nearest published listings, the seller's words and the vision model vote.
      const neighbours = imageVector.length > 0 ? await deps.ports.nearestCategories(Float32Array.from(imageVector), k) : [];
      const sellerWords = `${seller.title ?? ''} ${seller.description ?? ''}`;
      const vote = voteCategory({ frames, neighbours, sellerWords, isVehicleSeller: input.isVehicleSeller, vision }, seller.category);
      const categorySure = Boolean(seller.category) || vote.confidence >= thresholds.category;
      const category = categorySure ? vote.category : null;
      const categoryConfidence = seller.category ? 1 : vote.confidence;

      // 3. The thing's name: a vision model's that agrees with the category, else the strongest label when sure enough.
      const { evidence, noun, nameConfidence, vehicle } = nameTheThing(vote, category, categoryConfidence, vision, seller, thresholds.title);
      // The kind prices compare: what the seller's title names, else the drafted name.
      const sellerKind = seller.title ? kindsIn(seller.title)[0] : undefined;
      const kind = sellerKind ?? (noun ? (kindOfNoun(noun) ?? noun) : undefined);

      // 4. The price: published listings of the same kind.
      const price = await priceFor(deps, category, seller.currency, kind);

      // 5. Title and description, only what the seller left empty; the LLM only with something sure to say.
      const { text, source } = await writeText(deps, evidence, noun, kind, timeouts.llmTimeoutMs);

      const { drafted, confidence } = draftedFields(seller, { category, categoryConfidence, evidence, text, noun, nameConfidence, price, sellerKind });
      const labels = new Map<SeenLabel, number>();
      for (const f of frames) for (const o of f.objects) labels.set(o.label, Math.max(labels.get(o.label) ?? 0, o.score));

      return {
        category,
        ...(evidence.subcategory ? { subcategory: evidence.subcategory } : {}),
        categoryConfidence,
        title: text.title,
        description: text.description,
        price,
        confidence,
        ...(kind ? { kind } : {}),
        drafted,
        labels: [...labels].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score),
        ...(vehicle ? { vehicle: { kind: vehicle } } : {}),
        imageVector,
        unsafeFrames,
        source,
        vision: Boolean(vision),
        frames: vectors.length,
        timings: { keyframesMs: Math.round(seen.keyframesMs), modelsMs: Math.round(seen.modelsMs), totalMs: Math.round(performance.now() - started) },
      };
    },
  };
}

/** The video's keyframes through the image models (and the vision model, alongside); nothing seen without the models. */
async function lookAtFrames(deps: ListingDrafterDeps, input: DraftInput, started: number, visionTimeoutMs: number): Promise<Seen> {
  const seen: Seen = { frames: [], vectors: [], unsafeFrames: [], keyframesMs: 0, modelsMs: 0, vision: undefined };
  if (!deps.ai) return seen;
  const ai = deps.ai;
  const jpegs = await extractKeyframes(input.videoPath, deps.options?.keyframes).catch((error: unknown) => {
    // An unreadable video is not fixed by a retry: draft from the words.
    deps.log.warn({ err: error, videoPath: input.videoPath }, 'drafting: no frames from the video');
    return [];
  });
  seen.keyframesMs = performance.now() - started;
  const reading = visionOf(deps, jpegs.map((f) => f.jpeg), visionTimeoutMs);
  // Two at a time: one frame decodes (sharp) while the worker runs the other.
  const analyses = await pLimit(2).map(jpegs, (f) => ai.analyzeImage(f.jpeg));
  seen.modelsMs = performance.now() - started - seen.keyframesMs;
  // Both detectors' findings, each marked with its source (only COCO's names a vehicle's body).
  seen.frames = analyses.map((a) => ({
    width: a.width,
    height: a.height,
    objects: [...a.objects.map((o) => ({ ...o, source: 'coco' as const })), ...a.items.map((o) => ({ ...o, source: 'oid' as const }))],
  }));
  seen.vectors.push(...analyses.map((a) => a.vector));
  seen.unsafeFrames.push(...analyses.map((a) => a.unsafe));
  seen.vision = await reading;
  return seen;
}

async function visionOf(deps: ListingDrafterDeps, jpegs: Buffer[], visionTimeoutMs: number): Promise<VisionReading | undefined> {
  if (!deps.vision || jpegs.length === 0) return undefined;
  try {
    return await readWithVision(deps.vision, spreadFrames(jpegs, 3), visionTimeoutMs);
  } catch (error) {
    deps.log.warn({ err: error, model: deps.vision.model }, 'drafting: the vision model failed, the detectors decide alone');
    return undefined;
  }
}

/** What the listing is called, and how sure that is: the vision model's name when it agrees with the category, else the detectors'. */
function nameTheThing(
  vote: CategoryVote,
  category: ListingDraft['category'],
  categoryConfidence: number,
  vision: VisionReading | undefined,
  seller: DraftInput['seller'],
  titleThreshold: number,
): Naming {
  const visionAgrees = vision?.kind && vision.category === category && category !== null;
  const naming = namingConfidence(vote, categoryConfidence);
  const nameSure = category !== null && (visionAgrees || naming.confidence >= titleThreshold);
  const seen = nameSure && !visionAgrees ? naming.labels : [];
  const vehicle = nameSure && !visionAgrees ? vote.vehicle : undefined;
  const visionTitle = visionAgrees && vision!.title && namesKind(vision!.title, vision!.kind!) ? vision!.title : undefined;
  const evidence: WritingEvidence = {
    category,
    subcategory: nameSure && !visionAgrees ? vote.subcategory : undefined,
    seen,
    vehicle,
    ...(visionAgrees ? { vision: { noun: vision!.kind!, title: visionTitle ?? vision!.kind!.charAt(0).toUpperCase() + vision!.kind!.slice(1) } } : {}),
    seller,
  };
  const nameConfidence = visionAgrees ? round2(Math.max(naming.confidence, VISION_KIND_CONFIDENCE * categoryConfidence)) : naming.confidence;
  return { evidence, noun: namedNoun(evidence), nameConfidence, vehicle };
}

async function priceFor(deps: ListingDrafterDeps, category: ListingDraft['category'], currency: string, kind: string | undefined): Promise<PriceSuggestion | null> {
  // Only the same kind of thing: no kind, no price (a category's median is no price for an unrelated thing).
  if (!category || !kind) return null;
  return suggestPrice(await deps.ports.comparablePrices(category, currency, { kind, words: wordsOfKind(kind) }), currency);
}

/** The title and description: the LLM's when there is one and something to say, else the templates'. */
async function writeText(deps: ListingDrafterDeps, evidence: WritingEvidence, noun: string | undefined, kind: string | undefined, llmTimeoutMs: number) {
  const { seller } = evidence;
  const needsText = !seller.title?.trim() || !seller.description?.trim();
  let text = writeBuiltin(evidence);
  let source: ListingDraft['source'] = 'builtin';
  if (needsText && deps.llm && (noun || seller.title?.trim())) {
    try {
      text = await writeWithLlm(deps.llm, evidence, llmTimeoutMs, kind);
      source = 'llm';
    } catch (error) {
      deps.log.warn({ err: error, model: deps.llm.model }, 'drafting: the LLM failed, the templates wrote the listing');
    }
  }
  return { text, source };
}

type Drafts = {
  category: ListingDraft['category'];
  categoryConfidence: number;
  evidence: WritingEvidence;
  text: { title: string; description: string };
  noun: string | undefined;
  nameConfidence: number;
  price: PriceSuggestion | null;
  sellerKind: string | undefined;
};

/** The fields drafted for the seller (what they left empty and the drafter is sure enough of), each with its confidence. */
function draftedFields(seller: DraftInput['seller'], d: Drafts) {
  const drafted: DraftField[] = [];
  const confidence: ListingDraft['confidence'] = {};
  const fill = (field: DraftField, value: number) => {
    drafted.push(field);
    confidence[field] = round2(Math.min(1, Math.max(0, value)));
  };
  if (!seller.category && d.category) fill('category', d.categoryConfidence);
  if (d.evidence.subcategory) fill('subcategory', d.nameConfidence);
  if (!seller.title?.trim() && d.text.title) fill('title', d.nameConfidence);
  // A description says what was named (as sure as the name) or only the category.
  if (!seller.description?.trim() && d.text.description) fill('description', d.noun ? d.nameConfidence : d.categoryConfidence);
  if (seller.price === undefined && d.price) fill('price', (d.sellerKind ? 1 : d.nameConfidence) * (d.price.comparables / (d.price.comparables + 2)));
  return { drafted, confidence };
}
