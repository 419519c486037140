import { and, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shops } from '../shops/schema.ts';
import { popularity, productListable, shopLive } from './repo.ts';
import { products } from './schema.ts';

/** The share of the listed catalog a "Popular" badge goes to: the top tenth by popularity. */
export const POPULAR_SHARE = 0.1;

/** What a product's popularity is read from (the columns, or a product reply's counters). */
export type PopularityCounts = { likesCount: number; viewsCount: number; commentsCount: number };

/** The TypeScript twin of repo.ts `popularity` (doc 1 §2.8: likes weigh most, then comments, then views). */
export function popularityOf(p: PopularityCounts): number {
  return p.likesCount * 3 + p.viewsCount + p.commentsCount * 2;
}

/**
 * Popular: in the top POPULAR_SHARE of the catalog (strictly above `cutoff`, the popularity of
 * the product at that rank) and past doc 1 §2.8's own bar (views above 100 or likes above 10),
 * which alone let nearly every seeded product wear the badge. Without a cutoff, nobody.
 */
export function isPopularProduct(p: PopularityCounts, cutoff: number | undefined): boolean {
  if (cutoff === undefined) return false;
  return popularityOf(p) > cutoff && (p.viewsCount > 100 || p.likesCount > 10);
}

type Entry = { value?: number; freshUntil: number; pending?: Promise<number | undefined> };
const cutoffs = new WeakMap<Db, Entry>();

async function readCutoff(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ cutoff: sql<string | null>`percentile_disc(${1 - POPULAR_SHARE}::float8) within group (order by ${popularity})` })
    .from(products)
    .innerJoin(shops, sql`${shops.id} = ${products.shopId}`)
    .where(and(productListable, shopLive));
  return row?.cutoff === null || row?.cutoff === undefined ? undefined : Number(row.cutoff);
}

/**
 * The popularity a product must exceed to be popular, read from the whole listed catalog at
 * most once per `ttlMs` per database (the products and feed modules share it); while it is
 * refreshed the previous value answers. With `ttlMs` 0 (tests) every call reads it.
 */
export function popularCutoff(db: Db, ttlMs: number): Promise<number | undefined> {
  let entry = cutoffs.get(db);
  if (!entry) {
    entry = { freshUntil: 0 };
    cutoffs.set(db, entry);
  }
  const e = entry;
  if (ttlMs > 0 && e.value !== undefined && Date.now() < e.freshUntil) return Promise.resolve(e.value);
  if (!e.pending) {
    e.pending = readCutoff(db).then(
      (value) => {
        Object.assign(e, { value, freshUntil: Date.now() + ttlMs, pending: undefined });
        return value;
      },
      (error: unknown) => {
        e.pending = undefined;
        throw error;
      },
    );
  }
  if (ttlMs > 0 && e.value !== undefined) {
    e.pending.catch(() => {});
    return Promise.resolve(e.value);
  }
  return e.pending;
}

/** How long a running server keeps the cutoff; none under test, where rows change between requests. */
export function popularCutoffTtlMs(config: { env: string }): number {
  return config.env === 'test' ? 0 : 60_000;
}
