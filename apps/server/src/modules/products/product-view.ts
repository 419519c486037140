import { categoryName, type MediaItem, type Product, type ProductStats } from '@sokoni/contracts/catalog';
import { formatPrice } from '@sokoni/contracts/countries';
import { countryByCode } from '../countries/catalog.ts';
import type { ShopRow } from '../shops/schema.ts';
import { toShopSummary, type MediaUrl, type ShopOwner } from '../shops/shop-view.ts';
import type { ProductRow, StoredMedia } from './schema.ts';

export function toMediaItem(m: StoredMedia, mediaUrl: MediaUrl): MediaItem {
  const { posterKey, variantKeys, ...rest } = m;
  return {
    ...rest,
    url: mediaUrl(m.key) ?? m.key,
    ...(posterKey ? { poster: mediaUrl(posterKey) ?? posterKey } : {}),
    ...(variantKeys?.length ? { variants: variantKeys.map((v) => ({ width: v.width, url: mediaUrl(v.key) ?? v.key })) } : {}),
  };
}

/**
 * What the views read: every column but the search ones (a list never loads `search_vector`).
 * A full ProductRow fits too.
 */
export type ProductViewRow = Omit<ProductRow, 'searchVector' | 'searchExtra'>;

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

/**
 * doc 1 §3 Product. `detail` adds the heavy fields a list never needs (a feed page of 20 must
 * stay under 30 KB of JSON).
 */
export function toProductView(row: ProductViewRow, shop: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, detail = false): Product {
  const amount = Number(row.priceAmount);
  const base: Product = {
    id: row.id,
    _id: row.id,
    shopId: row.shopId,
    shop: toShopSummary(shop, owner, mediaUrl),
    title: row.title,
    name: row.title,
    slug: row.slug,
    description: row.description,
    price: {
      amount,
      currency: row.currency,
      ...(row.discount ? { discount: Number(row.discount) } : {}),
      formattedPrice: amount > 0 ? formatPrice(amount, row.currency) : 'Contact for price',
    },
    media: row.media.map((m) => toMediaItem(m, mediaUrl)),
    category: row.category,
    categoryName: categoryName(row.category),
    subcategory: row.subcategory,
    brand: row.brand,
    condition: row.condition,
    status: row.status,
    isActive: row.isActive,
    isAvailable: row.isAvailable,
    isFeatured: row.isFeatured,
    isOnSale: row.isOnSale,
    likes: row.likesCount,
    views: row.viewsCount,
    comments: row.commentsCount,
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    stock: { quantity: row.stockQuantity, sku: row.sku, isInStock: row.stockQuantity > 0 && row.isAvailable },
    tags: row.tags,
    attributes: row.attributes,
    location: { city: row.city, country: countryByCode(row.country)?.name ?? row.country },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (!detail) return base;
  return {
    ...base,
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
