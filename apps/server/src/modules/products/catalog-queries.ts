import { and, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { ProductCondition } from '@sokoni/contracts/catalog';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';
import { POPULAR_SHARE } from './popularity.ts';

// The catalog's SQL pieces every list shares: what is listable, the filters, popularity, a list's spec.
/** Listable (doc 1 §2.8 lists): the same predicate as the partial index products_listable_created_idx. */
export const productListable = sql`(${products.isActive} and ${products.isAvailable} and ${products.status} = 'active')`;
export const shopLive = sql`${shopRows.isActive}`;
/** doc 1 §2.8 "popular": likes weigh most, then comments, then views. */
export const popularity = sql`(${products.likesCount} * 3 + ${products.viewsCount} + ${products.commentsCount} * 2)`;

export type ProductFilters = {
  category?: string;
  subcategory?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  city?: string;
  /** ISO code (SZ, ZA, KE, …). */
  country?: string;
  shopId?: string;
};

export function filterConditions(f: ProductFilters): SQL[] {
  const where: SQL[] = [];
  if (f.category !== undefined) where.push(eq(products.category, f.category));
  if (f.subcategory !== undefined) where.push(sql`lower(${products.subcategory}) = lower(${f.subcategory})`);
  if (f.brand !== undefined) where.push(sql`lower(${products.brand}) = lower(${f.brand})`);
  // In SZL against the normalised price, so "up to E500" also holds KSh and R prices; a product
  // without a price matches no price range.
  if (f.minPrice !== undefined) where.push(sql`${products.priceSzl} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${products.priceSzl} <= ${f.maxPrice}`);
  if (f.condition !== undefined) where.push(eq(products.condition, f.condition));
  if (f.city !== undefined) where.push(sql`lower(${products.city}) = lower(${f.city})`);
  if (f.country !== undefined) where.push(eq(products.country, f.country));
  if (f.shopId !== undefined) where.push(eq(products.shopId, f.shopId));
  return where;
}

/** The popularity of the listed product at the top POPULAR_SHARE's edge (popular-share.ts keeps it a minute). */
export async function readPopularCutoff(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ cutoff: sql<string | null>`percentile_disc(${1 - POPULAR_SHARE}::float8) within group (order by ${popularity})` })
    .from(products)
    .innerJoin(shopRows, eq(shopRows.id, products.shopId))
    .where(and(productListable, shopLive));
  return row?.cutoff === null || row?.cutoff === undefined ? undefined : Number(row.cutoff);
}

export type Join = { table: Subquery; on: SQL };

export type ListSpec = {
  where: (SQL | undefined)[];
  orderBy: SQL[];
  page: number;
  limit: number;
  joins?: Join[];
  /**
   * How the total is counted: by default with count(*) over () in the same pass as the page's
   * ids; `cached`, a count query remembered for a few seconds (the feed: every page of a walk
   * shares its asOf, so its total does not change).
   */
  count?: 'window' | 'cached';
  /**
   * The same order in index-friendly parts: the rows matching each condition, in turn, each part
   * ordered by `orderBy` (what `orderBy` above orders by after its leading, part-constant keys).
   * A "market first" order is two index walks this way instead of a sort of every match.
   */
  tiers?: { where: SQL[]; orderBy: SQL[] };
};

