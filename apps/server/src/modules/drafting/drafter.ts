import type { Ai, TextCompleter } from '../../platform/ai/index.ts';
import { mapLimit } from '../../platform/media/concurrency.ts';
import { writeBuiltin, type WritingEvidence } from './builtin-writer.ts';
import { extractKeyframes, type KeyframeOptions } from './keyframes.ts';
import { writeWithLlm } from './llm-writer.ts';
import { MIN_COMPARABLES, suggestPrice } from './price.ts';
import type { DraftField, DraftInput, DraftingPorts, ListingDraft, PriceSuggestion, SeenLabel } from './types.ts';
import { type Frame, voteCategory } from './vote.ts';

export type ListingDrafterDeps = {
  /** The image models; null (AI_ENABLED=false) drafts from the seller's words and the catalog's prices alone. */
  ai: Ai | null;
  /** An LLM for the title and description; without one, or when it fails, the templates write them. */
  llm?: TextCompleter | null;
  ports: DraftingPorts;
  /** The app's logger (pino) or anything with its `warn(obj, msg)`. */
  log: { warn(obj: object, msg: string): void };
  options?: {
    /** The whole LLM call; past it the templates write (default 5 s). */
    llmTimeoutMs?: number;
    /** How many nearest listings vote (default 10). */
    neighbours?: number;
    keyframes?: KeyframeOptions;
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

/**
 * The listing drafter: a seller's video → what they left empty (category, title, description,
 * a price suggestion). ARCHITECTURE.md "Drafting a listing from a video".
 */
export function createListingDrafter(deps: ListingDrafterDeps): ListingDrafter {
  const llmTimeoutMs = deps.options?.llmTimeoutMs ?? 5_000;
  const k = deps.options?.neighbours ?? 10;

  async function priceFor(category: ListingDraft['category'], currency: string, hint: { subcategory?: string; label?: SeenLabel }): Promise<PriceSuggestion | null> {
    if (!category) return null;
    // Narrowest first; widen while too few listings compare.
    const hints = [hint, { subcategory: hint.subcategory }, {}].filter((h, i, all) => all.findIndex((o) => JSON.stringify(o) === JSON.stringify(h)) === i);
    for (const h of hints) {
      const prices = await deps.ports.comparablePrices(category, currency, h);
      if (prices.filter((p) => p > 0).length >= MIN_COMPARABLES) return suggestPrice(prices, currency);
    }
    return null;
  }

  return {
    async draft(input) {
      const started = performance.now();
      const { seller } = input;

      // 1. Frames and what the models see in them.
      let frames: Frame[] = [];
      const vectors: Float32Array[] = [];
      let keyframesMs = 0;
      let modelsMs = 0;
      if (deps.ai) {
        const ai = deps.ai;
        const jpegs = await extractKeyframes(input.videoPath, deps.options?.keyframes).catch((error: unknown) => {
          // An unreadable video is not fixed by a retry: draft from the words.
          deps.log.warn({ err: error, videoPath: input.videoPath }, 'drafting: no frames from the video');
          return [];
        });
        keyframesMs = performance.now() - started;
        // Two at a time: one frame decodes (sharp) while the worker runs the other.
        const analyses = await mapLimit(jpegs, 2, (f) => ai.analyzeImage(f.jpeg));
        modelsMs = performance.now() - started - keyframesMs;
        // Both detectors' findings, each marked with its source (only COCO's names a vehicle's body).
        frames = analyses.map((a) => ({
          width: a.width,
          height: a.height,
          objects: [...a.objects.map((o) => ({ ...o, source: 'coco' as const })), ...a.items.map((o) => ({ ...o, source: 'oid' as const }))],
        }));
        vectors.push(...analyses.map((a) => a.vector));
      }
      const imageVector = meanVector(vectors);

      // 2. The category: the seller's choice, else the detectors' labels, the nearest listings and the seller's words vote.
      const neighbours = imageVector.length > 0 ? await deps.ports.nearestCategories(Float32Array.from(imageVector), k) : [];
      const evidenceFor = { frames, neighbours, sellerWords: `${seller.title ?? ''} ${seller.description ?? ''}`, isVehicleSeller: input.isVehicleSeller };
      const vote = voteCategory(evidenceFor, seller.category);
      const category = vote.category;
      const evidence: WritingEvidence = { category, subcategory: vote.subcategory, seen: vote.seen, vehicle: vote.vehicle, seller };

      // 3. The price: comparable listings' median.
      const price = await priceFor(category, seller.currency, { subcategory: evidence.subcategory, label: evidence.seen[0] });

      // 4. Title and description, only what the seller left empty.
      const needsText = !seller.title?.trim() || !seller.description?.trim();
      let text = writeBuiltin(evidence);
      let source: ListingDraft['source'] = 'builtin';
      if (needsText && deps.llm) {
        try {
          text = await writeWithLlm(deps.llm, evidence, llmTimeoutMs);
          source = 'llm';
        } catch (error) {
          deps.log.warn({ err: error, model: deps.llm.model }, 'drafting: the LLM failed, the templates wrote the listing');
        }
      }

      const drafted: DraftField[] = [];
      if (!seller.category && category) drafted.push('category');
      if (evidence.subcategory) drafted.push('subcategory');
      if (!seller.title?.trim()) drafted.push('title');
      if (!seller.description?.trim()) drafted.push('description');
      if (seller.price === undefined && price) drafted.push('price');

      const labels = new Map<SeenLabel, number>();
      for (const f of frames) for (const o of f.objects) labels.set(o.label, Math.max(labels.get(o.label) ?? 0, o.score));

      return {
        category,
        ...(evidence.subcategory ? { subcategory: evidence.subcategory } : {}),
        categoryConfidence: vote.confidence,
        title: text.title,
        description: text.description,
        price,
        drafted,
        confidence: Object.fromEntries(drafted.map((f) => [f, f === 'price' ? 1 : vote.confidence])),
        labels: [...labels].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score),
        ...(evidence.vehicle ? { vehicle: { kind: evidence.vehicle } } : {}),
        imageVector,
        source,
        frames: vectors.length,
        timings: { keyframesMs: Math.round(keyframesMs), modelsMs: Math.round(modelsMs), totalMs: Math.round(performance.now() - started) },
      };
    },
  };
}
