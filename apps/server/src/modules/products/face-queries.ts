import { and, count, desc, eq, getTableColumns, gt, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containing } from '../../platform/db/containing.ts';
import { newestFirstPage } from '../../platform/db/newest-first-page.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';
import { talliesTable, type Tally } from '../../platform/db/tally.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import { isActiveShop } from '../shops/index.ts';
import type { ProductViewRow } from './product-view.ts';
import { productListable } from './catalog-queries.ts';

// What other modules read and change of products (issue 27: the products table is this module's
// alone). Lookups take a whole page's ids at once: one query per page, never one per row.

/** Product columns without the search ones: lists never need them (the tsvector alone outweighs the rest). */
const { searchVector: _searchVector, searchExtra: _searchExtra, ...listColumns } = getTableColumns(products);


/** Listed for buyers: the product listable and its shop active (the shops' face says which are). */
const listedHere = () => and(productListable, isActiveShop(products.shopId))!;

/**
 * "This product id names a product buyers may see" (listable, in an active shop), as a condition
 * another owner's query filters by (a subquery built here): the reader keeps its own order and
 * paging in one statement, and no list of ids travels through the server.
 */
export function isListedProduct(productId: AnyColumn): SQL {
  return sql`${productId} in (select ${products.id} from ${products} where ${listedHere()})`;
}

/** "This product id names a product whose title contains `q`", as a subquery condition (a chat list's search). */
export function isProductTitled(productId: AnyColumn | SQL, q: string): SQL {
  return sql`${productId} in (select ${products.id} from ${products} where ${ilike(products.title, containing(q))})`;
}

/** Products by id, each with whether buyers may see it (listable, its shop active). */
export async function productsListedByIds(db: Db, ids: string[]): Promise<{ product: ProductViewRow; listed: boolean }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ product: listColumns, listed: sql<boolean>`(${listedHere()})` })
    .from(products)
    .where(inArray(products.id, unique));
}

/** The products with the most comments (comments' analytics). */
export async function mostCommentedProducts(db: Db, limit: number) {
  return db
    .select({ id: products.id, title: products.title, media: products.media, comments: products.commentsCount })
    .from(products)
    .where(gt(products.commentsCount, 0))
    .orderBy(desc(products.commentsCount), desc(products.id))
    .limit(limit);
}

/** Locks a product's row for a change that recounts its figures (comments: target first, then its comments); false when it is gone. */
export async function lockProductRow(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('no key update');
  return rows.length > 0;
}

/** A product's comment and rating figures, as comments recounted them. */
export async function storeProductCommentTotals(tx: Tx, id: string, totals: { comments: number; ratings: number; average: number }): Promise<void> {
  await tx.update(products).set({ commentsCount: totals.comments, ratingCount: totals.ratings, ratingAverage: totals.average }).where(eq(products.id, id));
}

export async function productsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select().from(products).where(inArray(products.id, unique));
}

/** The admin console's products, newest first: `q` in the title, or the shop among `shopIds` (named like it). */
export async function productsPage(db: Db, filter: { q?: string; shopIds?: string[]; hidden?: boolean }, paging: { page: number; limit: number }): Promise<{ rows: ProductRow[]; total: number }> {
  const shops = filter.shopIds ?? [];
  const where = and(
    filter.hidden === undefined ? undefined : eq(products.isActive, !filter.hidden),
    filter.q ? or(ilike(products.title, containing(filter.q)), shops.length > 0 ? inArray(products.shopId, shops) : undefined) : undefined,
  );
  return newestFirstPage(db, products, where, paging);
}

/** All products, and the hidden ones among them (the console's figures). */
export async function productCounts(db: Db): Promise<{ all: number; hidden: number }> {
  const [[all], [hidden]] = await Promise.all([db.select({ n: count() }).from(products), db.select({ n: count() }).from(products).where(eq(products.isActive, false))]);
  return { all: all?.n ?? 0, hidden: hidden?.n ?? 0 };
}

/** Hides or shows a product for buyers; false when it already was so. */
export async function setProductHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ isActive: !hidden, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.isActive, hidden)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Like and bookmark counts lose what purged users' likes and bookmarks added (seeded figures stay; never below 0). */
export async function takeBackProductToggles(tx: Tx, toggles: { likes: Tally[]; bookmarks: Tally[] }): Promise<void> {
  if (toggles.likes.length > 0) {
    await tx.execute(sql`update ${products} t set likes_count = greatest(0, t.likes_count - x.n) from ${talliesTable(toggles.likes)} where t.id = x.id`);
  }
  if (toggles.bookmarks.length > 0) {
    await tx.execute(sql`update ${products} t set bookmarks_count = greatest(0, t.bookmarks_count - x.n) from ${talliesTable(toggles.bookmarks)} where t.id = x.id`);
  }
}

