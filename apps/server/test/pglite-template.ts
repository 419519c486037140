import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../src/platform/db/client.ts';
import * as schema from '../src/platform/db/schema.ts';
import { migrationsFingerprint, migrationsFolder } from './migrations-fingerprint.ts';

/**
 * Booting PGlite runs initdb in WebAssembly (~1.5-2 s); loading a data directory dumped once
 * takes ~0.3 s. The first test app migrates a fresh PGlite and leaves its dump in the temp
 * directory, keyed by the migrations, for every later app (across files and workers). Each app
 * still gets its own in-memory database, and still runs the migrations (a no-op on the template).
 *
 * Keep `extensions` in step with openDatabase in src/platform/db/client.ts.
 */
const extensions = { pg_trgm, unaccent };

function templatePath(): string {
  return path.join(tmpdir(), `sokoni-pglite-template-${migrationsFingerprint(Object.keys(extensions))}.tar`);
}

function wrap(client: PGlite): Database {
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

export async function openPgliteFromTemplate(): Promise<Database> {
  const file = templatePath();
  let dump: Buffer | undefined;
  try {
    dump = readFileSync(file);
  } catch {
    dump = undefined;
  }
  if (dump) {
    try {
      return wrap(await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions }));
    } catch {
      // A template from another PGlite version, or a damaged file: make a new one.
      rmSync(file, { force: true });
    }
  }
  const client = await PGlite.create({ extensions });
  const database = wrap(client);
  await database.migrate();
  const blob = await client.dumpDataDir('none');
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
  renameSync(partial, file);
  // Templates of older migrations are of no further use.
  for (const old of readdirSync(tmpdir())) {
    if (old.startsWith('sokoni-pglite-template-') && old.endsWith('.tar') && path.join(tmpdir(), old) !== file) rmSync(path.join(tmpdir(), old), { force: true });
  }
  return database;
}
