import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { runMigrations, type PgPool, type PgQueryable, type PgQueryResult } from 'bullmq';
import { fanOut, sharedListenerPool } from './shared-listener-pool.ts';

// node-postgres hands bigints over as text, and BullMQ's SQL backend expects them so.
const AS_NODE_POSTGRES = { parsers: { [types.INT8]: (value: string) => value } };

async function run(tx: Transaction, text: string, params?: readonly unknown[]): Promise<PgQueryResult> {
  if (params && params.length > 0) {
    const result = await tx.query(text, params as unknown[], AS_NODE_POSTGRES);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  // Without parameters node-postgres allows several statements (BullMQ's migrations): so does exec.
  const results = await tx.exec(text, AS_NODE_POSTGRES);
  const last = results.at(-1);
  return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
}

/**
 * BullMQ's PostgreSQL backend on PGlite, which is one session shared with the app. Each BullMQ
 * statement runs in a transaction of its own with `search_path` pointing at BullMQ's schema,
 * so neither side sees the other's names or half-done transactions (PGlite runs transactions
 * one at a time). Notifications come from PGlite itself: every NOTIFY is raised in this process.
 */
export function pgliteJobsPool(pglite: PGlite, schema: string): { pool: PgPool; migrate(): Promise<void> } {
  const sql = (text: string, params?: readonly unknown[]) =>
    pglite.transaction(async (tx) => {
      await tx.exec(`set local search_path to ${schema}`);
      return run(tx, text, params);
    });
  const listeners = fanOut();
  const unlisten = pglite.onNotification((channel, payload) => listeners.notify({ channel, payload }));
  const pool = sharedListenerPool({
    sql,
    listenSql: sql,
    subscribe: listeners.subscribe,
    // The PGlite instance is the app's: closing it is the app's business.
    end: async () => unlisten(),
  });
  return {
    pool,
    // BullMQ's migrator opens its own transaction on one session: give it one PGlite transaction
    // and let that one commit or roll back.
    migrate: () =>
      pglite.transaction(async (tx) => {
        const session: PgQueryable = {
          query: async (text: string, params?: readonly unknown[]) =>
            /^(BEGIN|COMMIT|ROLLBACK)$/i.test(text.trim()) ? { rows: [], rowCount: 0 } : run(tx, text, params),
        } as PgQueryable;
        await runMigrations(session, schema);
      }),
  };
}
