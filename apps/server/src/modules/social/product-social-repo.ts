import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { productBookmarks, productInquiries, productLikes, productShares, productViews, shareTracks } from '../../platform/db/tables/social.ts';
import {
  bumpProductCounter,
  countProductViews,
  productCounter,
  productIdsAmong,
  productViewCounts,
  productViewRowsByIds,
  type ProductViewRow,
  type ProductWithShop,
} from '../products/index.ts';
import { addShopViews, shopsByIds } from '../shops/index.ts';
import { isActiveAccount, usersByIds, type UserRow } from '../users/index.ts';
import { withPeople } from './people.ts';
import { inTransaction, rowsOf } from '../../platform/db/transaction.ts';
import { parseRows } from '../../platform/db/raw-rows.ts';

export type ReactionKind = 'like' | 'bookmark';
/** toggle flips; on and off set the state and leave it alone when it already is so. */
export type SetMode = 'toggle' | 'on' | 'off';

const reactionTables = { like: productLikes, bookmark: productBookmarks } as const;
/** The product's figure each reaction moves. */
const reactionCounters = { like: 'likes', bookmark: 'bookmarks' } as const;

/** Products with their shop and owner, in the order of the ids (the products repo's `byIds`, handed in by services.ts). */
type ProductsWithShops = (ids: string[]) => Promise<ProductWithShop[]>;

export function createProductSocialRepo(db: Db, deps: { productsWithShops: ProductsWithShops }) {
  return { ...reactionQueries(db), ...viewAndInquiryQueries(db), ...shareQueries(db, deps) };
}

/** Likes and bookmarks, and the products they are on. */
function reactionQueries(db: Db) {
  return {
    /** The product with its shop's owner, for existence and permission checks (two lookups: the product, then its shop). */
    async findProduct(id: string): Promise<{ id: string; shopId: string; ownerId: string; title: string } | undefined> {
      const [product] = await productViewRowsByIds(db, [id]);
      const [shop] = product ? await shopsByIds(db, [product.shopId]) : [];
      return product && shop && { id: product.id, shopId: product.shopId, ownerId: shop.ownerId, title: product.title };
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
            const count = await bumpProductCounter(tx, productId, reactionCounters[kind], 1);
            return count === undefined ? undefined : { active: true, count };
          }
          if (mode === 'on') {
            const current = await productCounter(tx, productId, reactionCounters[kind]);
            return current === undefined ? undefined : { active: true, count: current };
          }
        }
        const deleted = await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.productId, productId)))
          .returning({ userId: table.userId });
        if (deleted.length > 0) {
          const count = await bumpProductCounter(tx, productId, reactionCounters[kind], -1);
          return count === undefined ? undefined : { active: false, count };
        }
        // Someone else's toggle of the same row won the race: nothing changed here.
        const current = await productCounter(tx, productId, reactionCounters[kind]);
        return current === undefined ? undefined : { active: false, count: current };
      });
    },

    /** Who liked or saved a product, newest first, with when: active accounts only (the users' condition). */
    async listReactors(kind: ReactionKind, productId: string, pageNo: number, limit: number): Promise<{ rows: { user: UserRow; at: Date }[]; total: number }> {
      const table = reactionTables[kind];
      const where = and(eq(table.productId, productId), isActiveAccount(table.userId));
      const [page, [total]] = await Promise.all([
        db
          .select({ userId: table.userId, at: table.createdAt })
          .from(table)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.userId))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { rows: await withPeople(db, page, (r) => r.userId), total: total?.n ?? 0 };
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

    productRows: (ids: string[]): Promise<ProductViewRow[]> => productViewRowsByIds(db, ids),
  };
}

