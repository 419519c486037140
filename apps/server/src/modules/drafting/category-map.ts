import type { CategorySlug } from '@sokoni/contracts/catalog';
import type { CocoLabel } from '../../platform/ai/index.ts';
import type { SeenLabel, VehicleKind } from './types.ts';

/**
 * What a detected class (COCO's or Open Images') says about a listing: its category, subcategory
 * (a name from CATEGORIES) and the word a title uses. `weight` < 1 for classes that are often
 * beside the thing sold rather than the thing itself (a bottle on a table, a book on a shelf), or
 * that the detector also gives to other things.
 * Unlisted classes (people, animals, cattle, cardboard boxes, traffic lights, trains, planes …) say nothing.
 */
export type LabelMeaning = { category: CategorySlug; subcategory?: string; noun: string; weight?: number };

export const LABEL_MEANINGS: Partial<Record<SeenLabel, LabelMeaning>> = {
  car: { category: 'vehicles', subcategory: 'Cars', noun: 'car' },
  truck: { category: 'vehicles', subcategory: 'Bakkies & Trucks', noun: 'truck' },
  bus: { category: 'vehicles', subcategory: 'Bakkies & Trucks', noun: 'bus' },
  motorcycle: { category: 'vehicles', subcategory: 'Motorbikes', noun: 'motorbike' },
  boat: { category: 'vehicles', noun: 'boat', weight: 0.6 },
  // Open Images' generic class: a vehicle, but which body is for COCO's classes (or the seller) to say.
  vehicle: { category: 'vehicles', noun: 'vehicle', weight: 0.7 },

  laptop: { category: 'electronics', subcategory: 'Laptops & Computers', noun: 'laptop' },
  keyboard: { category: 'electronics', subcategory: 'Laptops & Computers', noun: 'keyboard' },
  mouse: { category: 'electronics', subcategory: 'Laptops & Computers', noun: 'computer mouse' },
  'cell phone': { category: 'electronics', subcategory: 'Phones & Tablets', noun: 'phone' },
  tv: { category: 'electronics', subcategory: 'TV & Audio', noun: 'TV' },
  remote: { category: 'electronics', subcategory: 'TV & Audio', noun: 'remote control', weight: 0.7 },
  'computer monitor': { category: 'electronics', subcategory: 'Laptops & Computers', noun: 'computer monitor' },
  'computer mouse': { category: 'electronics', subcategory: 'Laptops & Computers', noun: 'computer mouse' },
  camera: { category: 'electronics', subcategory: 'Accessories', noun: 'camera' },

  chair: { category: 'home-garden', subcategory: 'Furniture', noun: 'chair' },
  couch: { category: 'home-garden', subcategory: 'Furniture', noun: 'sofa' },
  bed: { category: 'home-garden', subcategory: 'Furniture', noun: 'bed' },
  'dining table': { category: 'home-garden', subcategory: 'Furniture', noun: 'table', weight: 0.6 },
  table: { category: 'home-garden', subcategory: 'Furniture', noun: 'table', weight: 0.6 },
  desk: { category: 'home-garden', subcategory: 'Furniture', noun: 'desk' },
  bench: { category: 'home-garden', subcategory: 'Furniture', noun: 'bench', weight: 0.6 },
  'potted plant': { category: 'home-garden', subcategory: 'Garden & Tools', noun: 'potted plant' },
  vase: { category: 'home-garden', subcategory: 'Decor', noun: 'vase' },
  clock: { category: 'home-garden', subcategory: 'Decor', noun: 'clock' },
  microwave: { category: 'home-garden', subcategory: 'Kitchen', noun: 'microwave' },
  oven: { category: 'home-garden', subcategory: 'Kitchen', noun: 'oven' },
  toaster: { category: 'home-garden', subcategory: 'Kitchen', noun: 'toaster' },
  refrigerator: { category: 'home-garden', subcategory: 'Kitchen', noun: 'fridge' },
  sink: { category: 'home-garden', subcategory: 'Kitchen', noun: 'sink', weight: 0.6 },
  cup: { category: 'home-garden', subcategory: 'Kitchen', noun: 'cup', weight: 0.8 },
  'coffee cup': { category: 'home-garden', subcategory: 'Kitchen', noun: 'cup', weight: 0.8 },
  mug: { category: 'home-garden', subcategory: 'Kitchen', noun: 'mug', weight: 0.8 },
  bowl: { category: 'home-garden', subcategory: 'Kitchen', noun: 'bowl', weight: 0.8 },
  'wine glass': { category: 'home-garden', subcategory: 'Kitchen', noun: 'wine glass', weight: 0.8 },
  fork: { category: 'home-garden', subcategory: 'Kitchen', noun: 'fork', weight: 0.5 },
  knife: { category: 'home-garden', subcategory: 'Kitchen', noun: 'knife', weight: 0.5 },
  spoon: { category: 'home-garden', subcategory: 'Kitchen', noun: 'spoon', weight: 0.5 },
  toilet: { category: 'home-garden', noun: 'toilet', weight: 0.5 },

  // Open Images' footwear classes: what COCO has no class for.
  footwear: { category: 'fashion', subcategory: 'Shoes', noun: 'shoes' },
  boot: { category: 'fashion', subcategory: 'Shoes', noun: 'boots' },
  'high heels': { category: 'fashion', subcategory: 'Shoes', noun: 'high heels' },
  handbag: { category: 'fashion', subcategory: 'Bags & Jewellery', noun: 'handbag' },
  backpack: { category: 'fashion', subcategory: 'Bags & Jewellery', noun: 'backpack' },
  suitcase: { category: 'fashion', subcategory: 'Bags & Jewellery', noun: 'suitcase' },
  umbrella: { category: 'fashion', noun: 'umbrella', weight: 0.7 },
  tie: { category: 'fashion', subcategory: 'Men', noun: 'tie' },

  bicycle: { category: 'sports-outdoors', subcategory: 'Cycling', noun: 'bicycle' },
  'stationary bicycle': { category: 'sports-outdoors', subcategory: 'Fitness', noun: 'exercise bike' },
  'sports ball': { category: 'sports-outdoors', subcategory: 'Team Sports', noun: 'ball' },
  'baseball bat': { category: 'sports-outdoors', subcategory: 'Team Sports', noun: 'bat' },
  'baseball glove': { category: 'sports-outdoors', subcategory: 'Team Sports', noun: 'glove' },
  'tennis racket': { category: 'sports-outdoors', subcategory: 'Fitness', noun: 'tennis racket' },
  skateboard: { category: 'sports-outdoors', noun: 'skateboard' },
  surfboard: { category: 'sports-outdoors', noun: 'surfboard' },
  skis: { category: 'sports-outdoors', noun: 'skis' },
  snowboard: { category: 'sports-outdoors', noun: 'snowboard' },
  frisbee: { category: 'sports-outdoors', noun: 'frisbee' },

  'teddy bear': { category: 'baby-kids', subcategory: 'Toys', noun: 'teddy bear' },
  kite: { category: 'baby-kids', subcategory: 'Toys', noun: 'kite', weight: 0.7 },
  book: { category: 'baby-kids', subcategory: 'School', noun: 'book', weight: 0.4 },

  banana: { category: 'food-groceries', subcategory: 'Fresh Produce', noun: 'bananas' },
  apple: { category: 'food-groceries', subcategory: 'Fresh Produce', noun: 'apples' },
  orange: { category: 'food-groceries', subcategory: 'Fresh Produce', noun: 'oranges' },
  broccoli: { category: 'food-groceries', subcategory: 'Fresh Produce', noun: 'broccoli' },
  carrot: { category: 'food-groceries', subcategory: 'Fresh Produce', noun: 'carrots' },
  sandwich: { category: 'food-groceries', noun: 'sandwiches' },
  'hot dog': { category: 'food-groceries', noun: 'hot dogs' },
  pizza: { category: 'food-groceries', noun: 'pizza' },
  donut: { category: 'food-groceries', noun: 'doughnuts' },
  cake: { category: 'food-groceries', noun: 'cake' },
  bottle: { category: 'food-groceries', subcategory: 'Drinks', noun: 'bottle', weight: 0.4 },

  'hair drier': { category: 'beauty-health', subcategory: 'Hair', noun: 'hair dryer' },
  toothbrush: { category: 'beauty-health', subcategory: 'Wellness', noun: 'toothbrush', weight: 0.7 },
  scissors: { category: 'crafts-art', noun: 'scissors', weight: 0.4 },
};

