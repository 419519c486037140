import type { CategorySlug, ProductSort } from '@sokoni/contracts/catalog';
import { formatWhole } from '@sokoni/contracts/format-count';
import { itemWordsOf } from './item-words.ts';
import { formatPrice } from '@sokoni/contracts/money';
import { COUNTRY_NAMES } from './places.ts';
import type { ShopperQuery } from './shopper-query.ts';

/** How a sentence names the things of a subcategory. */
const SUBCATEGORY_NOUNS: Readonly<Record<string, string>> = {
  Cars: 'cars',
  'Bakkies & Trucks': 'bakkies',
  Motorbikes: 'motorbikes',
  'Parts & Accessories': 'car parts',
  'Phones & Tablets': 'phones',
  'Laptops & Computers': 'laptops',
  'TV & Audio': 'TVs and audio',
  Accessories: 'electronics accessories',
  Women: "women's fashion",
  Men: "men's fashion",
  Shoes: 'shoes',
  'Bags & Jewellery': 'bags and jewellery',
  Furniture: 'furniture',
  Kitchen: 'kitchen appliances',
  Decor: 'home decor',
  'Garden & Tools': 'garden and tools',
  Skincare: 'skincare',
  Hair: 'hair products',
  Makeup: 'makeup',
  Wellness: 'wellness products',
  'Baskets & Weaving': 'baskets and weaving',
  Carvings: 'carvings',
  Candles: 'candles',
  'Paintings & Prints': 'paintings and prints',
  Fitness: 'fitness gear',
  Cycling: 'bicycles',
  Camping: 'camping gear',
  'Team Sports': 'team sports gear',
  Clothing: "children's clothing",
  Toys: 'toys',
  School: 'school supplies',
  Nursery: 'nursery items',
  'Fresh Produce': 'fresh produce',
  Pantry: 'pantry food',
  Drinks: 'drinks',
  'Local Specialities': 'local specialities',
  Repairs: 'repair services',
  Events: 'event services',
  Lessons: 'lessons',
  Transport: 'transport services',
};

const CATEGORY_NOUNS: Readonly<Record<CategorySlug, string>> = {
  vehicles: 'vehicles',
  electronics: 'electronics',
  fashion: 'clothes and fashion',
  'home-garden': 'home and garden items',
  'beauty-health': 'beauty and health products',
  'crafts-art': 'crafts and art',
  'sports-outdoors': 'sports and outdoor gear',
  'baby-kids': 'baby and kids items',
  'food-groceries': 'food and groceries',
  services: 'services',
};

const SORT_PHRASES: Readonly<Record<ProductSort, string>> = {
  'price-low': 'cheapest first',
  'price-high': 'most expensive first',
  newest: 'newest first',
  popular: 'most popular first',
};

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  suv: 'SUVs',
  tv: 'TVs',
  'smart tv': 'smart TVs',
  bmx: 'BMX bikes',
  dj: 'DJs',
  cctv: 'CCTV cameras',
  hifi: 'hi-fis',
  'boda boda': 'boda bodas',
  minibus: 'minibuses',
  solar: 'solar kits and panels',
  'car hire': 'car hire services',
  xbox: 'Xbox consoles',
  playstation: 'PlayStation consoles',
  ipad: 'iPads',
  airpods: 'AirPods',
};
const UNCOUNTABLE = new Set([
  'rice', 'sugar', 'flour', 'honey', 'jam', 'coffee', 'tea', 'juice', 'beef', 'spinach', 'maize meal', 'cooking oil', 'biltong',
  'emasi', 'nyama choma', 'shea butter', 'fish', 'meat', 'chicken', 'moringa', 'mascara', 'foundation', 'soapstone', 'catering',
  'solar', 'shweshwe', 'ankara', 'emahiya', 'beadwork', 'bedding', 'cookware', 'nappies', 'sneakers',
]);

function pluralOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (UNCOUNTABLE.has(word) || (/s$/.test(word) && !/ss$/.test(word))) return word;
  if (/(?:ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** What a query's things are called in a sentence: its first item word, else its subcategory's or category's noun ("sofas", "laptops", "electronics"). */
export function nounOf(q: Pick<ShopperQuery, 'keywords' | 'category' | 'subcategory'>): string {
  const item = itemWordsOf(q)[0];
  return item ? pluralOf(item) : q.subcategory ? (SUBCATEGORY_NOUNS[q.subcategory] ?? q.subcategory.toLowerCase()) : q.category ? CATEGORY_NOUNS[q.category] : 'listings';
}

/** A category's things in a sentence ("electronics", "home and garden items"). */
export const categoryNounOf = (category: CategorySlug): string => CATEGORY_NOUNS[category];

const MODEL_NOUN_SUBCATEGORIES = new Set(['Phones & Tablets', 'TV & Audio', 'Shoes']);

const joinOr = (items: readonly string[]): string => (items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/**
 * "Toyota Corolla", "Samsung or Apple". Several makes with models name the models alone ("Hilux or
 * Ranger"), and Apple's product names carry the brand ("Apple iPhone 12" says it twice).
 */
function makersOf(q: ShopperQuery): string {
  if (q.models.length === 0) return joinOr(q.brands);
  if (q.brands.length > 1) return joinOr(q.models);
  const brands = q.brands.filter((b) => !(b === 'Apple' && q.models.every((m) => /^(?:iPhone|iPad|MacBook)/.test(m))));
  return [joinOr(brands), joinOr(q.models)].filter(Boolean).join(' ');
}

function yearsOf(q: ShopperQuery): string | undefined {
  const { yearMin: min, yearMax: max } = q;
  if (min !== undefined && max !== undefined) return min === max ? `made in ${min}` : `from ${min} to ${max}`;
  if (min !== undefined) return `from ${min} onwards`;
  if (max !== undefined) return `from ${max} or before`;
  return undefined;
}

function priceOf(q: ShopperQuery): string | undefined {
  const money = (amount: number) => formatPrice(amount, q.currency, { cents: 'if-any' });
  if (q.priceMin !== undefined && q.priceMax !== undefined) return `between ${money(q.priceMin)} and ${money(q.priceMax)}`;
  if (q.priceMax !== undefined) return `under ${money(q.priceMax)}`;
  if (q.priceMin !== undefined) return `from ${money(q.priceMin)}`;
  return undefined;
}

function placeOf(q: ShopperQuery): string | undefined {
  if (q.nearMe) return 'near you';
  if (q.city) return `in ${q.city}`;
  if (q.country) return `in ${COUNTRY_NAMES[q.country]}`;
  return undefined;
}

/**
 * What was understood, as one plain-English phrase for the assistant's opening sentence:
 * "phones under E2,000, matching 'camera'", "Toyota cars from 2015 to 2018 under 100,000 km in
 * Manzini". Money takes the query's currency symbol, or none when the query has no currency.
 */
export function describeQuery(q: ShopperQuery): string {
  const item = itemWordsOf(q)[0];
  const others = q.keywords.filter((k) => k !== item);
  const noun = nounOf(q);
  const hasPrice = q.priceMin !== undefined || q.priceMax !== undefined;

  const lead = [
    !hasPrice && q.budget === 'cheap' ? 'affordable' : q.budget === 'premium' ? 'premium' : '',
    q.condition ?? '',
    joinOr(q.colours),
    makersOf(q),
  ].filter(Boolean);
  const tail = [
    q.sizes.length > 0 ? `in size ${joinOr(q.sizes)}` : undefined,
    yearsOf(q),
    q.mileageMaxKm !== undefined ? `under ${formatWhole(q.mileageMaxKm)} km` : undefined,
    priceOf(q),
    placeOf(q),
  ].filter((part): part is string => part !== undefined);

  // "new iPhone 13", "Nike Air Max": a phone's or a shoe's model name is already a noun.
  const modelIsNoun = !item && q.models.length > 0 && q.subcategory !== undefined && MODEL_NOUN_SUBCATEGORIES.has(q.subcategory);
  let phrase = [...lead, ...(modelIsNoun ? [] : [noun]), ...tail].join(' ');
  const sorted = q.sort && !(q.sort === 'price-low' && q.budget === 'cheap') ? SORT_PHRASES[q.sort] : undefined;
  if (sorted) phrase += `, ${sorted}`;
  if (others.length > 0) phrase += `${phrase === 'listings' ? '' : ','} matching '${others.join(' ')}'`;
  return phrase;
}
