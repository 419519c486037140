import type { CategorySlug } from '@sokoni/contracts/catalog';
import type { CocoLabel, OidLabel, UnsafeScores } from '../../platform/ai/index.ts';

export type VehicleKind = 'car' | 'truck' | 'motorcycle' | 'bus';

/**
 * A class either detector names: COCO's (CenterNet) or Open Images' (Objectron's SSD). Both name
 * a laptop, a chair, a bicycle, a car, a bottle and a book the same way, and count as one.
 */
export type SeenLabel = CocoLabel | OidLabel;

/** What the product-processing job knows when it asks for a draft. */
export type DraftInput = {
  /** A local video file (the upload, before or after the transcode). */
  videoPath: string;
  /** What the seller typed or chose; every field given is kept as it is. */
  seller: { title?: string; description?: string; price?: number; currency: string; category?: CategorySlug };
  /** A car dealer's shop: a vehicle is the likely subject. */
  isVehicleSeller?: boolean;
};

/**
 * What the drafter needs from the catalog, implemented with SQL by the integrator.
 * Both may return fewer rows than asked, or none (an empty catalog).
 */
export type DraftingPorts = {
  /** The categories of the k listings whose image vectors are nearest (cosine similarity, 1 = same picture). */
  nearestCategories(vector: Float32Array, k: number): Promise<{ category: CategorySlug; similarity: number }[]>;
  /**
   * Prices of published listings (active or sold; never pending or draft) of this category and
   * currency whose title names the kind: one of `kind.words` as a whole word (kinds.ts). Never
   * widened to the whole category: a price for another kind of thing is no evidence.
   */
  comparablePrices(category: CategorySlug, currency: string, kind: ComparableKind): Promise<number[]>;
};

/** A kind of thing (kinds.ts) and the words a title names it with. */
export type ComparableKind = { kind: string; words: string[] };

export type PriceSuggestion = {
  /** The median of the comparable prices, rounded to 3 significant digits. */
  amount: number;
  currency: string;
  /** The middle half of the comparables (first and third quartiles). */
  low: number;
  high: number;
  /** How many listed prices it rests on. */
  comparables: number;
};

export type DraftField = 'category' | 'subcategory' | 'title' | 'description' | 'price';

export type ListingDraft = {
  /** Null when the evidence was not sure enough to say (DRAFT_THRESHOLDS.category): the seller chooses. */
  category: CategorySlug | null;
  subcategory?: string;
  /** 0–1: how much of the evidence agreed (1 when the seller chose the category). */
  categoryConfidence: number;
  /** '' when nothing was named surely enough (the seller is asked "What is it? Add a title"). */
  title: string;
  description: string;
  /** The market's price for this kind of thing, or null: kind unknown, or fewer than 3 comparable listings. */
  price: PriceSuggestion | null;
  /** 0–1 for each drafted field (only those in `drafted`): how far the evidence for it can be trusted. */
  confidence: Partial<Record<DraftField, number>>;
  /** The kind of thing drafted or named by the seller ("car", "cup", kinds.ts): what prices compare. */
  kind?: string;
  /**
   * The fields the drafter filled in. Anything not listed is the seller's own (returned untouched
   * in `title`/`description`/`category`) and must not be overwritten; with the seller's own price,
   * `price` is only the market's figure to show beside it.
   */
  drafted: DraftField[];
  /** What the detectors saw (COCO's and Open Images' classes), best score over the frames, best first. */
  labels: { label: SeenLabel; score: number }[];
  /** For vehicles: the body the detector saw; make, model and year are for the seller to confirm. */
  vehicle?: { kind: VehicleKind };
  /** The mean of the frames' MobileNetV2 vectors, L2-normalised (1280 numbers; empty with the models off). */
  imageVector: number[];
  /** Each keyframe's unsafe-image scores (empty with the models off): moderation checks the whole video, not only its poster. */
  unsafeFrames: UnsafeScores[];
  /** Who wrote the drafted title and description. */
  source: 'llm' | 'builtin';
  /** Whether a vision model's reading of the keyframes was part of the evidence (LLM_VISION_MODEL). */
  vision: boolean;
  /** Frames analysed, and where the time went (ms). */
  frames: number;
  timings: { keyframesMs: number; modelsMs: number; totalMs: number };
};
