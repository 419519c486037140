import { count, eq, getTableColumns, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { containing } from '../../platform/db/containing.ts';
import { newestFirstPage } from '../../platform/db/newest-first-page.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { talliesTable, type Tally } from '../../platform/db/tally.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import { accountStanding } from '../users/index.ts';

// What other modules read and change of shops (issue 27: the shops table is this module's alone).
// Lookups take a whole page's ids at once: one query per page, never one per row.


/**
 * Shops as another owner's query joins them (`innerJoin(shopRows, eq(shopRows.id, products.shopId))`,
 * `fieldsOf(shopRows)` for the whole row): one statement, typed by the columns, and PostgreSQL
 * plans the subquery like a join on shops itself (the product lists, the feed, search and the
 * assistant's retrieval run on it).
 */
export const shopRows = new QueryBuilder().select(getTableColumns(shops)).from(shops).as('shop');

/** A listing's shop: its owner, market, category and the owner's role (listings decide currency and vehicle rules from them). */
export async function listingShopOf(db: Db, shopId: string) {
  const [row] = await db
    .select({ ownerId: shops.ownerId, city: shops.city, country: shops.country, category: shops.category, ownerRole: accountStanding.role })
    .from(shops)
    .innerJoin(accountStanding, eq(accountStanding.id, shops.ownerId))
    .where(eq(shops.id, shopId))
    .limit(1);
  return row;
}

/** A shop's product count moves with a listing added or removed (never below 0), in the listing's transaction. */
export async function bumpShopProducts(tx: Db | Tx, shopId: string, delta: 1 | -1): Promise<void> {
  const value = delta === 1 ? sql`${shops.productsCount} + 1` : sql`greatest(${shops.productsCount} - 1, 0)`;
  await tx.update(shops).set({ productsCount: value }).where(eq(shops.id, shopId));
}

/** A shop's sales count moves with a listing marked sold or unsold (never below 0), in the listing's transaction. */
export async function bumpShopSales(tx: Db | Tx, shopId: string, delta: 1 | -1): Promise<void> {
  const value = delta === 1 ? sql`${shops.totalSales} + 1` : sql`greatest(${shops.totalSales} - 1, 0)`;
  await tx.update(shops).set({ totalSales: value }).where(eq(shops.id, shopId));
}

/**
 * "This shop id names an active shop", as a condition another owner's query filters by (a
 * subquery on shops, built here): the reader keeps its own order and paging in one statement.
 */
export function isActiveShop(shopId: AnyColumn): SQL {
  return sql`${shopId} in (select ${shops.id} from ${shops} where ${shops.isActive})`;
}

/** "This shop id names a shop whose name contains `q`", as a subquery condition (a chat list's search). */
export function isShopNamed(shopId: AnyColumn | SQL, q: string): SQL {
  return sql`${shopId} in (select ${shops.id} from ${shops} where ${ilike(shops.name, containing(q))})`;
}

export async function shopsByIds(db: Db, ids: string[]): Promise<ShopRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : db.select().from(shops).where(inArray(shops.id, unique));
}

/** The shops of these owners (a user has one at most). */
export async function shopsByOwners(db: Db, ownerIds: string[]): Promise<ShopRow[]> {
  const unique = [...new Set(ownerIds)];
  return unique.length === 0 ? [] : db.select().from(shops).where(inArray(shops.ownerId, unique));
}

/** The shop an account owns (one per account), as the account's own record names it. */
export async function ownShopOf(db: Db, ownerId: string): Promise<{ id: string; name: string; slug: string } | null> {
  const [row] = await db.select({ id: shops.id, name: shops.name, slug: shops.slug }).from(shops).where(eq(shops.ownerId, ownerId)).limit(1);
  return row ?? null;
}

export async function shopBySlug(db: Db, slug: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.slug, slug)).limit(1);
  return row;
}

/** Ids of the shops whose name matches `q` (the admin console's product search). */
export async function shopIdsNamed(db: Db, q: string): Promise<string[]> {
  return (await db.select({ id: shops.id }).from(shops).where(ilike(shops.name, containing(q)))).map((s) => s.id);
}

/** The admin console's shops, newest first: `q` in the name or slug, or the owner among `ownerIds`. */
export async function shopsPage(db: Db, filter: { q?: string; ownerIds?: string[] }, paging: { page: number; limit: number }): Promise<{ rows: ShopRow[]; total: number }> {
  const owners = filter.ownerIds ?? [];
  const where = filter.q ? or(ilike(shops.name, containing(filter.q)), ilike(shops.slug, containing(filter.q)), owners.length > 0 ? inArray(shops.ownerId, owners) : undefined) : undefined;
  return newestFirstPage(db, shops, where, paging);
}

export async function shopCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops);
  return row?.n ?? 0;
}

/** Shows or hides an owner's shop (their account suspended or restored); its id, or null without one. */
export async function setOwnersShopActive(tx: Db | Tx, ownerId: string, active: boolean): Promise<string | null> {
  const [shop] = await tx.update(shops).set({ isActive: active, updatedAt: new Date() }).where(eq(shops.ownerId, ownerId)).returning({ id: shops.id });
  return shop?.id ?? null;
}

/** Follower counts lose what purged users' follows added (seeded figures stay; never below 0). */
export async function takeBackFollowers(tx: Tx, follows: Tally[]): Promise<void> {
  if (follows.length === 0) return;
  await tx.execute(sql`update ${shops} t set followers_count = greatest(0, t.followers_count - x.n) from ${talliesTable(follows)} where t.id = x.id`);
}

/** Locks a shop's row for a change that recounts its figures (comments: target first, then its comments); false when it is gone. */
export async function lockShopRow(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, id)).for('no key update');
  return rows.length > 0;
}

/** A shop's rating figures, as comments recounted them. */
export async function storeShopRatings(tx: Tx, id: string, totals: { ratings: number; average: number }): Promise<void> {
  await tx.update(shops).set({ ratingCount: totals.ratings, ratingAverage: totals.average }).where(eq(shops.id, id));
}

/** Shops' view counts move by what their products' views added (`tallies` in shop id order: no lock-order cycles). */
export async function addShopViews(tx: Tx, tallies: Tally[]): Promise<void> {
  for (const { id, n } of tallies) {
    await tx
      .update(shops)
      .set({ viewsCount: sql`${shops.viewsCount} + ${n}` })
      .where(eq(shops.id, id));
  }
}

/** Moves a shop's follower count by one (never below 0); the new count, undefined when the shop is gone. */
export async function bumpShopFollowers(tx: Db | Tx, id: string, delta: 1 | -1): Promise<number | undefined> {
  const value = delta === 1 ? sql`${shops.followersCount} + 1` : sql`greatest(${shops.followersCount} - 1, 0)`;
  const [row] = await tx.update(shops).set({ followersCount: value }).where(eq(shops.id, id)).returning({ n: shops.followersCount });
  return row?.n;
}

/** A shop's follower count as it stands; undefined when the shop is gone. */
export async function shopFollowersCount(tx: Db | Tx, id: string): Promise<number | undefined> {
  const [row] = await tx.select({ n: shops.followersCount }).from(shops).where(eq(shops.id, id));
  return row?.n;
}
