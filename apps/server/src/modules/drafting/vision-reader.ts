import { CATEGORY_SLUGS, type CategorySlug } from '@sokoni/contracts/catalog';
import { z } from 'zod';
import type { VisionCompleter } from '../../platform/ai/index.ts';
import { kindOfNoun } from './kinds.ts';

/** What a vision model read in the keyframes: the category, the kind of thing, a short title. */
export type VisionReading = { category: CategorySlug | null; kind?: string; title?: string };

const reply = z.object({
  category: z.string().trim().nullable(),
  kind: z.string().trim().max(40).nullish(),
  title: z.string().trim().max(80).nullish(),
});

const SYSTEM = [
  'You look at frames from a seller\'s video for Sokoni, a marketplace in Southern and East Africa, and say what is for sale.',
  `Reply with one JSON object and nothing else: {"category": one of ${CATEGORY_SLUGS.map((c) => `"${c}"`).join(', ')} or null, "kind": the thing in one or two plain words (e.g. "car", "mug", "shoes"), "title": a listing title of at most 60 characters}.`,
  'Name only what you can see. No brand, model, year, size, price or condition unless it is written on the thing. If you cannot tell, reply {"category": null, "kind": null, "title": null}.',
].join(' ');

function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the reply');
  return JSON.parse(text.slice(start, end + 1));
}

/**
 * The vision model's reading of up to 3 frames; rejects on any failure, the deadline, or a reply
 * that is not the JSON asked for (the caller falls back to the detectors alone).
 */
export async function readWithVision(vision: VisionCompleter, frames: Buffer[], timeoutMs: number): Promise<VisionReading> {
  const text = await vision.describe(SYSTEM, 'What is for sale in these frames?', frames.slice(0, 3), { timeoutMs, maxTokens: 150 });
  const parsed = reply.parse(jsonIn(text));
  const category = parsed.category && (CATEGORY_SLUGS as readonly string[]).includes(parsed.category) ? (parsed.category as CategorySlug) : null;
  if (parsed.category && !category) throw new Error(`the vision model named no known category (${parsed.category})`);
  const kind = parsed.kind ? (kindOfNoun(parsed.kind) ?? parsed.kind.toLowerCase()) : undefined;
  return { category, ...(kind ? { kind } : {}), ...(parsed.title && kind ? { title: parsed.title } : {}) };
}

/** Evenly spaced frames, at most `n` (the first, middle and last of the keyframes for 3). */
export function spreadFrames<T>(frames: T[], n: number): T[] {
  if (frames.length <= n) return frames;
  return Array.from({ length: n }, (_, i) => frames[Math.round((i * (frames.length - 1)) / (n - 1 || 1))]!);
}
