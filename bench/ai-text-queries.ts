// The text bench's queries (issue 25): labelled shopper queries, split into a tuning half and a
// held-out half, and "nothing fits" queries (a kind the demo catalog has at a budget it cannot
// meet, or a kind it lacks). Judged on the demo catalog (apps/server/src/seed/data).
import type { CategorySlug } from '../packages/contracts/src/catalog.ts';
import { SHOPPER_QUERIES, type LabelledQuery } from '../apps/server/src/modules/assistant/shopper-queries.ts';

const E = (amount: number) => ({ amount, currency: 'SZL' as const });
const KSh = (amount: number) => ({ amount, currency: 'KES' as const });

/** Queries of issue 25: what outside testers typed, local words and misspellings. */
const NEW_QUERIES: LabelledQuery[] = [
  { q: 'labtop for school', category: 'electronics', subcategory: 'Laptops & Computers' },
  { q: 'kitanda na godoro', category: 'home-garden', title: /bed|mattress/i },
  { q: 'leptop', category: 'electronics', subcategory: 'Laptops & Computers' },
  { q: 'iphne', category: 'electronics', title: /iphone/i },
  { q: 'sofer', category: 'home-garden', title: /couch|sofa/i },
  { q: 'telivision', category: 'electronics', title: /\btv\b/i },
  { q: 'fridg', category: 'home-garden', title: /fridge/i },
  { q: 'matress', category: 'home-garden', title: /mattress/i },
  { q: 'tv under E9000', category: 'electronics', title: /\btv\b/i, maxPrice: E(9000) },
  { q: 'simu ya bei nafuu', category: 'electronics', subcategory: 'Phones & Tablets' },
  { q: 'umakhalekhukhwini', category: 'electronics', subcategory: 'Phones & Tablets' },
  { q: 'umbhede', category: 'home-garden', title: /bed/i },
  { q: 'itafula', category: 'home-garden', title: /table/i },
  { q: 'izicathulo', category: 'fashion', subcategory: 'Shoes' },
  { q: 'viatu vya wanaume', category: 'fashion', subcategory: 'Shoes' },
  { q: 'runinga', category: 'electronics', title: /\btv\b/i },
  { q: 'umabonakude', category: 'electronics', title: /\btv\b/i },
  { q: 'kikapu', category: 'crafts-art', title: /basket|kiondo/i },
  { q: 'mshumaa', category: 'crafts-art', subcategory: 'Candles' },
  { q: 'ikhandlela', category: 'crafts-art', subcategory: 'Candles' },
  { q: 'asali', category: 'food-groceries', title: /honey/i },
  { q: 'uju', category: 'food-groceries', title: /honey/i },
  { q: 'amaqanda', category: 'food-groceries', title: /egg/i },
  { q: 'mayai', category: 'food-groceries', title: /egg/i },
  { q: 'ibhola', category: 'sports-outdoors', title: /ball/i },
  { q: 'mpira wa miguu', category: 'sports-outdoors', title: /ball/i },
  { q: 'baiskeli', category: 'sports-outdoors', title: /bike/i },
  { q: 'ibhayisikili', category: 'sports-outdoors', title: /bike/i },
  { q: 'hema', category: 'sports-outdoors', title: /tent/i },
  { q: 'sare ya shule', category: 'baby-kids', title: /uniform/i },
  { q: 'amathoyizi', category: 'baby-kids', subcategory: 'Toys' },
  { q: 'fundi bomba', category: 'services', title: /plumb/i },
  { q: 'kitanda', category: 'home-garden', title: /bed/i },
  { q: 'godoro', category: 'home-garden', title: /mattress/i },
  { q: 'isitofu', category: 'home-garden', title: /stove/i },
  { q: 'iketela', category: 'home-garden', title: /kettle/i },
  { q: 'birika la umeme', category: 'home-garden', title: /kettle/i },
  { q: 'sabuni', category: 'beauty-health', title: /soap|wash/i },
  { q: 'insipho', category: 'beauty-health', title: /soap|wash/i },
  { q: 'gauni', category: 'fashion', title: /dress/i },
  { q: 'ilokwe', category: 'fashion', title: /dress/i },
  { q: 'ihembe', category: 'fashion', title: /shirt/i },
  { q: 'shati', category: 'fashion', title: /shirt/i },
  { q: 'kahawa', category: 'food-groceries', title: /coffee/i },
  { q: 'vegitables', category: 'food-groceries', title: /vegetable|spinach/i },
  { q: 'avacado', category: 'food-groceries', title: /avocado/i },
  { q: 'neckless', category: 'fashion', title: /necklace/i },
  { q: 'sandles', category: 'fashion', title: /sandal/i },
  { q: 'candel', category: 'crafts-art', subcategory: 'Candles' },
  { q: 'bicyle', category: 'sports-outdoors', title: /bike/i },
  { q: 'wheelbarow', category: 'home-garden', title: /wheelbarrow/i },
  { q: 'headfones', category: 'electronics', title: /headphone/i },
  { q: 'coffe beans', category: 'food-groceries', title: /coffee/i },
  { q: 'laptop under E12,000', category: 'electronics', subcategory: 'Laptops & Computers', maxPrice: E(12_000) },
  { q: 'phone under KSh 20,000', category: 'electronics', subcategory: 'Phones & Tablets', maxPrice: KSh(20_000) },
  { q: 'sofa under E8000', category: 'home-garden', title: /couch|sofa/i, maxPrice: E(8000) },
];

