import { eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';

type CachedCount = { value: number; until: number; refreshing?: Promise<number> };

/**
 * List totals: counted by SQL, or (`cache`) remembered for `ttlMs`. Counting a 100k catalog takes
 * ~90 ms: past its ttl a total is recounted in the background while the last one answers (for up
 * to 10 ttls), so no single page waits for it.
 */
export function createListCounts(db: Db, ttlMs: number) {
  const counts = new LRUCache<string, CachedCount>({ max: 1000 });
  let generation = 0;

  function recount(key: string, query: Promise<{ n: number }[]>, hit: CachedCount | undefined): Promise<number> {
    const startedAt = generation;
    return query.then(
      ([row]) => {
        const value = Number(row?.n ?? 0);
        // Counted before a listing changed: answer with it, keep it for nobody.
        if (startedAt !== generation) return value;
        counts.set(key, { value, until: Date.now() + ttlMs });
        return value;
      },
      (error: unknown) => {
        if (hit) hit.refreshing = undefined;
        throw error;
      },
    );
  }

  async function count(where: SQL | undefined, cache: boolean): Promise<number> {
    const query = db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(shopRows, eq(shopRows.id, products.shopId)).where(where);
    if (!cache || ttlMs <= 0) return Number((await query)[0]?.n ?? 0);
    const { sql: text, params } = query.toSQL();
    const key = `${text}|${JSON.stringify(params)}`;
    const hit = counts.get(key);
    const now = Date.now();
    if (hit && hit.until > now) return hit.value;
    const refresh = hit?.refreshing ?? recount(key, query, hit);
    if (hit) hit.refreshing = refresh;
    if (hit && hit.until + 10 * ttlMs > now) {
      refresh.catch(() => {});
      return hit.value;
    }
    return refresh;
  }

  return {
    count,
    /** Which products are listed changed: every total is counted afresh. */
    expire() {
      generation++;
      counts.clear();
    },
  };
}
