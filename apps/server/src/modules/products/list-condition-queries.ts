import { and, eq, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';
import { popularity, type Join } from './catalog-queries.ts';
import { likedCategories, type ProductSignals } from './product-signal-queries.ts';

/** The conditions and orders the lists and the feed add to a list spec, some built on buyers' signals. */
export function listConditions(signals: ProductSignals) {
  return {
    /**
     * A product's affinity to a user: 2 for a followed shop, 1 for a category they liked. Both
     * subqueries are uncorrelated, so Postgres hashes them once per query, not per row.
     */
    affinity(userId: string): SQL {
      return sql`(case when ${products.shopId} in (${signals.followedShopIds(userId)}) then 2 else 0 end
        + case when ${products.category} in (${likedCategories(signals.likedProductIds(userId))}) then 1 else 0 end)`;
    },

    /** Products the user has liked are left out of their recommendations. */
    notLikedBy(userId: string): SQL {
      return not(signals.likesProduct(userId, products.id));
    },

    notOwnedBy(userId: string): SQL {
      return ne(shopRows.ownerId, userId);
    },

    createdUpTo(asOf: Date): SQL {
      return lte(products.createdAt, asOf);
    },

    /** Trending joins and score: recent likes ×3, hourly views ×1, shares ×4, plus a little all-time popularity. */
    trending(): { joins: Join[]; score: SQL } {
      const { likes, views, shares } = signals.recentEngagement();
      return {
        joins: [
          { table: likes, on: eq(likes.productId, products.id) },
          { table: views, on: eq(views.productId, products.id) },
          { table: shares, on: eq(shares.productId, products.id) },
        ],
        score: sql`(coalesce(${likes.n}, 0) * 3 + coalesce(${views.n}, 0) + coalesce(${shares.n}, 0) * 4 + ${popularity} * 0.05)`,
      };
    },

    /** Similar to a product: its category, or a title or tags that resemble it. */
    similarTo(p: { id: string; title: string; category: string; tags: string[] }): { where: SQL; rank: SQL; sameCategory: SQL } {
      const tags = p.tags.slice(0, 20);
      const tagArray = tags.length > 0 ? sql`array[${sql.join(tags.map((t) => sql`${t}`), sql`, `)}]::text[]` : undefined;
      const sameCategory = sql`(${products.category} = ${p.category})`;
      const where = and(
        ne(products.id, p.id),
        or(sameCategory, sql`${products.title} % ${p.title}`, tagArray ? sql`${products.tags} && ${tagArray}` : undefined),
      )!;
      const rank = sql`(similarity(${products.title}, ${p.title})${tagArray ? sql` + case when ${products.tags} && ${tagArray} then 0.3 else 0 end` : sql``})`;
      return { where, rank, sameCategory };
    },
  };
}
