import type { CocoLabel } from './coco.ts';
import type { OidLabel } from './oid.ts';

/** An object the detector found: the box is `[x, y, width, height]` in pixels of the upright picture. */
export type DetectedObject = { label: CocoLabel; score: number; box: [number, number, number, number] };
/** A thing the Open Images detector found (footwear, a laptop, a camera …); the box as in DetectedObject. */
export type DetectedItem = { label: OidLabel; score: number; box: [number, number, number, number] };

/** nsfwjs's five classes; the scores of one picture add up to 1. */
export const UNSAFE_CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;
export type UnsafeClass = (typeof UNSAFE_CLASSES)[number];
export type UnsafeScores = Record<UnsafeClass, number>;

/** Everything the models say about one picture, from one decode and one trip to the worker (and the upright picture's size). */
export type ImageAnalysis = { vector: Float32Array; objects: DetectedObject[]; items: DetectedItem[]; unsafe: UnsafeScores; width: number; height: number };

/**
 * The offline image models (ARCHITECTURE.md "AI that works with no cloud"). Every call takes the
 * bytes of a picture (JPEG, PNG, WebP …) and runs the models in a worker thread, never on the
 * caller's event loop; the models load on the first call and are shared by every caller.
 */
export interface Ai {
  /** MobileNetV2's penultimate layer: 1280 numbers, L2-normalised (cosine similarity = dot product). */
  embedImage(image: Buffer): Promise<Float32Array>;
  /** COCO's 80 everyday classes (CenterNet), best first. */
  detectObjects(image: Buffer): Promise<DetectedObject[]>;
  /**
   * 23 Open Images classes (MediaPipe Objectron's SSD MobileNetV2), best first: the things COCO
   * has no class for — footwear, boots, high heels, cameras, computer monitors, mugs, desks — and
   * some it has (laptop, chair, bicycle, car).
   */
  detectItems(image: Buffer): Promise<DetectedItem[]>;
  /** nsfwjs's classes, for moderation review (a flag for a person to look at, never a verdict). */
  classifyUnsafe(image: Buffer): Promise<UnsafeScores>;
  /** All of the above at once. */
  analyzeImage(image: Buffer): Promise<ImageAnalysis>;
  /** Stops the worker; a later call starts it again. */
  close(): Promise<void>;
  /** Ends an idle model process now, before long work that needs no model; a later call starts another. */
  release?(): void;
}

/** The worker died or stopped answering; the next call starts a fresh one. */
export class AiWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiWorkerError';
  }
}
