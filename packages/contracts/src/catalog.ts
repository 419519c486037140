import { z } from 'zod';
import { listLimit, pageQuery } from './envelope.ts';

/** doc 1 §2.8 and the contract: the four sorts of every product list. */
export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export const PRODUCT_STATUSES = ['active', 'pending', 'draft', 'sold', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Product categories with their subcategories (slugs are what the API takes). */
export const CATEGORIES = [
  { slug: 'vehicles', name: 'Vehicles', subcategories: ['Cars', 'Bakkies & Trucks', 'Motorbikes', 'Parts & Accessories'] },
  { slug: 'electronics', name: 'Electronics', subcategories: ['Phones & Tablets', 'Laptops & Computers', 'TV & Audio', 'Accessories'] },
  { slug: 'fashion', name: 'Fashion', subcategories: ['Women', 'Men', 'Shoes', 'Bags & Jewellery'] },
  { slug: 'home-garden', name: 'Home & Garden', subcategories: ['Furniture', 'Kitchen', 'Decor', 'Garden & Tools'] },
  { slug: 'beauty-health', name: 'Beauty & Health', subcategories: ['Skincare', 'Hair', 'Makeup', 'Wellness'] },
  { slug: 'crafts-art', name: 'Crafts & Art', subcategories: ['Baskets & Weaving', 'Carvings', 'Candles', 'Paintings & Prints'] },
  { slug: 'sports-outdoors', name: 'Sports & Outdoors', subcategories: ['Fitness', 'Cycling', 'Camping', 'Team Sports'] },
  { slug: 'baby-kids', name: 'Baby & Kids', subcategories: ['Clothing', 'Toys', 'School', 'Nursery'] },
  { slug: 'food-groceries', name: 'Food & Groceries', subcategories: ['Fresh Produce', 'Pantry', 'Drinks', 'Local Specialities'] },
  { slug: 'services', name: 'Services', subcategories: ['Repairs', 'Events', 'Lessons', 'Transport'] },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

/** Shop categories (GET /shop-categories). */
export const SHOP_CATEGORIES = [
  'Car Dealer', 'Electronics Store', 'Fashion Boutique', 'Home & Furniture', 'Beauty Salon & Cosmetics',
  'Crafts & Curios', 'Sports Shop', 'Kids Store', 'Grocer & Deli', 'Services',
] as const;

const money = z.coerce.number().finite().min(0).max(1e10);
const shortText = (max: number) => z.string().trim().max(max);

/** Query of every product list (/products, /products/search, /products/category/{c}, /users/feed). */
export const productListQuery = pageQuery.extend({
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  order: z.enum(['asc', 'desc']).optional(),
  q: shortText(200).optional(),
  category: shortText(60).optional(),
  subcategory: shortText(60).optional(),
  brand: shortText(60).optional(),
  minPrice: money.optional(),
  maxPrice: money.optional(),
  condition: z.enum(PRODUCT_CONDITIONS).optional(),
  city: shortText(80).optional(),
  country: shortText(60).optional(),
  shopId: z.uuid({ message: 'Invalid shopId' }).optional(),
  /**
   * Not a filter: the buyer's market (ISO code or name), whose products come first in any sort;
   * browse sends the buyer's country unless they chose "All countries".
   */
  market: shortText(60).optional(),
  /** ISO time of the first page: later pages ignore newer products, so pages never repeat. */
  asOf: z.iso.datetime({ offset: true }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;
/** GET /shops. With q and no sort, the closest names come first. */
export const shopListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  city: z.string().trim().max(80).optional(),
  country: z.string().trim().max(60).optional(),
  category: z.string().trim().max(60).optional(),
  sort: z.enum(['newest', 'popular'], { message: 'sort must be newest or popular' }).optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;
/** GET /products/{id}/similar: a short strip, 8 by default. */
export const similarQuery = pageQuery.extend({ limit: listLimit(8) });

export const productIdsBody = z.object({
  productIds: z.array(z.uuid({ message: 'Invalid product id' })).min(1, 'productIds must not be empty').max(100, 'At most 100 productIds'),
});
export const shopIdsBody = z.object({
  shopIds: z.array(z.uuid({ message: 'Invalid shop id' })).min(1, 'shopIds must not be empty').max(100, 'At most 100 shopIds'),
});
export const inquiryBody = z.object({
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
  contactInfo: z
    .object({
      name: shortText(100).optional(),
      email: z.union([z.literal(''), z.email('Please enter a valid email').max(254)]).optional(),
      phone: shortText(32).optional(),
    })
    .optional(),
});
export const shareTrackBody = z.object({
  platform: shortText(40).optional(),
  userId: z.string().max(64).optional(),
});
export const followUserBody = z.object({
  followerId: z.uuid({ message: 'Invalid followerId' }).optional(),
  followingId: z.uuid({ message: 'Invalid followingId' }),
});
// `/* @__PURE__ */`: the web imports this module at run time, and its bundler keeps a method call
// on a schema (`.nullish()`, `.partial()`, `.describe()`) it cannot tell is free of side effects.
/** DELETE /follows/unfollow: the ids in the body, or (DELETE bodies are dropped by some clients and proxies) in the query. */
export const unfollowBody = /* @__PURE__ */ followUserBody.nullish();
export const unfollowQuery = z.object({
  followerId: z.uuid({ message: 'Invalid followerId' }).optional(),
  followingId: z.uuid({ message: 'Invalid followingId' }).optional(),
});
/** POST /shares/{id}/track: the body is optional. */
export const shareVisitBody = /* @__PURE__ */ shareTrackBody.nullish();

// The reply types, from the schemas the routes declare (kept out of this module: the web app imports it at run time).
export type { FeedReply, MediaItem, Product, ProductCard, ProductDetail, ProductStats, Shop, ShopSummary } from './catalog-replies.ts';

/**
 * Whether a card wears the "Popular" badge: the server's `isPopular` flag. doc 1 §2.8's bar alone
 * (views above 100 or likes above 10) was met by nearly every product, so the badge said nothing;
 * the server keeps it for the top tenth of the catalog that also passes that bar.
 */
export function isPopular(p: { isPopular?: boolean }): boolean {
  return p.isPopular === true;
}

/** doc 1 §3: video is a type starting with video, or a .mp4/.webm address. */
export function isVideoMedia(item: { type?: string; url?: string }): boolean {
  return Boolean(item.type?.startsWith('video') || /\.(mp4|webm)(\?|$)/i.test(item.url ?? ''));
}

export function categoryName(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}
