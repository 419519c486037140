import { type CategorySlug, categoryName } from '@sokoni/contracts/catalog';
import { LABEL_MEANINGS } from './category-map.ts';
import type { SeenLabel, VehicleKind } from './types.ts';

export type WritingEvidence = {
  category: CategorySlug | null;
  subcategory?: string;
  /** Labels surely seen that belong to the category, strongest first: empty when nothing was sure enough to name. */
  seen: SeenLabel[];
  vehicle?: VehicleKind;
  /** A vision model's name and title for the thing, given only when it agrees with the category and the title names the kind. */
  vision?: { noun: string; title: string };
  seller: { title?: string; description?: string };
};

const VEHICLE_NOUN: Record<VehicleKind, string> = { car: 'car', truck: 'truck', motorcycle: 'motorbike', bus: 'bus' };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "a laptop", "an umbrella", "bananas" (plural nouns take no article). */
const withArticle = (noun: string) => (/s$/.test(noun) && noun !== 'skis' ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);

/** The nouns a title may use: what was surely seen in the chosen category, the strongest first, no repeats. */
export function seenNouns(seen: SeenLabel[]): string[] {
  return [...new Set(seen.map((l) => LABEL_MEANINGS[l]?.noun).filter((n): n is string => Boolean(n)))].slice(0, 3);
}

/** The noun the draft names the thing by (one: a title names one object), or undefined. */
export function namedNoun(e: Pick<WritingEvidence, 'seen' | 'vehicle' | 'vision'>): string | undefined {
  return e.vision?.noun ?? (e.vehicle ? VEHICLE_NOUN[e.vehicle] : seenNouns(e.seen)[0]);
}

/**
 * A title and description from templates, saying only what was surely seen: one object, the
 * category, and the seller's own words. With nothing sure to name the title stays '' (the seller
 * is asked what it is). Make, model, year, size and condition are for the seller, never guessed.
 */
export function writeBuiltin(e: WritingEvidence): { title: string; description: string } {
  const noun = namedNoun(e);
  const where = e.category ? `${categoryName(e.category)}${e.subcategory ? ` › ${e.subcategory}` : ''}` : null;
  let title = '';
  let description = '';
  if (e.vision) {
    title = e.vision.title;
    description = `Seen in the video: ${withArticle(e.vision.noun)}. Brand, model, size and condition are for the seller to confirm.`;
  } else if (e.vehicle && noun) {
    title = `${capitalise(noun)} for sale`;
    description = `${capitalise(withArticle(noun))}, as shown in the video. Make, model, year, mileage and condition are for the seller to confirm.`;
  } else if (noun) {
    title = capitalise(noun);
    description = `Seen in the video: ${withArticle(noun)}. Brand, model, size and condition are for the seller to confirm.`;
  } else if (where) {
    description = `Listed under ${where}. Details are for the seller to add.`;
  }
  // The seller's own title says more than any template: a drafted description leads with it.
  if (e.seller.title && !e.seller.description) description = `${e.seller.title.trim().replace(/[.!]*$/, '.')} ${description}`.trim();
  return { title: e.seller.title?.trim() || title, description: e.seller.description?.trim() || description };
}
