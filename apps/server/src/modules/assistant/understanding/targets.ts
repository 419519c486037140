import type { CATEGORIES, CategorySlug } from '@sokoni/contracts/catalog';

type Category = (typeof CATEGORIES)[number];

/** A category, or one of its subcategories, checked against the catalog's own names at compile time. */
export type CategoryTarget = {
  [C in Category as C['slug']]: { category: C['slug']; subcategory?: C['subcategories'][number] };
}[CategorySlug];

/** The targets the lexicons name most often. */
export const T = {
  vehicles: { category: 'vehicles' },
  cars: { category: 'vehicles', subcategory: 'Cars' },
  bakkies: { category: 'vehicles', subcategory: 'Bakkies & Trucks' },
  motorbikes: { category: 'vehicles', subcategory: 'Motorbikes' },
  parts: { category: 'vehicles', subcategory: 'Parts & Accessories' },
  electronics: { category: 'electronics' },
  phones: { category: 'electronics', subcategory: 'Phones & Tablets' },
  laptops: { category: 'electronics', subcategory: 'Laptops & Computers' },
  tv: { category: 'electronics', subcategory: 'TV & Audio' },
  gadgets: { category: 'electronics', subcategory: 'Accessories' },
  fashion: { category: 'fashion' },
  women: { category: 'fashion', subcategory: 'Women' },
  men: { category: 'fashion', subcategory: 'Men' },
  shoes: { category: 'fashion', subcategory: 'Shoes' },
  bags: { category: 'fashion', subcategory: 'Bags & Jewellery' },
  home: { category: 'home-garden' },
  furniture: { category: 'home-garden', subcategory: 'Furniture' },
  kitchen: { category: 'home-garden', subcategory: 'Kitchen' },
  decor: { category: 'home-garden', subcategory: 'Decor' },
  garden: { category: 'home-garden', subcategory: 'Garden & Tools' },
  beauty: { category: 'beauty-health' },
  skincare: { category: 'beauty-health', subcategory: 'Skincare' },
  hair: { category: 'beauty-health', subcategory: 'Hair' },
  makeup: { category: 'beauty-health', subcategory: 'Makeup' },
  wellness: { category: 'beauty-health', subcategory: 'Wellness' },
  crafts: { category: 'crafts-art' },
  baskets: { category: 'crafts-art', subcategory: 'Baskets & Weaving' },
  carvings: { category: 'crafts-art', subcategory: 'Carvings' },
  candles: { category: 'crafts-art', subcategory: 'Candles' },
  paintings: { category: 'crafts-art', subcategory: 'Paintings & Prints' },
  sports: { category: 'sports-outdoors' },
  fitness: { category: 'sports-outdoors', subcategory: 'Fitness' },
  cycling: { category: 'sports-outdoors', subcategory: 'Cycling' },
  camping: { category: 'sports-outdoors', subcategory: 'Camping' },
  teamSports: { category: 'sports-outdoors', subcategory: 'Team Sports' },
  baby: { category: 'baby-kids' },
  kidsClothing: { category: 'baby-kids', subcategory: 'Clothing' },
  toys: { category: 'baby-kids', subcategory: 'Toys' },
  school: { category: 'baby-kids', subcategory: 'School' },
  nursery: { category: 'baby-kids', subcategory: 'Nursery' },
  food: { category: 'food-groceries' },
  produce: { category: 'food-groceries', subcategory: 'Fresh Produce' },
  pantry: { category: 'food-groceries', subcategory: 'Pantry' },
  drinks: { category: 'food-groceries', subcategory: 'Drinks' },
  localFood: { category: 'food-groceries', subcategory: 'Local Specialities' },
  services: { category: 'services' },
  repairs: { category: 'services', subcategory: 'Repairs' },
  events: { category: 'services', subcategory: 'Events' },
  lessons: { category: 'services', subcategory: 'Lessons' },
  transport: { category: 'services', subcategory: 'Transport' },
} as const satisfies Record<string, CategoryTarget>;
