import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { productInquiries, products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { productBookmarks, productLikes, productShares, productViews, shareTracks } from '../../platform/db/tables/social.ts';
import type { ProductViewRow } from '../products/index.ts';
import { ownerColumns, productListColumns, type OwnerRow } from './social-views.ts';
import { inTransaction, rowsOf, type Tx } from '../../platform/db/transaction.ts';
import { parseRows } from '../../platform/db/raw-rows.ts';

export type ReactionKind = 'like' | 'bookmark';
/** toggle flips; on and off set the state and leave it alone when it already is so. */
export type SetMode = 'toggle' | 'on' | 'off';

const reactionTables = { like: productLikes, bookmark: productBookmarks } as const;
const reactionCounters = { like: products.likesCount, bookmark: products.bookmarksCount } as const;

function counterChange(kind: ReactionKind, delta: 1 | -1) {
  const column = reactionCounters[kind];
  // The floor only guards against counts seeded out of step with rows; in step it never bites.
  const value = delta === 1 ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)`;
  return kind === 'like' ? { likesCount: value } : { bookmarksCount: value };
}

export function createProductSocialRepo(db: Db) {
  async function reactionCount(tx: Tx | Db, kind: ReactionKind, productId: string): Promise<number | undefined> {
    const [row] = await tx.select({ count: reactionCounters[kind] }).from(products).where(eq(products.id, productId));
    return row?.count;
  }

  return {
    /** The product with its shop's owner, for existence and permission checks. */
    async findProduct(id: string): Promise<{ id: string; shopId: string; ownerId: string; title: string } | undefined> {
      const [row] = await db
        .select({ id: products.id, shopId: products.shopId, ownerId: shops.ownerId, title: products.title })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    /**
     * One transaction: the row changes first (the primary key settles races), then the counter
     * moves by exactly what changed. Concurrent toggles by one user serialise on the row's key,
     * so the counter always equals the number of rows. Undefined when the product is gone.
     */
    async setReaction(kind: ReactionKind, userId: string, productId: string, mode: SetMode) {
      const table = reactionTables[kind];
      return inTransaction(db, async (tx) => {
        if (mode !== 'off') {
          const inserted = await tx.insert(table).values({ userId, productId }).onConflictDoNothing().returning({ userId: table.userId });
          if (inserted.length > 0) {
            const [row] = await tx
              .update(products)
              .set(counterChange(kind, 1))
              .where(eq(products.id, productId))
              .returning({ count: reactionCounters[kind] });
            return row && { active: true, count: row.count };
          }
          if (mode === 'on') {
            const current = await reactionCount(tx, kind, productId);
            return current === undefined ? undefined : { active: true, count: current };
          }
        }
        const deleted = await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.productId, productId)))
          .returning({ userId: table.userId });
        if (deleted.length > 0) {
          const [row] = await tx
            .update(products)
            .set(counterChange(kind, -1))
            .where(eq(products.id, productId))
            .returning({ count: reactionCounters[kind] });
          return row && { active: false, count: row.count };
        }
        // Someone else's toggle of the same row won the race: nothing changed here.
        const current = await reactionCount(tx, kind, productId);
        return current === undefined ? undefined : { active: false, count: current };
      });
    },

    /** Who liked or saved a product, newest first, with when. */
    async listReactors(kind: ReactionKind, productId: string, pageNo: number, limit: number) {
      const table = reactionTables[kind];
      const where = and(eq(table.productId, productId), eq(users.status, 'active'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, at: table.createdAt })
          .from(table)
          .innerJoin(users, eq(users.id, table.userId))
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.userId))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(where),
      ]);
      return { rows: rows as { user: UserRow; at: Date }[], total: total?.n ?? 0 };
    },

    /** The ids among `productIds` the user has liked (or saved). */
    async reactedAmong(kind: ReactionKind, userId: string, productIds: string[]): Promise<Set<string>> {
      const table = reactionTables[kind];
      const rows = await db
        .select({ productId: table.productId })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.productId, productIds)));
      return new Set(rows.map((r) => r.productId));
    },

    async productRows(ids: string[]): Promise<ProductViewRow[]> {
      return db.select(productListColumns).from(products).where(inArray(products.id, ids));
    },

    /**
     * Records one view per product for this viewer in the current hour (the primary key
     * (product, viewer, hour) makes a repeat a no-op) and bumps the product's and its shop's
     * counters only for rows that were new. Products are locked in id order and shops after
     * them, also in id order, so concurrent batches cannot deadlock one another.
     */
    async recordViews(productIds: string[], viewerKey: string): Promise<Map<string, { views: number; counted: boolean }>> {
      const ids = [...new Set(productIds)].sort();
      return inTransaction(db, async (tx) => {
        const inserted = await tx.execute(sql`
          insert into ${productViews} (product_id, viewer_key, hour)
          select ${products.id}, ${viewerKey}, date_trunc('hour', now()) from ${products}
          where ${inArray(products.id, ids)} order by ${products.id}
          on conflict do nothing
          returning product_id`);
        const counted = new Set(parseRows(z.object({ product_id: z.string() }), inserted).map((r) => r.product_id));
        if (counted.size > 0) {
          const fresh = [...counted].sort();
          await tx.execute(sql`select 1 from ${products} where ${inArray(products.id, fresh)} order by ${products.id} for no key update`);
          const bumped = await tx
            .update(products)
            .set({ viewsCount: sql`${products.viewsCount} + 1` })
            .where(inArray(products.id, fresh))
            .returning({ shopId: products.shopId });
          const perShop = new Map<string, number>();
          for (const { shopId } of bumped) perShop.set(shopId, (perShop.get(shopId) ?? 0) + 1);
          for (const shopId of [...perShop.keys()].sort()) {
            await tx
              .update(shops)
              .set({ viewsCount: sql`${shops.viewsCount} + ${perShop.get(shopId)!}` })
              .where(eq(shops.id, shopId));
          }
        }
        const rows = await tx.select({ id: products.id, views: products.viewsCount }).from(products).where(inArray(products.id, ids));
        return new Map(rows.map((r) => [r.id, { views: r.views, counted: counted.has(r.id) }]));
      });
    },

    async viewsOf(productId: string): Promise<number | undefined> {
      const [row] = await db.select({ views: products.viewsCount }).from(products).where(eq(products.id, productId));
      return row?.views;
    },

    async findInquiryByClientKey(productId: string, clientKey: string) {
      const [row] = await db.select().from(productInquiries).where(and(eq(productInquiries.productId, productId), eq(productInquiries.clientKey, clientKey)));
      return row;
    },

    async createInquiry(values: typeof productInquiries.$inferInsert) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(productInquiries).values(values).returning();
        await tx
          .update(products)
          .set({ inquiriesCount: sql`${products.inquiriesCount} + 1` })
          .where(eq(products.id, values.productId));
        return row!;
      });
    },

    async listInquiries(productId: string, pageNo: number, limit: number) {
      const where = eq(productInquiries.productId, productId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ inquiry: productInquiries, user: users })
          .from(productInquiries)
          .leftJoin(users, eq(users.id, productInquiries.userId))
          .where(where)
          .orderBy(desc(productInquiries.createdAt), desc(productInquiries.id))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(productInquiries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async createShare(productId: string, userId: string | null, platform: string | null) {
      return inTransaction(db, async (tx) => {
        const [share] = await tx.insert(productShares).values({ productId, userId, platform }).returning({ id: productShares.id });
        const [row] = await tx
          .update(products)
          .set({ sharesCount: sql`${products.sharesCount} + 1` })
          .where(eq(products.id, productId))
          .returning({ sharesCount: products.sharesCount });
        return { shareId: share!.id, sharesCount: row!.sharesCount };
      });
    },

    /** A visit through a shared link; false when the share does not exist. */
    async trackShare(shareId: string, platform: string | null, userId: string | null): Promise<{ visits: number } | undefined> {
      // An attributed user who does not exist (or a guessed id) is stored as nobody.
      const user = userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${userId})` : sql`null`;
      const inserted = await db.execute(sql`
        insert into ${shareTracks} (share_id, platform, user_id)
        select ${productShares.id}, ${platform}, ${user} from ${productShares} where ${productShares.id} = ${shareId}
        returning id`);
      if (rowsOf(inserted).length === 0) return undefined;
      const [visits] = await db.select({ n: count() }).from(shareTracks).where(eq(shareTracks.shareId, shareId));
      return { visits: visits?.n ?? 0 };
    },

    /** The user's liked (or saved) products, newest first, with the shop and its owner. */
    async favorites(kind: ReactionKind, userId: string, pageNo: number, limit: number) {
      const table = reactionTables[kind];
      const [rows, [total]] = await Promise.all([
        db
          .select({ product: productListColumns, shop: shops, owner: ownerColumns, at: table.createdAt })
          .from(table)
          .innerJoin(products, eq(products.id, table.productId))
          .innerJoin(shops, eq(shops.id, products.shopId))
          .innerJoin(users, eq(users.id, shops.ownerId))
          .where(eq(table.userId, userId))
          .orderBy(desc(table.createdAt), desc(table.productId))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(table).where(eq(table.userId, userId)),
      ]);
      return { rows: rows as { product: ProductViewRow; shop: typeof shops.$inferSelect; owner: OwnerRow; at: Date }[], total: total?.n ?? 0 };
    },
  };
}
export type ProductSocialRepo = ReturnType<typeof createProductSocialRepo>;

/** Hourly: view de-duplication only needs the current hour's marks. */
export async function pruneViewMarks(db: Db, now: Date): Promise<void> {
  await db.delete(productViews).where(lt(productViews.hour, new Date(now.getTime() - 2 * 3600_000)));
}
