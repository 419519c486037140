import type { Pagination } from '@sokoni/contracts/envelope';
import type { Product, ProductCondition, ProductSort, ShopSummary } from '@sokoni/contracts/catalog';

/**
 * A product as the client caches it: the API's product plus what the batch calls add for the
 * viewer (doc 1 §4.4). `undefined` means "not asked yet", which is how enrichment knows what to fetch.
 */
export type CatalogProduct = Omit<Product, 'shop'> & {
  shop: ShopSummary & { isFollowing?: boolean };
  isLiked?: boolean;
  isBookmarked?: boolean;
  bookmarks?: number;
  /** Favorites only: when the viewer liked it. */
  likedAt?: string;
};

/** Every product list replies with this shape (doc 1 §7.3, CONTRACT.md). */
export type ProductPage = { products: CatalogProduct[]; pagination: Pagination };

/** Filters and sort of a product list; empty fields are left out of the URL and the key. */
export type ProductListParams = {
  q?: string;
  sort?: ProductSort;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  city?: string;
  country?: string;
  /** Not a filter: the buyer's market, whose products the server ranks first (ISO code). */
  market?: string;
};
