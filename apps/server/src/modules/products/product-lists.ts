import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';
import type { ListSpec } from './catalog-queries.ts';
import type { ProductWithShop } from './product-rows.ts';

type ListPorts = {
  count: (where: SQL | undefined, cache: boolean) => Promise<number>;
  byIds: (ids: string[]) => Promise<ProductWithShop[]>;
};

/** A page of any product list (the catalog's lists and the feed's SQL pages). */
export function createProductLists(db: Db, { count, byIds }: ListPorts) {
  /**
   * One page and its total, in two steps: the page's ids (narrow rows, so sorting thousands of
   * matches stays cheap, and the total counted in the same pass with count(*) over ()), then those
   * products with their shops and owners in one query.
   */
  const idsOf = () => db.select({ id: products.id }).from(products).innerJoin(shopRows, eq(shopRows.id, products.shopId)).$dynamic();

  async function list(spec: ListSpec): Promise<{ items: ProductWithShop[]; total: number }> {
    const where = and(...spec.where);
    const offset = (spec.page - 1) * spec.limit;
    if (spec.tiers) {
      const { orderBy } = spec.tiers;
      const depth = offset + spec.limit;
      const [parts, total] = await Promise.all([
        Promise.all(spec.tiers.where.map((tier) => idsOf().where(and(where, tier)).orderBy(...orderBy).limit(depth))),
        count(where, true),
      ]);
      const ids = parts.flat().slice(offset, depth).map((r) => r.id);
      return { items: await byIds(ids), total };
    }
    const windowed = spec.count !== 'cached';
    let ids = db
      .select({ id: products.id, total: windowed ? sql<number>`count(*) over ()` : sql<number>`0` })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .$dynamic();
    for (const j of spec.joins ?? []) ids = ids.leftJoin(j.table, j.on);
    const [found, countedTotal] = await Promise.all([
      ids.where(where).orderBy(...spec.orderBy).limit(spec.limit).offset(offset),
      windowed ? Promise.resolve(0) : count(where, true),
    ]);
    // Past the last page no row carries the total: count it.
    const total = !windowed ? countedTotal : found[0] ? Number(found[0].total) : offset > 0 ? await count(where, false) : 0;
    return { items: await byIds(found.map((r) => r.id)), total };
  }

  return list;
}
