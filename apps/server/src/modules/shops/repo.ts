import { and, eq, getTableColumns, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@sokoni/contracts/envelope';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/tables/products.ts';
import { toShopOwner } from './shop-view.ts';
import { shopFollows } from '../../platform/db/tables/social.ts';
import { users } from '../../platform/db/tables/users.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import type { ShopOwner } from './shop-view.ts';

const shopColumns = getTableColumns(shops);
const ownerColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  isIdVerified: users.isIdVerified,
  isPhoneVerified: users.isPhoneVerified,
};

export type ShopWithOwner = { shop: ShopRow; owner: ShopOwner };
export type ShopListSpec = { where: (SQL | undefined)[]; orderBy: SQL[]; page: number; limit: number };
export type ShopProductTotals = { products: number; views: number; likes: number; ratingSum: number; ratingCount: number };

const withOwner = (r: { shop: ShopRow; owner: Parameters<typeof toShopOwner>[0] }): ShopWithOwner => ({ shop: r.shop, owner: toShopOwner(r.owner) });
const select = (db: Db) => db.select({ shop: shopColumns, owner: ownerColumns }).from(shops).innerJoin(users, eq(users.id, shops.ownerId));

export function createShopsRepo(db: Db) {
  return { ...shopQueries(db), ...shopFigures(db) };
}

/** Shops with their owners: listed, found, created, changed. */
function shopQueries(db: Db) {
  return {
    async list(spec: ShopListSpec): Promise<{ items: ShopWithOwner[]; total: number }> {
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
    },

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
  };
}

/** A shop’s product totals, its owner’s contact, its sales, and the feed’s conditions on shops. */
function shopFigures(db: Db) {
  return {
    /** Sums over every product of the shop (one aggregate). */
    async productTotals(shopId: string): Promise<ShopProductTotals> {
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
    },

    /** One shop per owner (unique index): a second insert for the same owner returns undefined. */
    async create(values: { ownerId: string; name: string; slug: string; description: string; country: string }): Promise<ShopRow | undefined> {
      const [row] = await db.insert(shops).values(values).onConflictDoNothing({ target: shops.ownerId }).returning();
      return row;
    },

    async update(id: string, changes: Partial<Pick<ShopRow, 'name' | 'description' | 'slug' | 'logo' | 'coverImage'>>): Promise<void> {
      await db.update(shops).set({ ...changes, updatedAt: new Date() }).where(eq(shops.id, id));
    },

    async owner(userId: string): Promise<{ name: string; username: string; phoneNumber: string; countryCode: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, username: users.username, phoneNumber: users.phoneNumber, countryCode: users.countryCode })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Recorded sales by currency: their count and what they went for (the listed price when no sold price was given). */
    async sales(shopId: string): Promise<{ currency: string; count: number; amount: number }[]> {
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
    },

    notFollowedBy(userId: string): SQL {
      return notExists(
        db
          .select({ one: sql`1` })
          .from(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shops.id))),
      );
    },

    notOwnedBy(userId: string): SQL {
      return ne(shops.ownerId, userId);
    },
  };
}
export type ShopsRepo = ReturnType<typeof createShopsRepo>;
