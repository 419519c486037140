import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQLSTATE of a driver error, found on the error or down its cause chain (drizzle wraps them). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The row a write pointed at was deleted meanwhile (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';

// Deadlock and serialization failures: PostgreSQL aborts one side; running it again is correct.
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * One transaction per counter change, so a row and its counter always move together; retried a
 * couple of times if PostgreSQL picked it as a deadlock victim (another module may lock a shop
 * and a product in the other order).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= 3 || !RETRYABLE.has(sqlStateOf(err) ?? '')) throw err;
    }
  }
}

/** The rows of a raw `execute`: node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
