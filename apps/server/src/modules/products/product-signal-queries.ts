import { sql, type AnyColumn, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { products } from '../../platform/db/tables/products.ts';

/** Per product, a count of recent signals: a subquery joined by productId. */
type CountsByProduct = Subquery & { productId: AnyColumn; n: SQLWrapper };

/**
 * What the catalog reads of buyers' likes, follows, views and shares: the social module's tables,
 * handed in by services.ts (social sits above products) as subqueries and conditions, so each
 * list stays one statement.
 */
export type ProductSignals = {
  /** Likes, hourly views and shares of the last 7 days, one row per product (trending). */
  recentEngagement(): { likes: CountsByProduct; views: CountsByProduct; shares: CountsByProduct };
  /** The ids of the shops a user follows (followed at or before `at`, an ISO time, when given), as a subquery. */
  followedShopIds(userId: string, at?: string): SQL;
  /** The ids of the products a user liked (at or before `at` when given), as a subquery. */
  likedProductIds(userId: string, at?: string): SQL;
  /** "The user liked this product", as a condition on a product id column. */
  likesProduct(userId: string, productId: AnyColumn): SQL;
  viewerFlags(userId: string, productId: string): Promise<{ isLiked: boolean; isBookmarked: boolean }>;
  hasSignals(userId: string, asOf: Date): Promise<boolean>;
};

const likedBy = alias(products, 'lp');
/** The categories of the products `liked` (a subquery of ids) names. */
export const likedCategories = (liked: SQL) => new QueryBuilder().select({ category: likedBy.category }).from(likedBy).where(sql`${likedBy.id} in (${liked})`);