export type TextBenchQuery = LabelledQuery & { half: 'tune' | 'report' };

/** Every labelled query, alternately in the tuning and the held-out half (the order is the files' own, fixed before tuning). */
export const TEXT_QUERIES: TextBenchQuery[] = [...SHOPPER_QUERIES, ...NEW_QUERIES].map((q, i) => ({ ...q, half: i % 2 === 0 ? 'tune' : 'report' }));

/** A query nothing in the catalog fits: its kind over the budget, or a kind not listed at all. */
export type NothingFitsQuery = {
  q: string;
  category: CategorySlug;
  /** What a listing of the asked kind has in its title. */
  kind: RegExp;
  maxPrice?: { amount: number; currency: 'SZL' | 'ZAR' | 'KES' };
};

/** Meant as a kind the catalog has over the budget, or a kind it lacks; the bench reports which each turned out to be. */
const over = (q: string, category: CategorySlug, kind: RegExp, maxPrice: NothingFitsQuery['maxPrice']): NothingFitsQuery => ({ q, category, kind, maxPrice });
const absent = (q: string, category: CategorySlug, kind: RegExp): NothingFitsQuery => ({ q, category, kind });

export const NOTHING_FITS_QUERIES: NothingFitsQuery[] = [
  over('laptop under KSh 20,000', 'electronics', /ideapad|hp 250|macbook|latitude|laptop/i, KSh(20_000)),
  over('tv under E5000', 'electronics', /\btv\b/i, E(5000)),
  over('a sofa for a small lounge under E5000', 'home-garden', /couch|sofa/i, E(5000)),
  over('fridge under E2000', 'home-garden', /fridge/i, E(2000)),
  over('couch under E3000', 'home-garden', /couch|sofa/i, E(3000)),
  over('dining table under E2000', 'home-garden', /dining table/i, E(2000)),
  over('mountain bike under E1000', 'sports-outdoors', /mountain bike/i, E(1000)),
  over('stove under E1000', 'home-garden', /stove/i, E(1000)),
  over('playstation under E5000', 'electronics', /playstation/i, E(5000)),
  over('water tank under E1000', 'home-garden', /tank/i, E(1000)),
  over('lawn mower under E1000', 'home-garden', /mower/i, E(1000)),
  over('cordless drill under E500', 'home-garden', /drill/i, E(500)),
  over('tent under E500', 'sports-outdoors', /tent\b/i, E(500)),
  over('pram under E1000', 'baby-kids', /pram/i, E(1000)),
  over('kitanda na godoro under E2000', 'home-garden', /bed|mattress/i, E(2000)),
  over('labtop under E3000', 'electronics', /ideapad|hp 250|macbook|latitude|laptop/i, E(3000)),
  over('telivision under E3000', 'electronics', /\btv\b/i, E(3000)),
  over('headphones under E500', 'electronics', /headphone/i, E(500)),
  over('office chair under E800', 'home-garden', /office chair/i, E(800)),
  over('kettle under E200', 'home-garden', /kettle/i, E(200)),
  over('air fryer under E500', 'home-garden', /air fryer/i, E(500)),
  over('blood pressure monitor under E300', 'beauty-health', /blood pressure/i, E(300)),
  absent('treadmill', 'sports-outdoors', /treadmill/i),
  absent('wardrobe', 'home-garden', /wardrobe/i),
  absent('microwave', 'home-garden', /microwave/i),
  absent('washing machine under E6000', 'home-garden', /washing machine/i),
  absent('generator', 'home-garden', /generator/i),
  absent('wig', 'beauty-health', /\bwig/i),
  absent('perfume', 'beauty-health', /perfume/i),
  absent('printer', 'electronics', /printer/i),
  absent('wedding dress', 'fashion', /wedding dress/i),
  absent('high heels', 'fashion', /heel/i),
  absent('sleeping bag', 'sports-outdoors', /sleeping bag/i),
  absent('doll for my daughter', 'baby-kids', /\bdoll/i),
  absent('rice 10kg', 'food-groceries', /rice/i),
  absent('lamp', 'home-garden', /\blamp/i),
  absent('scooter', 'vehicles', /scooter/i),
  absent('sunglasses', 'fashion', /sunglasses/i),
];
