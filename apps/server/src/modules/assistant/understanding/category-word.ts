import type { LexiconEntry } from './phrase-lexicon.ts';
import type { CategoryTarget } from './targets.ts';

/**
 * A word for a category. `keep` is set for words narrower than their subcategory ("sofa" in
 * Furniture, "dress" in Women): they stay as a search keyword, spelled the catalog's way
 * ("takkies" → "sneakers"). Words that only name the category ("phone", "simu", "bakkie") go.
 * A `modifier` ("ladies", "kids") names the category only when nothing else does: "ladies takkies"
 * are shoes.
 */
export type CategoryWord = { target: CategoryTarget; keep?: string; modifier?: boolean };

/** Phrases for a category; `keep` (or null) is the catalog's own word they stand for. */
export const words = (target: CategoryTarget, keep: string | null, ...phrases: string[]): LexiconEntry<CategoryWord> => ({
  phrases,
  value: { target, ...(keep ? { keep } : {}) },
  plural: true,
});
