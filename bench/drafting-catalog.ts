// The AI drafting bench's catalog: every photo of the drafting set listed at a price of its kind,
// text-only listings per kind, and pending drafts that must never count.
import type { CategorySlug } from '@sokoni/contracts/catalog';
import type { SetItem } from './drafting-set.ts';

export type BenchListing = {
  photoId?: string;
  /** The listed photo's other view, never the neighbour of its twin. */
  twin?: string;
  title: string;
  category: CategorySlug;
  currency: string;
  price: number;
  status: 'active' | 'sold' | 'pending' | 'draft';
  vector?: Float32Array;
};

/** What each kind sells for in Eswatini (SZL), second-hand to new, as a seller would price it. */
const KIND_PRICES: Record<string, { low: number; high: number }> = {
  car: { low: 60_000, high: 250_000 },
  truck: { low: 120_000, high: 450_000 },
  bus: { low: 250_000, high: 900_000 },
  motorbike: { low: 12_000, high: 45_000 },
  bicycle: { low: 1_200, high: 6_000 },
  tricycle: { low: 500, high: 1_800 },
  racket: { low: 350, high: 1_500 },
  ball: { low: 120, high: 600 },
  plant: { low: 60, high: 350 },
  cup: { low: 30, high: 150 },
  teapot: { low: 120, high: 450 },
  jug: { low: 60, high: 250 },
  kettle: { low: 250, high: 900 },
  tool: { low: 80, high: 900 },
  fruit: { low: 10, high: 60 },
  vegetable: { low: 8, high: 50 },
  headphones: { low: 250, high: 2_500 },
  'game controller': { low: 350, high: 1_200 },
  calculator: { low: 120, high: 600 },
  camera: { low: 1_500, high: 9_000 },
  clock: { low: 150, high: 800 },
  'light bulb': { low: 20, high: 90 },
  toy: { low: 40, high: 300 },
  computer: { low: 2_500, high: 9_000 },
  laptop: { low: 4_000, high: 16_000 },
  sofa: { low: 2_500, high: 12_000 },
  shoes: { low: 150, high: 1_200 },
  biscuits: { low: 15, high: 70 },
};

export const kindPrices = (kind: string) => KIND_PRICES[kind];

/** A price inside the kind's range, spread evenly by `i` of `n` (deterministic: runs compare). */
const priceAt = (kind: string, i: number, n: number) => {
  const { low, high } = KIND_PRICES[kind]!;
  return Math.round(low + ((high - low) * (i + 0.5)) / n);
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function catalogFor(items: SetItem[], vectors: Map<string, Float32Array>): BenchListing[] {
  const listings: BenchListing[] = [];
  const kinds = [...new Set(items.map((i) => i.kind))];
  for (const kind of kinds) {
    if (!KIND_PRICES[kind]) throw new Error(`no price range for the kind "${kind}"`);
    const category = items.find((i) => i.kind === kind)!.category;
    const photos = items.filter((i) => i.kind === kind);
    photos.forEach((item, i) =>
      listings.push({ photoId: item.id, twin: item.twin, title: `${capitalise(kind)}: ${item.what}`, category, currency: 'SZL', price: priceAt(kind, i, photos.length), status: 'active', vector: vectors.get(item.id) }),
    );
    for (let i = 0; i < 6; i++) listings.push({ title: `${capitalise(kind)} for sale`, category, currency: 'SZL', price: priceAt(kind, i, 6), status: i === 5 ? 'sold' : 'active' });
    // Unreviewed drafts at absurd prices: a suggestion that used them would fall outside the kind's range.
    listings.push({ title: `${capitalise(kind)} for sale`, category, currency: 'SZL', price: KIND_PRICES[kind]!.high * 40, status: 'pending' });
    listings.push({ title: `${capitalise(kind)} for sale`, category, currency: 'SZL', price: KIND_PRICES[kind]!.high * 40, status: 'draft' });
    // The same kind in another currency does not compare either.
    listings.push({ title: `${capitalise(kind)} for sale`, category, currency: 'KES', price: KIND_PRICES[kind]!.high * 100, status: 'active' });
  }
  return listings;
}
