import { and, eq, lte, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows } from '../shops/index.ts';

/** A feed snapshot longer than this is not kept: its pages come from offset queries instead. */
const MAX_SNAPSHOT = 50_000;
/** How long a snapshot still answers the later pages of the walks it began. */
const SNAPSHOT_RETAIN_MS = 120_000;

/** The ordered ids of a feed query as of one moment. */
export type FeedSnapshot = { asOf: Date; ids: string[] };
type LiveSnapshot = { snap?: FeedSnapshot; builtAt: number; pending?: Promise<FeedSnapshot | undefined> };

/** The feed's snapshots (`ttlMs` 0: none, every page asks SQL). */
export function createFeedSnapshots(db: Db, ttlMs: number) {
  const live = new LRUCache<string, LiveSnapshot>({ max: 64 });
  const retained = new LRUCache<string, FeedSnapshot>({ max: 8, ttl: SNAPSHOT_RETAIN_MS });

  /**
   * The feed query's ordered ids as of now (at most MAX_SNAPSHOT, else undefined). When they are the ones of `previous`, that snapshot
   * (and its asOf) is kept: nothing listable appeared in between, so a walk from either moment is
   * the same, and the prepared first page keeps its bytes and its ETag (issue 26).
   */
  async function buildSnapshot(key: string, where: (SQL | undefined)[], orderBy: SQL[], previous?: FeedSnapshot): Promise<FeedSnapshot | undefined> {
    const asOf = new Date();
    const found = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .where(and(...where, lte(products.createdAt, asOf)))
      .orderBy(...orderBy)
      .limit(MAX_SNAPSHOT + 1);
    if (found.length > MAX_SNAPSHOT) return undefined;
    const ids = found.map((r) => r.id);
    const same = previous && previous.ids.length === ids.length && previous.ids.every((id, i) => id === ids[i]);
    const snap = same ? previous : { asOf, ids };
    retained.set(`${key}|${snap.asOf.toISOString()}`, snap);
    return snap;
  }

  /**
   * A feed query's snapshot: its whole ordered id list as of a moment, so any page is a slice and
   * the total its length. Without `asOf` the current one (built at most once per ttl, and while
   * one is rebuilt the previous one still answers); with `asOf` the one of that moment if it is
   * still kept. Undefined when snapshots are off, too long, or gone: then the caller asks SQL.
   */
  async function feedSnapshot(where: (SQL | undefined)[], orderBy: SQL[], asOf?: Date): Promise<FeedSnapshot | undefined> {
    if (ttlMs <= 0) return undefined;
    const { sql: text, params } = db.select({ id: products.id }).from(products).where(and(...where)).orderBy(...orderBy).toSQL();
    const key = `${text}|${JSON.stringify(params)}`;
    if (asOf) return retained.get(`${key}|${asOf.toISOString()}`);
    let entry = live.get(key);
    if (!entry) {
      entry = { builtAt: 0 };
      live.set(key, entry);
    }
    const age = Date.now() - entry.builtAt;
    if (entry.snap && age < ttlMs) return entry.snap;
    // Too long last time: not worth trying again for a while.
    if (entry.builtAt > 0 && !entry.snap && age < 20 * ttlMs) return undefined;
    if (!entry.pending) {
      const e = entry;
      e.pending = buildSnapshot(key, where, orderBy, e.snap).then(
        (snap) => {
          Object.assign(e, { snap, builtAt: Date.now(), pending: undefined });
          return snap;
        },
        (error: unknown) => {
          e.pending = undefined;
          throw error;
        },
      );
      // A refresh in the background must not be an unhandled rejection.
      e.pending.catch(() => {});
    }
    return entry.snap && age < 10 * ttlMs ? entry.snap : entry.pending;
  }

  return {
    feedSnapshot,
    /** Which products are listed changed: the current snapshots are rebuilt before they answer again (a walk's own stays). */
    expire: () => live.clear(),
  };
}
