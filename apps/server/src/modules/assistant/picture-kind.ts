import type { Candidate } from './retrieval.ts';

/**
 * The words a listing's title uses for the kind of thing a photo shows (the detectors' noun):
 * a title that says "hatchback" is a car. Nouns not listed match themselves (and their plural).
 */
const KIND_WORDS: Record<string, string[]> = {
  car: ['car', 'sedan', 'hatchback', 'suv', 'coupe', 'station wagon'],
  truck: ['truck', 'bakkie', 'lorry', 'pickup', 'pick-up', 'tipper'],
  bus: ['bus', 'minibus', 'kombi', 'quantum'],
  motorbike: ['motorbike', 'motorcycle', 'scooter', 'dirt bike', 'moped'],
  bicycle: ['bicycle', 'bike', 'cycle'],
  phone: ['phone', 'smartphone', 'iphone', 'galaxy'],
  TV: ['tv', 'television', 'smart tv'],
  laptop: ['laptop', 'notebook', 'macbook', 'chromebook'],
  'computer monitor': ['monitor', 'screen', 'display'],
  'computer mouse': ['mouse'],
  camera: ['camera', 'dslr'],
  sofa: ['sofa', 'couch', 'lounge suite', 'settee'],
  chair: ['chair', 'stool', 'seat'],
  table: ['table'],
  bed: ['bed', 'mattress'],
  cup: ['cup', 'mug'],
  mug: ['mug', 'cup'],
  shoes: ['shoe', 'sneaker', 'trainer', 'boot', 'sandal', 'flip-flop', 'heels', 'loafer'],
  boots: ['boot'],
  'potted plant': ['plant', 'pot', 'succulent', 'aloe'],
  fridge: ['fridge', 'refrigerator', 'freezer'],
  ball: ['ball', 'football', 'soccer ball', 'basketball', 'netball'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern a title must hold to be this kind of thing (whole words, plural allowed). */
export function kindPattern(noun: string): RegExp {
  const words = KIND_WORDS[noun] ?? [noun.toLowerCase()];
  return new RegExp(`(^|[^\\p{L}])(${words.map(escape).join('|')})(e?s)?($|[^\\p{L}])`, 'iu');
}

/** Does the listing say it is this kind of thing (its title, brand-free)? */
export function isKind(c: Pick<Candidate, 'title'>, noun: string | undefined): boolean {
  return Boolean(noun) && kindPattern(noun!).test(c.title);
}

/** "car" → "cars", "bus" → "buses", "shoes" stays. */
export function pluralOf(noun: string): string {
  if (/s$/i.test(noun)) return /(bus|glass)$/i.test(noun) ? `${noun}es` : noun;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(ch|sh|x)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
