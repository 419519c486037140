import { and, eq, type SQL } from 'drizzle-orm';
import { isUuid } from '@sokoni/contracts/envelope';
import type { Db } from '../../platform/db/client.ts';
import { shopRows } from '../shops/index.ts';
import { createFeedSnapshots } from './feed-snapshots.ts';
import { createListCounts } from './list-counts.ts';
import { listConditions } from './list-condition-queries.ts';
import { createPersonalWalks } from './personal-walk-queries.ts';
import { createProductLists } from './product-lists.ts';
import { createProductRows } from './product-rows.ts';
import type { ProductSignals } from './product-signal-queries.ts';

export type { ProductWithShop } from './product-rows.ts';
export type { ProductSignals } from './product-signal-queries.ts';

/** A shop by id or slug (a slug may look like an id: the id wins). */
async function shopAccess(db: Db, key: string): Promise<{ id: string; ownerId: string; isActive: boolean } | undefined> {
  const access = (where: SQL) => db.select({ id: shopRows.id, ownerId: shopRows.ownerId, isActive: shopRows.isActive }).from(shopRows).where(where).limit(1);
  const [byId] = isUuid(key) ? await access(eq(shopRows.id, key)) : [];
  return byId ?? (await access(eq(shopRows.slug, key)))[0];
}

/**
 * The catalog's reads: rows (product-rows.ts), list pages and their totals (product-lists.ts,
 * list-counts.ts), the feed's snapshots (feed-snapshots.ts) and personal walks
 * (personal-walk-queries.ts), and the conditions lists add (list-condition-queries.ts).
 * `signals`: buyers' likes and follows (the social module's). `cacheTtlMs`: how long feed
 * snapshots and counts stay fresh (0: nothing is kept, every call asks the database).
 */
export function createProductsRepo(db: Db, signals: ProductSignals, opts: { cacheTtlMs?: number } = {}) {
  const ttlMs = opts.cacheTtlMs ?? 0;
  const counts = createListCounts(db, ttlMs);
  const snapshots = createFeedSnapshots(db, ttlMs);
  const { byIds, findById } = createProductRows(db);
  return {
    /**
     * Which products a shop lists changed: list totals are counted afresh and the current feed
     * snapshots rebuilt before they answer again (a walk's own, `asOf`, stays as it was).
     */
    expireListings() {
      counts.expire();
      snapshots.expire();
    },
    list: createProductLists(db, { count: counts.count, byIds }),
    affinityPage: createPersonalWalks(db, { signals, byIds, ttlMs }),
    feedSnapshot: snapshots.feedSnapshot,
    byIds,
    count: (where: (SQL | undefined)[]) => counts.count(and(...where), true),
    findById,
    shopAccess: (key: string) => shopAccess(db, key),
    /** The caller's like and bookmark of one product. */
    viewerFlags: signals.viewerFlags,
    /** Whether the user follows a shop or likes a product (as of a time): what personalisation needs. */
    hasSignals: signals.hasSignals,
    ...listConditions(signals),
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
