import { z } from 'zod';
import { PRODUCT_CONDITIONS, PRODUCT_STATUSES } from './catalog.ts';
import { paginationSchema } from './envelope.ts';

/**
 * What the catalog routes send (doc 1 §3 Product and Shop): the schemas each route declares as
 * its reply. Their types are re-exported by `catalog.ts`, which the web app imports at run time,
 * so these stay out of its bundle.
 */

export const mediaItemSchema = z.object({
  /** Storage key: in product details and owners' tools, not in lists. */
  key: z.string().optional(),
  type: z.enum(['image', 'video']),
  url: z.string(),
  size: z.number().optional(),
  isPrimary: z.boolean().optional(),
  /** Poster frame of a video; srcset-ready WebP variants of an image. */
  poster: z.string().optional(),
  /**
   * A video's small rendition (at most 360p, about 400 kbps): what players on Save-Data or slow
   * connections load instead of `url`. Absent until it is made (then `url` is the only source).
   */
  smallUrl: z.string().optional(),
  variants: z.array(z.object({ width: z.number(), url: z.string() })).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  duration: z.number().optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const priceSchema = z.object({ amount: z.number(), currency: z.string(), discount: z.number().optional(), formattedPrice: z.string() });
export type Price = z.infer<typeof priceSchema>;
export const locationSchema = z.object({ city: z.string(), country: z.string() });
export type Location = z.infer<typeof locationSchema>;
const ratingSchema = z.object({ average: z.number(), count: z.number() });

/** The shop as a product carries it; `slug` and `isPhoneVerified` come with the product detail only. */
export const shopSummarySchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  owner: z.string(),
  isVerified: z.boolean(),
  isPhoneVerified: z.boolean().optional(),
  avatar: z.string().nullable(),
  location: locationSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const productStatsSchema = z.object({
  productId: z.string(),
  views: z.number(),
  likes: z.number(),
  commentCount: z.number(),
  bookmarks: z.number(),
  bookmarkCount: z.number(),
  favorites: z.number(),
  shares: z.number(),
  inquiries: z.number(),
  isFlagged: z.boolean(),
  /** The caller's own states, when signed in. */
  isLiked: z.boolean().optional(),
  isBookmarked: z.boolean().optional(),
  isFavorited: z.boolean().optional(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

/** doc 2 §3: a listing made from a video, while and after the AI works on it. */
export const mediaProcessingSchema = z.object({
  status: z.enum(['processing', 'completed', 'failed']),
  /** The attempt under way or last made (the seller's card shows 'Attempt n' above 1). */
  retryCount: z.number(),
  /** Why it failed, in words for the seller. */
  error: z.string().optional(),
});

export type MediaProcessing = z.infer<typeof mediaProcessingSchema>;

/** What similar listings sell for: the middle half of their prices, the median, and how many compared. */
export const priceRangeSchema = z.object({ low: z.number(), high: z.number(), median: z.number(), comparables: z.number(), currency: z.string() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** Fields the AI may fill in on a listing made from a video. */
export const DRAFT_FIELDS = ['title', 'description', 'category', 'subcategory', 'price'] as const;
export type DraftFieldName = (typeof DRAFT_FIELDS)[number];
/** What a pending draft still needs from its seller before it can be published. */
export const PUBLISH_FIELDS = ['title', 'category', 'price', 'condition'] as const;
export type PublishField = (typeof PUBLISH_FIELDS)[number];

/**
 * What only the seller (and admins) see of a listing the AI drafted. `suggested` names the fields
 * the AI filled that the seller has not yet confirmed or changed, with `confidence` (0–1) for each;
 * `missing` what publishing still needs (empty once published or ready).
 */
export const productDraftSchema = z.object({
  labels: z.array(z.object({ label: z.string(), score: z.number() })),
  priceRange: priceRangeSchema.nullable(),
  source: z.enum(['llm', 'builtin']).nullable(),
  suggested: z.array(z.enum(DRAFT_FIELDS)),
  confidence: z.partialRecord(z.enum(DRAFT_FIELDS), z.number().min(0).max(1)),
  missing: z.array(z.enum(PUBLISH_FIELDS)),
});

export type ProductDraft = z.infer<typeof productDraftSchema>;

/** A sale the seller recorded (there are no orders). */
export const saleSchema = z.object({ soldAt: z.string(), soldPrice: z.number().nullable() });
export type Sale = z.infer<typeof saleSchema>;

/** The lean card every list carries: primary media only, description clipped at 200 characters. */
export const productCardSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    shopId: z.string(),
    shop: shopSummarySchema.omit({ slug: true, isPhoneVerified: true }),
    title: z.string(),
    /** Lists: at most 200 characters, clipped at a word with "…". */
    description: z.string(),
    price: priceSchema,
    /** Lists carry only the primary item; `mediaCount` says how many the product has. */
    media: z.array(mediaItemSchema),
    mediaCount: z.number(),
    category: z.string(),
    brand: z.string().nullable(),
    condition: z.enum(PRODUCT_CONDITIONS),
    status: z.enum(PRODUCT_STATUSES),
    isActive: z.boolean(),
    isAvailable: z.boolean(),
    isOnSale: z.boolean(),
    likes: z.number(),
    views: z.number(),
    comments: z.number(),
    /**
     * In the top tenth of the catalog by popularity and past doc 1 §2.8's bar (views above 100 or
     * likes above 10), decided by the server from the whole catalog; present (true) only on those.
     */
    isPopular: z.literal(true).optional(),
    /** Only on listings made from a video (the public sees them once completed). */
    mediaProcessing: mediaProcessingSchema.optional(),
    rating: ratingSchema,
    stock: z.object({ quantity: z.number(), isInStock: z.boolean() }),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    location: locationSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'ProductCard' });

/** What GET /products/{id} adds to the card (its description is whole, its media all there). */
const productDetailFields = {
  name: z.string(),
  slug: z.string(),
  categoryName: z.string(),
  subcategory: z.string().nullable(),
  isFeatured: z.boolean(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  weight: z.number().nullable(),
  dimensions: z.record(z.string(), z.number()).nullable(),
  shipping: z.record(z.string(), z.unknown()).nullable(),
  seo: z.record(z.string(), z.unknown()).nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  aiProcessingCompleted: z.boolean(),
  stats: productStatsSchema,
  /** Its owner only: the recorded sale and what the AI drafted. */
  sale: saleSchema.nullable().optional(),
  draft: productDraftSchema.nullable().optional(),
};
const stockWithSku = <S extends z.ZodType>(sku: S) => z.object({ quantity: z.number(), sku, isInStock: z.boolean() });

export const productDetailSchema = productCardSchema
  .extend({ ...productDetailFields, stock: stockWithSku(z.string().nullable()), shop: shopSummarySchema.required({ slug: true, isPhoneVerified: true }) })
  .meta({ id: 'ProductDetail' });

/** A product from a list or from the detail: the detail's own fields are optional. */
export const productSchema = productCardSchema.extend({
  ...z.object(productDetailFields).partial().shape,
  shop: shopSummarySchema,
  stock: stockWithSku(z.string().nullable().optional()),
});
export type Product = z.infer<typeof productSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /products/{id} and /shops/{shopId}/products/{id}. */
export const productDetailReplySchema = z.object({ product: productDetailSchema });

export const productPageSchema = z.object({ products: z.array(productCardSchema), pagination: paginationSchema });

export const feedReplySchema = z.object({
  products: z.array(productCardSchema),
  pagination: paginationSchema.extend({ totalProducts: z.number() }),
  isPersonalized: z.boolean(),
  asOf: z.string(),
});
export type FeedReply = z.infer<typeof feedReplySchema>;

export const shopSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    category: z.string().nullable(),
    owner: z.object({ id: z.string(), _id: z.string(), name: z.string(), isIdVerified: z.boolean() }),
    isVerified: z.boolean(),
    location: locationSchema,
    address: locationSchema,
    logo: z.string().nullable(),
    coverImage: z.string().nullable(),
    contactPhone: z.string().nullable(),
    followersCount: z.number(),
    productsCount: z.number(),
    viewsCount: z.number(),
    rating: ratingSchema,
    averageRating: z.number(),
    totalSales: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const shopPageSchema = z.object({ shops: z.array(shopSchema), pagination: paginationSchema });
/** GET /shops/{id}. */
export const shopReplySchema = z.object({ shop: shopSchema });
/** GET /users/{id}/shops: a user's shops, empty when none. */
export const userShopsSchema = z.object({ shops: z.array(shopSchema) });

/** doc 2 §3 Shop stats. Orders and revenue stay 0 until orders exist (totalOrders follows the shop's sales). */
export const shopStatsSchema = z.object({
  totalProducts: z.number(),
  totalViews: z.number(),
  totalLikes: z.number(),
  totalOrders: z.number(),
  totalRevenue: z.number(),
  averageRating: z.number(),
  totalReviews: z.number(),
});
export type ShopStats = z.infer<typeof shopStatsSchema>;

export const slugCheckSchema = z.object({ available: z.boolean(), slug: z.string() });
export const shopCategoriesSchema = z.object({ categories: z.array(z.object({ name: z.string(), slug: z.string() })) });
