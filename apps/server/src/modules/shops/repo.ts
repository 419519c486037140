import { and, eq, getTableColumns, ne, not, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShopListQuery } from '@sokoni/contracts/catalog';
import { isUuid } from '@sokoni/contracts/envelope';
import type { Db } from '../../platform/db/client.ts';
import { containing } from '../../platform/db/containing.ts';
import { fieldsOf } from '../../platform/db/subquery-fields.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { countryCodeOf } from '../countries/index.ts';
import { ownerCards, usersByIds } from '../users/index.ts';
import { shopCategoryOf } from './query.ts';
import { toShopOwner, type ShopOwner } from './shop-view.ts';

const shopColumns = getTableColumns(shops);
const ownerColumns = fieldsOf(ownerCards);

export type ShopWithOwner = { shop: ShopRow; owner: ShopOwner };
export type ShopListSpec = { where: (SQL | undefined)[]; orderBy: SQL[]; page: number; limit: number };
export type ShopProductTotals = { products: number; views: number; likes: number; ratingSum: number; ratingCount: number };
type ShopSales = { currency: string; count: number; amount: number }[];

/**
 * What shops ask of modules above them (services.ts hands these in): their products' figures
 * (the products module's) and who follows whom (the social module's).
 */
export type ShopsRepoPorts = {
  productTotals: (shopId: string) => Promise<ShopProductTotals>;
  sales: (shopId: string) => Promise<ShopSales>;
  /** "The user follows this shop", as a condition on a shop id column. */
  followsShop: (userId: string, shopId: AnyColumn) => SQL;
};

const desc = (expr: SQLWrapper) => sql`${expr} desc`;
const newest = [desc(shops.createdAt), desc(shops.id)];
const mostFollowed = [desc(shops.followersCount), ...newest];

const withOwner = (r: { shop: ShopRow; owner: Parameters<typeof toShopOwner>[0] }): ShopWithOwner => ({ shop: r.shop, owner: toShopOwner(r.owner) });
const select = (db: Db) => db.select({ shop: shopColumns, owner: ownerColumns }).from(shops).innerJoin(ownerCards, eq(ownerCards.id, shops.ownerId));

export function createShopsRepo(db: Db, ports: ShopsRepoPorts) {
  return { ...shopQueries(db), ...shopLists(db, ports), ...shopFigures(db, ports) };
}

/** One page of shops with their owners, and the count of all that match. */
async function listPage(db: Db, spec: ShopListSpec): Promise<{ items: ShopWithOwner[]; total: number }> {
  const where = and(...spec.where);
  const [found, [count]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(...spec.orderBy)
      .limit(spec.limit)
      .offset((spec.page - 1) * spec.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where),
  ]);
  return { items: found.map(withOwner), total: Number(count?.n ?? 0) };
}

/** Shops with their owners: found, created, changed. */
function shopQueries(db: Db) {
  return {
    async findById(id: string): Promise<ShopWithOwner | undefined> {
      const [row] = await select(db).where(eq(shops.id, id)).limit(1);
      return row ? withOwner(row) : undefined;
    },

    /** By id or by slug (a slug may look like an id: the id wins). */
    async findByKey(key: string): Promise<ShopWithOwner | undefined> {
      const [byId] = isUuid(key) ? await select(db).where(eq(shops.id, key)).limit(1) : [];
      const [row] = byId ? [byId] : await select(db).where(eq(shops.slug, key)).limit(1);
      return row ? withOwner(row) : undefined;
    },

    async byOwner(ownerId: string): Promise<ShopWithOwner[]> {
      const found = await select(db).where(eq(shops.ownerId, ownerId)).orderBy(shops.createdAt);
      return found.map(withOwner);
    },

    async slugOwner(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ ownerId: shops.ownerId }).from(shops).where(eq(shops.slug, slug)).limit(1);
      return row?.ownerId;
    },

    /** One shop per owner (unique index): a second insert for the same owner returns undefined. */
    async create(values: { ownerId: string; name: string; slug: string; description: string; country: string }): Promise<ShopRow | undefined> {
      const [row] = await db.insert(shops).values(values).onConflictDoNothing({ target: shops.ownerId }).returning();
      return row;
    },

    async update(id: string, changes: Partial<Pick<ShopRow, 'name' | 'description' | 'slug' | 'logo' | 'coverImage'>>): Promise<void> {
      await db.update(shops).set({ ...changes, updatedAt: new Date() }).where(eq(shops.id, id));
    },
  };
}

/** The public shop lists: GET /shops and the shops to follow. */
function shopLists(db: Db, ports: ShopsRepoPorts) {
  return {
    /** Live shops; q matches names by trigram or substring (shops_name_trgm_idx serves both). */
    list(q: ShopListQuery): Promise<{ items: ShopWithOwner[]; total: number }> {
      const text = q.q || undefined;
      const where: (SQL | undefined)[] = [
        eq(shops.isActive, true),
        text ? sql`(${shops.name} % ${text} or ${shops.name} ilike ${containing(text)})` : undefined,
        q.city ? sql`lower(${shops.city}) = lower(${q.city})` : undefined,
        q.country ? eq(shops.country, countryCodeOf(q.country)) : undefined,
        q.category ? sql`lower(${shops.category}) = lower(${shopCategoryOf(q.category)})` : undefined,
      ];
      const orderBy =
        q.sort === 'popular' ? mostFollowed : q.sort === 'newest' || !text ? newest : [desc(sql`similarity(${shops.name}, ${text})`), ...mostFollowed];
      return listPage(db, { where, orderBy, page: q.page, limit: q.limit });
    },

    /** Shops to follow: most followed first, leaving out the viewer's own and those they follow. */
    suggestions(p: { page: number; limit: number }, viewerId: string | undefined): Promise<{ items: ShopWithOwner[]; total: number }> {
      const where = [eq(shops.isActive, true), ...(viewerId ? [not(ports.followsShop(viewerId, shops.id)), ne(shops.ownerId, viewerId)] : [])];
      return listPage(db, { where, orderBy: mostFollowed, page: p.page, limit: p.limit });
    },
  };
}

/** A shop’s product totals and sales (the products module's figures), and its owner's contact. */
function shopFigures(db: Db, ports: ShopsRepoPorts) {
  return {
    productTotals: ports.productTotals,
    sales: ports.sales,

    async owner(userId: string): Promise<{ name: string; username: string; phoneNumber: string; countryCode: string } | undefined> {
      const [row] = await usersByIds(db, [userId]);
      return row && { name: row.name, username: row.username, phoneNumber: row.phoneNumber, countryCode: row.countryCode };
    },
  };
}
export type ShopsRepo = ReturnType<typeof createShopsRepo>;