// Social's counters and lists (likes, bookmarks, inquiries, shares, views): the rows are social's,
// the figures on the product are these, moved in social's transaction.

/** Products by id as lists show them (no search columns). */
export async function productViewRowsByIds(db: Db, ids: string[]): Promise<ProductViewRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select(listColumns).from(products).where(inArray(products.id, unique));
}

export type ProductCounter = 'likes' | 'bookmarks' | 'inquiries' | 'shares';
const counterColumns = { likes: products.likesCount, bookmarks: products.bookmarksCount, inquiries: products.inquiriesCount, shares: products.sharesCount } as const;

function counterSet(counter: ProductCounter, value: SQL) {
  if (counter === 'likes') return { likesCount: value };
  if (counter === 'bookmarks') return { bookmarksCount: value };
  return counter === 'inquiries' ? { inquiriesCount: value } : { sharesCount: value };
}

/** Moves a product's counter by one (never below 0); its new value, undefined when the product is gone. */
export async function bumpProductCounter(tx: Db | Tx, id: string, counter: ProductCounter, delta: 1 | -1): Promise<number | undefined> {
  const column = counterColumns[counter];
  // The floor only guards against counts seeded out of step with rows; in step it never bites.
  const value = delta === 1 ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)`;
  const [row] = await tx.update(products).set(counterSet(counter, value)).where(eq(products.id, id)).returning({ n: column });
  return row?.n;
}

/** A product's counter as it stands; undefined when the product is gone. */
export async function productCounter(tx: Db | Tx, id: string, counter: ProductCounter): Promise<number | undefined> {
  const [row] = await tx.select({ n: counterColumns[counter] }).from(products).where(eq(products.id, id));
  return row?.n;
}

/** The ids among `ids` that name a product, in id order, as a subquery (`id`) for another owner's insert … select. */
export function productIdsAmong(ids: string[]): SQL {
  return sql`(select ${products.id} as id from ${products} where ${inArray(products.id, ids)} order by ${products.id})`;
}

/**
 * One more view on each product (locked in id order, so concurrent batches cannot deadlock); the
 * views per shop, in shop id order, for the shops' counters.
 */
export async function countProductViews(tx: Tx, ids: string[]): Promise<Tally[]> {
  if (ids.length === 0) return [];
  const fresh = [...new Set(ids)].sort();
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, fresh)).orderBy(products.id).for('no key update');
  const bumped = await tx
    .update(products)
    .set({ viewsCount: sql`${products.viewsCount} + 1` })
    .where(inArray(products.id, fresh))
    .returning({ shopId: products.shopId });
  const perShop = new Map<string, number>();
  for (const { shopId } of bumped) perShop.set(shopId, (perShop.get(shopId) ?? 0) + 1);
  return [...perShop.keys()].sort().map((id) => ({ id, n: perShop.get(id)! }));
}

/** Products' view counts. */
export async function productViewCounts(tx: Db | Tx, ids: string[]): Promise<{ id: string; views: number }[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : tx.select({ id: products.id, views: products.viewsCount }).from(products).where(inArray(products.id, unique));
}

/** A shop's product figures for its stats: how many, their views and likes, and their ratings (one aggregate over every product of the shop). */
export type ShopProductTotals = { products: number; views: number; likes: number; ratingSum: number; ratingCount: number };

export async function shopProductTotals(db: Db, shopId: string): Promise<ShopProductTotals> {
  const [row] = await db
    .select({
      products: sql<number>`count(*)::float8`,
      views: sql<number>`coalesce(sum(${products.viewsCount}), 0)::float8`,
      likes: sql<number>`coalesce(sum(${products.likesCount}), 0)::float8`,
      ratingSum: sql<number>`coalesce(sum(${products.ratingAverage} * ${products.ratingCount}), 0)::float8`,
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::float8`,
    })
    .from(products)
    .where(eq(products.shopId, shopId));
  return {
    products: Number(row?.products ?? 0),
    views: Number(row?.views ?? 0),
    likes: Number(row?.likes ?? 0),
    ratingSum: Number(row?.ratingSum ?? 0),
    ratingCount: Number(row?.ratingCount ?? 0),
  };
}

/** A shop's recorded sales by currency: their count and what they went for (the listed price when no sold price was given). */
export async function shopSales(db: Db, shopId: string): Promise<{ currency: string; count: number; amount: number }[]> {
  const rows = await db
    .select({
      currency: products.currency,
      count: sql<number>`count(*)::float8`,
      amount: sql<number>`coalesce(sum(coalesce(${products.soldPrice}, ${products.priceAmount})), 0)::float8`,
    })
    .from(products)
    .where(and(eq(products.shopId, shopId), sql`${products.soldAt} is not null`))
    .groupBy(products.currency);
  return rows.map((r) => ({ currency: r.currency, count: Number(r.count), amount: Number(r.amount) }));
}
