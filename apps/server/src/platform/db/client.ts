import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');

/** Any number 64-bit wide; all that matters is that every Sokoni process uses the same one. */
const MIGRATION_LOCK_ID = 7_246_381_905;

/**
 * Several API processes and workers may start at once on one database: an advisory lock lets one
 * migrate while the others wait, then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite: real Postgres in process, kept on disk
 * under dataDir (or in memory for ":memory:"). Same schema and migrations for both.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // A connection attempt that hangs (server restarting) fails after 5 s, and the request answers 503.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateLocked(pool),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const inMemory = opts.dataDir === ':memory:';
  const dir = inMemory ? undefined : path.join(opts.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  keepPostgresCodeBaseline();
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm, unaccent },
    // Postgres' 128 MB default buffer pool is most of PGlite's resident memory; an embedded
    // marketplace database fits in far less (idle RSS of the whole server: 306 MB with 32 MB, 281 MB
    // with 16 MB; bench/results/memory.md). A big catalog belongs on PostgreSQL (DATABASE_URL).
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** Postgres' buffer pool inside PGlite's WASM heap: touched pages stay resident for the process's life. */
const PGLITE_SHARED_BUFFERS = '8MB';

/**
 * V8 compiles PGlite's 9 MB of WebAssembly twice: quickly (Liftoff) and then, for hot functions,
 * optimised (TurboFan), keeping both. Liftoff only saves ~48 MB of resident memory in the server
 * with no measurable cost on our queries (docs/decisions.md). Set before the module compiles;
 * it applies to this process only (the model process is started without it).
 */
function keepPostgresCodeBaseline(): void {
  setFlagsFromString('--liftoff-only');
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
