import { type CategorySlug, categoryName } from '@sokoni/contracts/catalog';
import { LABEL_MEANINGS } from './category-map.ts';
import type { SeenLabel, VehicleKind } from './types.ts';

export type WritingEvidence = {
  category: CategorySlug | null;
  subcategory?: string;
  /** Labels seen that belong to the category, strongest first. */
  seen: SeenLabel[];
  vehicle?: VehicleKind;
  seller: { title?: string; description?: string };
};

const VEHICLE_NOUN: Record<VehicleKind, string> = { car: 'car', truck: 'truck', motorcycle: 'motorbike', bus: 'bus' };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "a laptop", "an umbrella", "bananas" (plural nouns take no article). */
const withArticle = (noun: string) => (/s$/.test(noun) && noun !== 'skis' ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);
const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The nouns a title may use: what was seen in the chosen category, at most three, no repeats. */
export function seenNouns(seen: SeenLabel[]): string[] {
  return [...new Set(seen.map((l) => LABEL_MEANINGS[l]?.noun).filter((n): n is string => Boolean(n)))].slice(0, 3);
}

/**
 * A title and description from templates, saying only what was seen: the detectors' classes, the
 * category, and the seller's own words. Make, model, year, size and condition are left for the
 * seller to confirm, never guessed.
 */
export function writeBuiltin(e: WritingEvidence): { title: string; description: string } {
  const nouns = seenNouns(e.seen);
  const where = e.category ? `${categoryName(e.category)}${e.subcategory ? ` › ${e.subcategory}` : ''}` : null;
  let title: string;
  let description: string;
  if (e.vehicle) {
    const noun = VEHICLE_NOUN[e.vehicle];
    title = `${capitalise(noun)} for sale`;
    description = `${capitalise(withArticle(noun))}, as shown in the video. Make, model, year, mileage and condition are for the seller to confirm.`;
  } else if (nouns.length > 0) {
    title = capitalise(listOf(nouns.slice(0, 2)));
    description = `Seen in the video: ${listOf(nouns.map(withArticle))}. Brand, model, size and condition are for the seller to confirm.`;
  } else if (where) {
    title = `${categoryName(e.category!)} item for sale`;
    description = `Listed under ${where}. Details are for the seller to add.`;
  } else {
    title = 'Item for sale';
    description = 'Details are for the seller to add.';
  }
  // The seller's own title says more than any template: a drafted description leads with it.
  if (e.seller.title && !e.seller.description) description = `${e.seller.title.trim().replace(/[.!]*$/, '.')} ${description}`;
  return { title: e.seller.title?.trim() || title, description: e.seller.description?.trim() || description };
}
