import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client.ts';
import { adminQuery } from './admin-query.ts';
import { migrationsFingerprint } from './migrations-fingerprint.ts';

/**
 * Migrating a fresh PostgreSQL database takes a second or more (every migration, each in turn);
 * copying an already migrated one (`create database … template …`) takes a fraction of that. The
 * first test app of a run migrates a template database named by the migrations, under an advisory
 * lock so that parallel workers (and other runs on the same server) make it once; every test
 * database after that is a copy. Migrating the copy again, as the harness does, finds nothing to do.
 *
 * A template of other migrations is another name, so a changed migration is never served stale.
 * An interrupted build leaves only the `_partial` database, dropped by the next build.
 */
const TEMPLATE_LOCK_ID = 7_246_381_906;

let template: Promise<string> | undefined;

export async function createPostgresTestDatabase(adminUrl: string, name: string): Promise<void> {
  template ??= ensureTemplate(adminUrl);
  try {
    await adminQuery(adminUrl, `create database ${name} template ${await template}`);
  } catch (error) {
    template = undefined;
    throw error;
  }
}

async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = `sokoni_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await buildTemplate(adminUrl, name);
    return name;
  } finally {
    await admin.end();
  }
}

async function buildTemplate(adminUrl: string, name: string): Promise<void> {
  const partial = `${name}_partial`;
  await adminQuery(adminUrl, `drop database if exists ${partial} with (force)`);
  await adminQuery(adminUrl, `create database ${partial}`);
  const url = new URL(adminUrl);
  url.pathname = `/${partial}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await adminQuery(adminUrl, `alter database ${partial} rename to ${name}`);
}
