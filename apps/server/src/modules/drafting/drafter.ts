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

/**
 * The listing drafter: a seller's video → what they left empty (category, title, description,
 * a price suggestion), each with a confidence; a field below its threshold stays empty.
 * ARCHITECTURE.md "Drafting a listing from a video".
 */
export function createListingDrafter(deps: ListingDrafterDeps): ListingDrafter {
  const llmTimeoutMs = deps.options?.llmTimeoutMs ?? 5_000;
  const visionTimeoutMs = deps.options?.visionTimeoutMs ?? 8_000;
  const k = deps.options?.neighbours ?? 10;
  const thresholds = deps.options?.thresholds ?? DRAFT_THRESHOLDS;

  async function visionOf(jpegs: Buffer[]): Promise<VisionReading | undefined> {
    if (!deps.vision || jpegs.length === 0) return undefined;
    try {
      return await readWithVision(deps.vision, spreadFrames(jpegs, 3), visionTimeoutMs);
    } catch (error) {
      deps.log.warn({ err: error, model: deps.vision.model }, 'drafting: the vision model failed, the detectors decide alone');
      return undefined;
    }
  }

  async function priceFor(category: ListingDraft['category'], currency: string, kind: string | undefined): Promise<PriceSuggestion | null> {
    // Only the same kind of thing: no kind, no price (a category's median is no price for an unrelated thing).
    if (!category || !kind) return null;
    return suggestPrice(await deps.ports.comparablePrices(category, currency, { kind, words: wordsOfKind(kind) }), currency);
  }

  return {
    async draft(input) {
      const started = performance.now();
      const { seller } = input;

      // 1. Frames and what the models see in them (and a vision model, when there is one, at the same time).
      let frames: Frame[] = [];
      const vectors: Float32Array[] = [];
      const unsafeFrames: UnsafeScores[] = [];
      let keyframesMs = 0;
      let modelsMs = 0;
      let vision: VisionReading | undefined;
      if (deps.ai) {
        const ai = deps.ai;
        const jpegs = await extractKeyframes(input.videoPath, deps.options?.keyframes).catch((error: unknown) => {
          // An unreadable video is not fixed by a retry: draft from the words.
          deps.log.warn({ err: error, videoPath: input.videoPath }, 'drafting: no frames from the video');
          return [];
        });
        keyframesMs = performance.now() - started;
        const reading = visionOf(jpegs.map((f) => f.jpeg));
        // Two at a time: one frame decodes (sharp) while the worker runs the other.
        const analyses = await pLimit(2).map(jpegs, (f) => ai.analyzeImage(f.jpeg));
        modelsMs = performance.now() - started - keyframesMs;
        // Both detectors' findings, each marked with its source (only COCO's names a vehicle's body).
        frames = analyses.map((a) => ({
          width: a.width,
          height: a.height,
          objects: [...a.objects.map((o) => ({ ...o, source: 'coco' as const })), ...a.items.map((o) => ({ ...o, source: 'oid' as const }))],
        }));
        vectors.push(...analyses.map((a) => a.vector));
        unsafeFrames.push(...analyses.map((a) => a.unsafe));
        vision = await reading;
      }
      const imageVector = meanVector(vectors);

      // 2. The category: the seller's choice, else the detectors' labels, the nearest published listings, the seller's words and the vision model vote.
      const neighbours = imageVector.length > 0 ? await deps.ports.nearestCategories(Float32Array.from(imageVector), k) : [];
      const sellerWords = `${seller.title ?? ''} ${seller.description ?? ''}`;
      const vote = voteCategory({ frames, neighbours, sellerWords, isVehicleSeller: input.isVehicleSeller, vision }, seller.category);
      const categorySure = Boolean(seller.category) || vote.confidence >= thresholds.category;
      const category = categorySure ? vote.category : null;
      const categoryConfidence = seller.category ? 1 : vote.confidence;

      // 3. The thing's name: a vision model's that agrees with the category, else the strongest label when sure enough.
      const visionAgrees = vision?.kind && vision.category === category && category !== null;
      const naming = namingConfidence(vote, categoryConfidence);
      const nameSure = category !== null && (visionAgrees || naming.confidence >= thresholds.title);
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
      const noun = namedNoun(evidence);
      const nameConfidence = visionAgrees ? round2(Math.max(naming.confidence, VISION_KIND_CONFIDENCE * categoryConfidence)) : naming.confidence;
      // The kind prices compare: what the seller's title names, else the drafted name.
      const sellerKind = seller.title ? kindsIn(seller.title)[0] : undefined;
      const kind = sellerKind ?? (noun ? (kindOfNoun(noun) ?? noun) : undefined);

      // 4. The price: published listings of the same kind.
      const price = await priceFor(category, seller.currency, kind);

      // 5. Title and description, only what the seller left empty; the LLM only with something sure to say.
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

      const drafted: DraftField[] = [];
      const confidence: ListingDraft['confidence'] = {};
      const fill = (field: DraftField, value: number) => {
        drafted.push(field);
        confidence[field] = round2(Math.min(1, Math.max(0, value)));
      };
      if (!seller.category && category) fill('category', categoryConfidence);
      if (evidence.subcategory) fill('subcategory', nameConfidence);
      if (!seller.title?.trim() && text.title) fill('title', nameConfidence);
      // A description says what was named (as sure as the name) or only the category.
      if (!seller.description?.trim() && text.description) fill('description', noun ? nameConfidence : categoryConfidence);
      if (seller.price === undefined && price) fill('price', (sellerKind ? 1 : nameConfidence) * (price.comparables / (price.comparables + 2)));

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
        timings: { keyframesMs: Math.round(keyframesMs), modelsMs: Math.round(modelsMs), totalMs: Math.round(performance.now() - started) },
      };
    },
  };
}
