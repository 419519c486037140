import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.ts';
import { idRow, parseRows } from '../../platform/db/raw-rows.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';
import type { ProductWithShop } from './product-rows.ts';
import { likedCategories, type ProductSignals } from './product-signal-queries.ts';

/** How far a personal walk's order is read at once (50 pages of 20). */
const PERSONAL_DEPTH = 1000;
/** How long a walk's order is kept for its later pages. */
const WALK_RETAIN_MS = 120_000;

type WalkPorts = { signals: ProductSignals; byIds: (ids: string[]) => Promise<ProductWithShop[]>; ttlMs: number };

/** The personal feed's pages (`affinityPage`): affinity tiers read off indexes, a walk's order kept while it goes on. */
export function createPersonalWalks(db: Db, { signals, byIds, ttlMs }: WalkPorts) {
  const walks = new LRUCache<string, Promise<string[]>>({ max: 256, ttl: WALK_RETAIN_MS });

  /** The ids of the personal order (see affinityPage), `depth` at most, skipping `offset`. */
  async function affinityIds(where: (SQL | undefined)[], userId: string, asOf: Date, market: string | undefined, depth: number, offset: number, limit: number): Promise<string[]> {
    const at = asOf.toISOString();
    const followed = sql`${products.shopId} in (${signals.followedShopIds(userId, at)})`;
    const liked = sql`${products.category} in (${likedCategories(signals.likedProductIds(userId, at))})`;
    const affinity: [number, SQL][] = [
      [3, sql`(${followed} and ${liked})`],
      [2, sql`(${followed} and not ${liked})`],
      [1, sql`(not ${followed} and ${liked})`],
      [0, sql`(not ${followed} and not ${liked})`],
    ];
    // The buyer's market first, as in every list (doc 1 §1); affinity orders within each part.
    const tiers: [number, SQL][] = market
      ? affinity.flatMap(([score, tier]): [number, SQL][] => [
          [score + 4, sql`(${tier} and ${products.country} = ${market})`],
          [score, sql`(${tier} and ${products.country} <> ${market})`],
        ])
      : affinity;
    const parts = tiers.map(([score, tier]) =>
      db
        .select({ id: products.id, createdAt: products.createdAt, score: sql<number>`${sql.raw(String(score))}`.as('score') })
        .from(products)
        .innerJoin(shopRows, eq(shopRows.id, products.shopId))
        .where(and(...where, tier))
        .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
        .limit(depth),
    );
    const union = sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    );
    return parseRows(idRow, await db.execute(sql`select id from (${union}) t order by score desc, created_at desc, id desc limit ${limit} offset ${offset}`)).map((r) => r.id);
  }

  /** The first PERSONAL_DEPTH ids of a personal walk, read once and kept while the walk goes on. */
  function personalWalk(where: (SQL | undefined)[], userId: string, asOf: Date, market: string | undefined): Promise<string[]> {
    const { sql: text, params } = db.select({ id: products.id }).from(products).where(and(...where)).toSQL();
    const key = `${userId}|${asOf.toISOString()}|${market ?? ''}|${text}|${JSON.stringify(params)}`;
    const hit = walks.get(key);
    if (hit) return hit;
    const ids = affinityIds(where, userId, asOf, market, PERSONAL_DEPTH, 0, PERSONAL_DEPTH);
    ids.catch(() => {
      if (walks.peek(key) === ids) walks.delete(key);
    });
    walks.set(key, ids);
    return ids;
  }

  /**
   * The personal feed's page without sorting the whole catalogue: each affinity tier (3 followed
   * shop and liked category, 2 followed shop, 1 liked category, 0 the rest; with a `market`, its
   * products' tiers above all others) gives its newest `page × limit` ids straight off an index,
   * and only those are merged; then the page's rows
   * in one query. `asOf` freezes the signals, so a like while scrolling does not reshuffle pages.
   * With caching on, the later pages of a walk (up to PERSONAL_DEPTH products) are slices of one
   * read of its order.
   */
  async function affinityPage(spec: { where: (SQL | undefined)[]; page: number; limit: number }, userId: string, asOf: Date, market?: string) {
    const offset = (spec.page - 1) * spec.limit;
    if (ttlMs > 0 && spec.page > 1 && offset + spec.limit <= PERSONAL_DEPTH) {
      const ids = await personalWalk(spec.where, userId, asOf, market);
      return byIds(ids.slice(offset, offset + spec.limit));
    }
    return byIds(await affinityIds(spec.where, userId, asOf, market, spec.page * spec.limit, offset, spec.limit));
  }

  return affinityPage;
}