/**
 * How much an Open Images detection counts beside a COCO one of the same class. CenterNet is the
 * larger model and its classes were tuned on the bench; Objectron's SSD is small and trained for
 * a few household things, and on the bench it saw cars in a toolbox and a tricycle. Its own
 * classes (footwear, camera, monitor, mug …) count in full.
 */
export const OID_SHARED_CLASS_WEIGHT = 0.7;

/** The vehicle bodies COCO's classes name (Open Images' "car" counts only when COCO named no body). */
export const VEHICLE_KINDS: Partial<Record<CocoLabel, VehicleKind>> = { car: 'car', truck: 'truck', motorcycle: 'motorcycle', bus: 'bus' };

/**
 * Words sellers use, per category (English and the loan words of the region's markets). A seller
 * who typed "bakkie" has told us more than any picture.
 */
const CATEGORY_WORDS: Record<CategorySlug, string[]> = {
  vehicles: ['car', 'cars', 'bakkie', 'truck', 'lorry', 'sedan', 'hatchback', 'suv', '4x4', 'minibus', 'kombi', 'quantum', 'motorbike', 'motorcycle', 'scooter', 'toyota', 'nissan', 'volkswagen', 'vw', 'honda', 'mazda', 'ford', 'bmw', 'mercedes', 'hyundai', 'kia', 'isuzu', 'tyre', 'tyres', 'tire', 'tires', 'corolla', 'hilux', 'polo', 'golf'],
  electronics: ['phone', 'smartphone', 'iphone', 'samsung', 'galaxy', 'huawei', 'tecno', 'itel', 'infinix', 'nokia', 'laptop', 'computer', 'pc', 'macbook', 'tablet', 'ipad', 'tv', 'television', 'speaker', 'speakers', 'headphones', 'earphones', 'earbuds', 'charger', 'camera', 'playstation', 'ps4', 'ps5', 'xbox', 'console', 'monitor', 'printer', 'radio', 'router', 'keyboard'],
  fashion: ['dress', 'dresses', 'shirt', 'tshirt', 't-shirt', 'jeans', 'trousers', 'shoes', 'sneakers', 'heels', 'boots', 'sandals', 'handbag', 'bag', 'jacket', 'skirt', 'suit', 'jewellery', 'jewelry', 'necklace', 'earrings', 'bracelet', 'hat', 'cap', 'watch', 'sunglasses', 'wallet', 'backpack'],
  'home-garden': ['sofa', 'couch', 'chair', 'chairs', 'table', 'bed', 'mattress', 'wardrobe', 'cupboard', 'fridge', 'freezer', 'stove', 'microwave', 'kettle', 'pots', 'plates', 'curtains', 'rug', 'carpet', 'lamp', 'plant', 'plants', 'garden', 'mower', 'drill', 'tools', 'furniture', 'kitchen'],
  'beauty-health': ['cream', 'lotion', 'perfume', 'wig', 'wigs', 'braids', 'weave', 'makeup', 'lipstick', 'soap', 'skincare', 'vitamins', 'shampoo', 'nails'],
  'crafts-art': ['basket', 'baskets', 'weaving', 'woven', 'carving', 'carved', 'sculpture', 'painting', 'beadwork', 'beaded', 'candle', 'candles', 'craft', 'crafts', 'handmade', 'pottery'],
  'sports-outdoors': ['bicycle', 'bike', 'cycling', 'ball', 'football', 'soccer', 'netball', 'rugby', 'gym', 'dumbbells', 'weights', 'treadmill', 'tent', 'camping', 'racket', 'jersey', 'fishing'],
  'baby-kids': ['baby', 'pram', 'stroller', 'toy', 'toys', 'kids', 'children', 'child', 'cot', 'nappies', 'diapers', 'teddy', 'uniform', 'school'],
  'food-groceries': ['maize', 'mealie', 'mealies', 'rice', 'beans', 'tomatoes', 'fruit', 'fruits', 'vegetables', 'honey', 'eggs', 'chicken', 'meat', 'beef', 'juice', 'bread', 'cake', 'cakes', 'spices', 'avocados', 'bananas', 'oranges', 'mangoes'],
  services: ['repair', 'repairs', 'fixing', 'lessons', 'tutoring', 'tuition', 'catering', 'delivery', 'cleaning', 'hire', 'rental', 'photography', 'plumbing', 'plumber', 'electrician', 'salon', 'transport', 'services', 'service'],
};

