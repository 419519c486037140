import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaItem } from '@sokoni/contracts/catalog';
import { shops } from './shops.ts';
import { basePriceOf } from './currency-rates.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** platform/ai's SKETCH_BITS-bit sketch of an image vector, for a fast nearest-neighbour pass. */
const sketchBits = customType<{ data: string }>({ dataType: () => 'bit(256)' });

/** What the listing drafter saw and suggested, kept for the seller (never shown to buyers). */
export type StoredDraft = {
  /** Fields the seller typed when creating: processing never overwrites them. */
  sellerProvided: ('title' | 'description' | 'price' | 'category' | 'condition')[];
  /** Fields the AI filled that the seller has not confirmed yet (cleared by publishing), with how sure it was. */
  suggested?: ('title' | 'description' | 'category' | 'subcategory' | 'price')[];
  confidence?: Partial<Record<'title' | 'description' | 'category' | 'subcategory' | 'price', number>>;
  labels?: { label: string; score: number }[];
  priceRange?: { low: number; high: number; median: number; comparables: number; currency: string } | null;
  source?: 'llm' | 'builtin';
  /** The upload whose video is processed, and its original's file name (the job's input). */
  video?: { uploadId: string; original: string };
};

export type StoredMedia = Omit<MediaItem, 'url' | 'poster' | 'smallUrl' | 'variants' | 'key'> & {
  key: string;
  /** Storage keys; the API turns them into addresses (MEDIA_PUBLIC_URL). */
  posterKey?: string;
  /** A video's small rendition (its own key when the video is that small already). */
  smallKey?: string;
  variantKeys?: { width: number; key: string }[];
};

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Untitled Product'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    priceAmount: numeric('price_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('SZL'),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    brand: text('brand'),
    condition: text('condition', { enum: ['new', 'used', 'refurbished'] }).notNull().default('new'),
    status: text('status', { enum: ['active', 'pending', 'draft', 'sold', 'archived'] }).notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    stockQuantity: integer('stock_quantity').notNull().default(1),
    sku: text('sku'),
    barcode: text('barcode'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    dimensions: jsonb('dimensions').$type<Record<string, number>>(),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    shipping: jsonb('shipping').$type<Record<string, unknown>>(),
    seo: jsonb('seo').$type<Record<string, unknown>>(),
    media: jsonb('media').$type<StoredMedia[]>().notNull().default([]),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('SZ'),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    inquiriesCount: integer('inquiries_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isFlagged: boolean('is_flagged').notNull().default(false),
    aiProcessingCompleted: boolean('ai_processing_completed').notNull().default(true),
    /** A listing made from a video (doc 2 §3 mediaProcessing): null for products never processed. */
    processingStatus: text('processing_status', { enum: ['processing', 'completed', 'failed'] }),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    processingError: text('processing_error'),
    draft: jsonb('draft').$type<StoredDraft>(),
    /** Marked sold by its seller (there are no orders): what shop stats count as sales and revenue. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldPrice: numeric('sold_price', { precision: 14, scale: 2, mode: 'number' }),
    /** Words for search that are not in the title: tags, subcategory, attribute values. */
    searchExtra: text('search_extra').notNull().default(''),
    /** The price in SZL (currency-rates.ts), null without one: what price sorts and filters compare. */
    priceSzl: numeric('price_szl', { mode: 'number' }).generatedAlwaysAs((): SQL => basePriceOf(products.priceAmount, products.currency)),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(${products.title}, '')), 'A')
        || setweight(to_tsvector('english', coalesce(${products.brand}, '') || ' ' || coalesce(${products.searchExtra}, '')), 'B')
        || setweight(to_tsvector('english', coalesce(${products.description}, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.createdAt),
    index('products_processing_idx').on(t.processingStatus).where(sql`${t.processingStatus} = 'processing'`),
    index('products_listable_created_idx').on(t.createdAt, t.id).where(sql`${t.isActive} and ${t.isAvailable} and ${t.status} = 'active'`),
    index('products_category_idx').on(t.category, t.createdAt),
    // Price sorts, both ways, no price last (doc 1 §2.8; issue 9): listable products only, like the newest order.
    index('products_listable_price_asc_idx').on(t.priceSzl.asc().nullsLast(), t.id.asc()).where(sql`${t.isActive} and ${t.isAvailable} and ${t.status} = 'active'`),
    index('products_listable_price_desc_idx').on(t.priceSzl.desc().nullsLast(), t.id.desc()).where(sql`${t.isActive} and ${t.isAvailable} and ${t.status} = 'active'`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/** An image vector per listing made from a video: the drafter's "nearest listings" vote on the category. */
export const productVectors = pgTable('product_vectors', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  vector: real('vector').array().notNull(),
  /** Null for vectors stored before sketches (the picture index fills them in). */
  sketch: sketchBits('sketch'),
  /** The picture's difference hash (16 hex digits, modules/assistant/picture-hash.ts): "Same picture" means near-equal hashes. Null until the picture index reads it. */
  pictureHash: text('picture_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
