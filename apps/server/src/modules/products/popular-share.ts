import type { Db } from '../../platform/db/client.ts';
import { readPopularCutoff } from './catalog-queries.ts';

type Entry = { value?: number; freshUntil: number; pending?: Promise<number | undefined> };
const cutoffs = new WeakMap<Db, Entry>();

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
    e.pending = readPopularCutoff(db).then(
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