const WORD_TO_CATEGORIES = new Map<string, CategorySlug[]>();
for (const [category, words] of Object.entries(CATEGORY_WORDS) as [CategorySlug, string[]][]) {
  for (const w of words) WORD_TO_CATEGORIES.set(w, [...(WORD_TO_CATEGORIES.get(w) ?? []), category]);
}

/** The categories the seller's words name, each with how many of its words appeared. */
export function categoriesFromWords(text: string): Map<CategorySlug, number> {
  const hits = new Map<CategorySlug, number>();
  const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []);
  for (const w of words) for (const c of WORD_TO_CATEGORIES.get(w) ?? []) hits.set(c, (hits.get(c) ?? 0) + 1);
  return hits;
}

/** Vehicle kinds the seller's words name ("bakkie" is a pickup truck). */
export function vehicleKindFromWords(text: string): VehicleKind | undefined {
  const t = text.toLowerCase();
  if (/\b(motorbike|motorcycle|scooter)\b/.test(t)) return 'motorcycle';
  if (/\b(bakkie|truck|lorry|pickup|hilux)\b/.test(t)) return 'truck';
  if (/\b(bus|minibus|kombi|quantum)\b/.test(t)) return 'bus';
  if (/\b(car|sedan|hatchback|suv)\b/.test(t)) return 'car';
  return undefined;
}
