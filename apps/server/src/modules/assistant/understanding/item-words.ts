import type { CategorySlug } from '@sokoni/contracts/catalog';
import { GOODS_BRANDS } from './brands.ts';
import { CATEGORY_WORDS } from './category-lexicon.ts';

/**
 * The words that name a kind of thing ("sofa", "dress", "sneakers", "playstation"), with their
 * category: a search is described by its first one of its own category, and a follow-up naming
 * another one is a new search.
 */
export const ITEM_CATEGORIES: ReadonlyMap<string, CategorySlug> = new Map([
  ...CATEGORY_WORDS.flatMap((e) => (e.value.keep ? [[e.value.keep, e.value.target.category] as const] : [])).reverse(),
  ...GOODS_BRANDS.flatMap((b) => (b.keep && b.targets[0] ? [[b.keep, b.targets[0].category] as const] : [])),
]);

/** The item words of a query that belong to its category ("bag" in a laptop search is a detail). */
export const itemWordsOf = (q: { keywords: readonly string[]; category?: CategorySlug }): string[] =>
  q.keywords.filter((k) => q.category !== undefined && ITEM_CATEGORIES.get(k) === q.category);
