import type { ProductCondition, ProductSort } from '@sokoni/contracts/catalog';
import type { Scan } from './scan.ts';
import type { Budget } from './shopper-query.ts';

const phrases = (...alternatives: string[]) => new RegExp(`(?<![\\w])(?:${alternatives.join('|').replace(/ /g, '\\s+')})(?![\\w])`, 'g');

/** Sort words, tried in this order (so "best price" sorts by price before "best" by popularity). */
const SORTS: readonly [ProductSort, RegExp][] = [
  ['price-low', phrases('cheapest', 'cheapest first', 'lowest prices?', 'lowest priced', 'least expensive', '(?:price )?low(?:est)? to high(?:est)?', 'best prices?', 'best deals?', 'lowest cost', 'rahisi zaidi')],
  ['price-high', phrases('most expensive', 'priciest', 'pricie?st', 'highest prices?', 'highest priced', '(?:price )?high(?:est)? to low(?:est)?', 'dearest', 'most pricey', 'top end')],
  ['newest', phrases('newest', 'latest', 'just (?:listed|in|posted|added|arrived)', 'most recent', 'recently (?:listed|added|posted)', 'recent(?:ly)?', 'new arrivals?', 'new in(?! (?:the )?box)', 'fresh listings?', 'new listings?', 'newly listed', 'mpya zaidi')],
  ['popular', phrases('most popular', 'popular', 'trending', 'best ?sell(?:ing|ers?)', 'top sell(?:ing|ers?)', 'most liked', 'most viewed', 'top rated', 'highest rated', 'best rated', 'in demand', 'hot right now', 'best')],
];

export function readSort(scan: Scan): ProductSort | undefined {
  let sort: ProductSort | undefined;
  for (const [value, re] of SORTS) scan.take(re, () => void (sort ??= value));
  return sort;
}

const BUDGETS: readonly [Budget, RegExp][] = [
  [
    'cheap',
    phrases(
      'cheap(?:ie|y|o)?', 'affordable', 'afordable', 'affodable', 'budget', 'inexpensive', 'bargains?', 'low[ -]?cost', 'low[ -]?priced?',
      'not (?:too |so |very |that )?(?:expensive|pricey)', 'reasonabl[ey] priced?', 'reasonable', 'good prices?', 'value for money',
      '(?:bei )?rahisi', '(?:bei )?nafuu', 'e?shibhile', 'goedkoop', 'economical', 'entry[ -]level',
    ),
  ],
  ['premium', phrases('luxury', 'luxurious', 'premium', 'high[ -]?end', 'top[ -]of[ -]the[ -]range', 'flagship', 'designer', 'up[ -]?market', 'expensive', 'exclusive', 'classy')],
];

export function readBudget(scan: Scan): Budget | undefined {
  let budget: Budget | undefined;
  for (const [value, re] of BUDGETS) scan.take(re, () => void (budget ??= value));
  return budget;
}

/** Tried in this order: "never used" is new before "used" is read, "like new" is used before "new". */
const CONDITIONS: readonly [ProductCondition, RegExp][] = [
  ['refurbished', phrases('refurbished', 'refurb(?:ished|s)?', 'renewed', 'reconditioned', 'recon', 'certified pre[ -]?owned', 'ex[ -]?demo')],
  ['new', phrases('brand[ -]?new', 'never (?:been )?used', 'unused', 'not used', 'sealed', 'still in (?:the )?box', 'new in box', 'boxed')],
  ['used', phrases('used', 'second[ -]?hand', '2nd[ -]?hand', 'pre[ -]?owned', 'pre[ -]?loved', 'tweedehands', '(?:as|like) new', 'ex[ -]?uk', 'ex[ -]?japan', 'foreign used', 'lokusetjentisiwe', 'okusetshenzisiwe', 'letisetjentisiwe', 'ezisetshenzisiwe', 'zilizotumika', 'iliyotumika', 'yaliyotumika', 'vilivyotumika', 'lililotumika')],
  ['new', phrases('new', 'mpya', 'nuwe', 'lokusha', 'okusha')],
];

export function readCondition(scan: Scan): ProductCondition | undefined {
  let condition: ProductCondition | undefined;
  for (const [value, re] of CONDITIONS) scan.take(re, () => void (condition ??= value));
  // Mtumba (Kenya's second-hand clothes) is also a category word: read, not taken.
  if (/(?<![\w])mtumba(?![\w])/.test(scan.text)) condition ??= 'used';
  return condition;
}

const NEAR_ME = phrases('near me', 'nearby', 'near by', 'around here', 'around me', 'close to me', 'close by', 'closeby', 'in my area', 'near my (?:place|location|house|home)', 'nearest', 'closest', 'my area', 'karibu nami', 'karibu na mimi', 'eduze kwami', 'eduze');

export function readNearMe(scan: Scan): boolean {
  let near = false;
  scan.take(NEAR_ME, () => void (near = true));
  return near;
}
