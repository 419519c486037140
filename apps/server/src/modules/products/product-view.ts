import type { MediaProcessing, ProductDraft, Sale } from '@sokoni/contracts/catalog-replies';
import { CATEGORY_SLUGS, categoryName, type MediaItem, type ProductCard, type ProductDetail, type ProductStats, type ShopSummary } from '@sokoni/contracts/catalog';
import { formatPrice } from '@sokoni/contracts/money';
import { publishProblems } from '@sokoni/contracts/seller-rules';
import { countryByCode } from '../countries/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toShopSummary, type ShopOwner, type ShopRow } from '../shops/index.ts';
import { isPopularProduct } from './popularity.ts';
import type { ProductRow, StoredMedia } from '../../platform/db/tables/products.ts';

/** `full` keeps the storage key and byte size (the detail and the owner's tools need them). */
export function toMediaItem(m: StoredMedia, mediaUrl: MediaUrl, full = true): MediaItem {
  const { posterKey, smallKey, variantKeys, key, size, ...rest } = m;
  return {
    ...rest,
    ...(full ? { key, ...(size === undefined ? {} : { size }) } : {}),
    url: mediaUrl(m.key) ?? m.key,
    ...(posterKey ? { poster: mediaUrl(posterKey) ?? posterKey } : {}),
    ...(smallKey ? { smallUrl: mediaUrl(smallKey) ?? smallKey } : {}),
    ...(variantKeys?.length ? { variants: variantKeys.map((v) => ({ width: v.width, url: mediaUrl(v.key) ?? v.key })) } : {}),
  };
}

/**
 * What the views read: every column but the search ones (a list never loads `search_vector`).
 * A full ProductRow fits too.
 */
export type ProductViewRow = Omit<ProductRow, 'searchVector' | 'searchExtra'>;

function primaryOnly(media: StoredMedia[]): StoredMedia[] {
  const primary = media.find((m) => m.isPrimary) ?? media[0];
  return primary ? [primary] : [];
}

export function toProductStats(row: ProductViewRow): ProductStats {
  return {
    productId: row.id,
    views: row.viewsCount,
    likes: row.likesCount,
    commentCount: row.commentsCount,
    bookmarks: row.bookmarksCount,
    bookmarkCount: row.bookmarksCount,
    favorites: row.bookmarksCount,
    shares: row.sharesCount,
    inquiries: row.inquiriesCount,
    isFlagged: row.isFlagged,
  };
}

/** Lists show at most the first 200 characters (doc 1 §2.6: Read more after 200); the detail has all. */
const LIST_DESCRIPTION_CHARS = 200;
function clip(text: string): string {
  if (text.length <= LIST_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, LIST_DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}

/**
 * doc 1 §3 Product. Lists carry a lean card — primary media only, clipped description, no
 * subcategory, tags, slug, name, sku, featured flag or update time — because a feed page of 20 must stay under 30 KB of JSON;
 * `detail` adds everything else. `popularCutoff` (popular-share.ts) decides `isPopular`.
 */
export function toProductView(row: ProductViewRow, shop: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, detail?: false, popularCutoff?: number): ProductCard;
export function toProductView(row: ProductViewRow, shop: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, detail: true, popularCutoff?: number): ProductDetail;
export function toProductView(row: ProductViewRow, shop: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, detail = false, popularCutoff?: number): ProductCard | ProductDetail {
  if (!detail) return card(row, toShopSummary(shop, owner, mediaUrl, false), mediaUrl, false, popularCutoff);
  const base = card(row, toShopSummary(shop, owner, mediaUrl, true), mediaUrl, true, popularCutoff);
  return {
    ...base,
    name: row.title,
    slug: row.slug,
    categoryName: categoryName(row.category),
    subcategory: row.subcategory,
    isFeatured: row.isFeatured,
    tags: row.tags,
    stock: { ...base.stock, sku: row.sku },
    updatedAt: row.updatedAt.toISOString(),
    sku: row.sku,
    barcode: row.barcode,
    weight: row.weight === null ? null : Number(row.weight),
    dimensions: row.dimensions,
    shipping: row.shipping,
    seo: row.seo,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    aiProcessingCompleted: row.aiProcessingCompleted,
    stats: toProductStats(row),
  };
}

export function toMediaProcessing(row: ProductViewRow): MediaProcessing {
  const status = row.processingStatus ?? 'completed';
  return { status, retryCount: row.processingAttempts, ...(status === 'failed' && row.processingError ? { error: row.processingError } : {}) };
}

/** What an unpublished listing still needs from its seller before it can go live (none once published). */
export function missingToPublish(row: Pick<ProductViewRow, 'status' | 'title' | 'category' | 'priceAmount' | 'draft'>): ProductDraft['missing'] {
  if (row.status !== 'pending') return [];
  const conditionGiven = row.draft?.sellerProvided.includes('condition') ?? true;
  return publishProblems({ title: row.title, category: row.category, price: Number(row.priceAmount), conditionGiven, knownCategories: CATEGORY_SLUGS }).map((p) => p.field);
}

/** What only the product's owner (and admins) see: the sale they recorded and what the AI drafted. */
export function toOwnerExtras(row: ProductViewRow): { sale: Sale | null; draft: ProductDraft | null } {
  const d = row.draft;
  return {
    sale: row.soldAt ? { soldAt: row.soldAt.toISOString(), soldPrice: row.soldPrice === null ? null : Number(row.soldPrice) } : null,
    draft:
      d?.labels || d?.suggested
        ? {
            labels: d.labels ?? [],
            priceRange: d.priceRange ?? null,
            source: d.source ?? null,
            suggested: d.suggested ?? [],
            confidence: d.confidence ?? {},
            missing: missingToPublish(row),
          }
        : null,
  };
}

/** The card's fields, in the order they are sent; `detail` keeps the whole description and every media item. */
function card<S extends ShopSummary>(row: ProductViewRow, shop: S, mediaUrl: MediaUrl, detail: boolean, popularCutoff: number | undefined): ProductCard & { shop: S } {
  const amount = Number(row.priceAmount);
  return {
    id: row.id,
    _id: row.id,
    shopId: row.shopId,
    shop,
    title: row.title,
    description: detail ? row.description : clip(row.description),
    price: {
      amount,
      currency: row.currency,
      ...(row.discount ? { discount: Number(row.discount) } : {}),
      formattedPrice: amount > 0 ? formatPrice(amount, row.currency) : 'Contact for price',
    },
    media: (detail ? row.media : primaryOnly(row.media)).map((m) => toMediaItem(m, mediaUrl, detail)),
    mediaCount: row.media.length,
    category: row.category,
    brand: row.brand,
    condition: row.condition,
    status: row.status,
    isActive: row.isActive,
    isAvailable: row.isAvailable,
    isOnSale: row.isOnSale,
    likes: row.likesCount,
    views: row.viewsCount,
    comments: row.commentsCount,
    // Only on the few that are: a feed page of 20 stays within its 30 KB budget.
    ...(isPopularProduct(row, popularCutoff) ? { isPopular: true as const } : {}),
    ...(row.processingStatus ? { mediaProcessing: toMediaProcessing(row) } : {}),
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    stock: { quantity: row.stockQuantity, isInStock: row.stockQuantity > 0 && row.isAvailable },
    attributes: row.attributes,
    location: { city: row.city, country: countryByCode(row.country)?.name ?? row.country },
    createdAt: row.createdAt.toISOString(),
  };
}
