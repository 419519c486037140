import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';
import { talliesTable, type Tally } from '../../platform/db/tally.ts';
import type { Tx } from '../../platform/db/transaction.ts';

// What other modules read and change of products (issue 27: the products table is this module's
// alone). Lookups take a whole page's ids at once: one query per page, never one per row.

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
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
