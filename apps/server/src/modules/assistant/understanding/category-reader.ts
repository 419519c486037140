import type { CategorySlug } from '@sokoni/contracts/catalog';
import { categoryTargetsOf } from '../../products/index.ts';
import { CATEGORY_LEXICON } from './category-lexicon.ts';
import type { Scan } from './scan.ts';
import { STOP_WORDS } from './stop-words.ts';
import { T, type CategoryTarget } from './targets.ts';

/** `text`: the words as the buyer typed them, kept for search when the hit is not the chosen category. */
type CategoryHit = { targets: readonly CategoryTarget[]; keep?: string; modifier?: boolean; text: string; start: number; end: number };

export type CategoryReading = {
  target?: CategoryTarget;
  /** Search words from category words: item nouns ("sofa"), and words of another category than the chosen one ("laptop" in "laptop bag"). */
  keep: { text: string; at: number }[];
  itemWords: string[];
};

/** Words after which a category word describes the thing rather than names it: "phone with a camera", "dress for a wedding". */
const ATTRIBUTE_MARKER = /(?<![\w])(?:with|for|that|which|having|featuring|without|including|incl|yenye|ya|za|kwa|nge)(?![\w])/;
/** Words the search's own category words read as a category that mean something else here ("auto" = automatic). */
const NOT_CATEGORY = new Set(['auto']);

/**
 * The category a message names: the words of this module's lexicon, then the search's own
 * category words (products/category-words.ts) for any word left. With several, the head of the
 * first noun phrase wins: its last category word before "with"/"for" ("school shoes" → Shoes,
 * "laptop bag" → Bags, "phone with a good camera" → Phones).
 */
export function readCategory(scan: Scan, text: string): CategoryReading {
  const hits: CategoryHit[] = CATEGORY_LEXICON.read(scan).map((h) => ({
    targets: [h.value.target],
    text: h.text,
    start: h.start,
    end: h.end,
    ...(h.value.keep ? { keep: h.value.keep } : {}),
    ...(h.value.modifier ? { modifier: true } : {}),
  }));
  for (const token of scan.tokens()) {
    if (STOP_WORDS.has(token.word) || NOT_CATEGORY.has(token.word)) continue;
    // category-words types its targets loosely; they are built from CATEGORIES, so they are these.
    const targets = categoryTargetsOf(token.word) as CategoryTarget[];
    if (targets.length === 0) continue;
    scan.consume(token.start, token.end);
    hits.push({ targets, text: token.word, start: token.start, end: token.end });
  }
  hits.sort((a, b) => a.start - b.start);

  const out: CategoryReading = { keep: [], itemWords: [] };
  if (hits.length === 0) return out;
  let last = 0;
  while (last + 1 < hits.length && !ATTRIBUTE_MARKER.test(text.slice(hits[last]!.end, hits[last + 1]!.start))) last += 1;
  const phrase = hits.slice(0, last + 1);
  const head = phrase.findLast((h) => !h.modifier) ?? hits.find((h) => !h.modifier) ?? phrase.at(-1)!;
  const others = hits.filter((h) => h !== head);
  const otherCategories = new Set<CategorySlug>(others.flatMap((h) => h.targets.map((t) => t.category)));
  let target = head.targets.find((t) => otherCategories.has(t.category)) ?? head.targets[0]!;
  if (target.subcategory === undefined) {
    const narrower = phrase.flatMap((h) => h.targets).find((t) => t.category === target.category && t.subcategory !== undefined);
    if (narrower) target = narrower;
  }
  // "clothes for kids": children's clothing, not fashion.
  if (target.category === 'fashion' && target.subcategory === undefined && others.some((h) => h.targets.some((t) => t.category === 'baby-kids'))) {
    target = T.kidsClothing;
  }
  out.target = target;
  for (const hit of hits) {
    const sameCategory = hit === head || hit.targets.some((t) => t.category === target.category);
    if (hit.keep) {
      out.keep.push({ text: hit.keep, at: hit.start });
      if (sameCategory) out.itemWords.push(hit.keep);
    } else if (!sameCategory) out.keep.push({ text: hit.text.replace(/\s+/g, ' '), at: hit.start });
  }
  return out;
}