/** Views and inquiries. */
function viewAndInquiryQueries(db: Db) {
  return {
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
          select p.id, ${viewerKey}, date_trunc('hour', now()) from ${productIdsAmong(ids)} p order by p.id
          on conflict do nothing
          returning product_id`);
        const counted = new Set(parseRows(z.object({ product_id: z.string() }), inserted).map((r) => r.product_id));
        if (counted.size > 0) await addShopViews(tx, await countProductViews(tx, [...counted]));
        const rows = await productViewCounts(tx, ids);
        return new Map(rows.map((r) => [r.id, { views: r.views, counted: counted.has(r.id) }]));
      });
    },

    async viewsOf(productId: string): Promise<number | undefined> {
      const [row] = await productViewCounts(db, [productId]);
      return row?.views;
    },

    async findInquiryByClientKey(productId: string, clientKey: string) {
      const [row] = await db.select().from(productInquiries).where(and(eq(productInquiries.productId, productId), eq(productInquiries.clientKey, clientKey)));
      return row;
    },

    async createInquiry(values: typeof productInquiries.$inferInsert) {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(productInquiries).values(values).returning();
        await bumpProductCounter(tx, values.productId, 'inquiries', 1);
        return row!;
      });
    },

    async listInquiries(productId: string, pageNo: number, limit: number) {
      const where = eq(productInquiries.productId, productId);
      const [inquiries, [total]] = await Promise.all([
        db
          .select()
          .from(productInquiries)
          .where(where)
          .orderBy(desc(productInquiries.createdAt), desc(productInquiries.id))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(productInquiries).where(where),
      ]);
      // Who asked, one lookup for the page; a guest's inquiry has nobody.
      const people = new Map((await usersByIds(db, inquiries.flatMap((i) => (i.userId ? [i.userId] : [])))).map((u) => [u.id, u]));
      const rows = inquiries.map((inquiry) => ({ inquiry, user: (inquiry.userId && people.get(inquiry.userId)) || null }));
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** Shares, and the favourites pages. */
function shareQueries(db: Db, deps: { productsWithShops: ProductsWithShops }) {
  return {
    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await usersByIds(db, [id]);
      return row;
    },

    async createShare(productId: string, userId: string | null, platform: string | null) {
      return inTransaction(db, async (tx) => {
        const [share] = await tx.insert(productShares).values({ productId, userId, platform }).returning({ id: productShares.id });
        const sharesCount = await bumpProductCounter(tx, productId, 'shares', 1);
        return { shareId: share!.id, sharesCount: sharesCount! };
      });
    },

    /** A visit through a shared link; false when the share does not exist. */
    async trackShare(shareId: string, platform: string | null, userId: string | null): Promise<{ visits: number } | undefined> {
      // An attributed user who does not exist (or a guessed id) is stored as nobody.
      const [known] = userId ? await usersByIds(db, [userId]) : [];
      const user = known?.id ?? null;
      const inserted = await db.execute(sql`
        insert into ${shareTracks} (share_id, platform, user_id)
        select ${productShares.id}, ${platform}, ${user} from ${productShares} where ${productShares.id} = ${shareId}
        returning id`);
      if (rowsOf(inserted).length === 0) return undefined;
      const [visits] = await db.select({ n: count() }).from(shareTracks).where(eq(shareTracks.shareId, shareId));
      return { visits: visits?.n ?? 0 };
    },

    /**
     * The user's liked (or saved) products, newest first, with the shop and its owner: the page of
     * reactions here, then its products in one call to the products repo. The reaction rows go
     * with their product (a foreign key's cascade), so the page keeps its size.
     */
    async favorites(kind: ReactionKind, userId: string, pageNo: number, limit: number): Promise<{ rows: (ProductWithShop & { at: Date })[]; total: number }> {
      const table = reactionTables[kind];
      const [page, [total]] = await Promise.all([
        db
          .select({ productId: table.productId, at: table.createdAt })
          .from(table)
          .where(eq(table.userId, userId))
          .orderBy(desc(table.createdAt), desc(table.productId))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(table).where(eq(table.userId, userId)),
      ]);
      const found = new Map((await deps.productsWithShops(page.map((r) => r.productId))).map((p) => [p.product.id, p]));
      const rows = page.flatMap(({ productId, at }) => {
        const hit = found.get(productId);
        return hit ? [{ ...hit, at }] : [];
      });
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ProductSocialRepo = ReturnType<typeof createProductSocialRepo>;

/** Hourly: view de-duplication only needs the current hour's marks. */
export async function pruneViewMarks(db: Db, now: Date): Promise<void> {
  await db.delete(productViews).where(lt(productViews.hour, new Date(now.getTime() - 2 * 3600_000)));
}
