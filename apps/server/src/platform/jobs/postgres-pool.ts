import { runMigrations, type PgPool, type PgQueryResult } from 'bullmq';
import pg from 'pg';
import { fanOut, sharedListenerPool } from './shared-listener-pool.ts';

/**
 * BullMQ's PostgreSQL backend on a pool of its own (its SQL uses unqualified names, so every
 * connection's `search_path` is BullMQ's schema) plus one standalone connection for LISTEN,
 * shared by every queue and worker of this process.
 */
export function postgresJobsPool(url: string, schema: string): { pool: PgPool; migrate(): Promise<void> } {
  const connection = { connectionString: url, options: `-c search_path=${schema}`, connectionTimeoutMillis: 5_000 };
  const queries = new pg.Pool({ ...connection, max: 4 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  queries.on('error', () => {});
  const listeners = fanOut();
  let listening: Promise<pg.Client> | undefined;

  const listener = () =>
    (listening ??= (async () => {
      const client = new pg.Client({ ...connection, keepAlive: true });
      client.on('notification', (n) => listeners.notify({ channel: n.channel, payload: n.payload, processId: n.processId }));
      client.on('error', (error) => {
        // The next LISTEN opens a fresh connection; BullMQ re-subscribes when told of the error.
        listening = undefined;
        client.end().catch(() => {});
        listeners.fail(error);
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      listening = undefined;
      throw error;
    }));

  const pool = sharedListenerPool({
    sql: (text, params) => queries.query(text, params as unknown[]) as Promise<PgQueryResult>,
    listenSql: async (text, params) => (await listener()).query(text, params as unknown[]) as Promise<PgQueryResult>,
    subscribe: listeners.subscribe,
    end: async () => {
      const client = listening;
      listening = undefined;
      await (await client?.catch(() => undefined))?.end().catch(() => {});
      await queries.end();
    },
  });
  return {
    pool,
    async migrate() {
      const client = await queries.connect();
      try {
        await runMigrations(client, schema);
      } finally {
        client.release();
      }
    },
  };
}
