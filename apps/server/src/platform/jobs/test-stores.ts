import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Redis } from 'ioredis';
import { adminQuery } from '../../../test/admin-query.ts';
import { openPgliteFromTemplate } from '../../../test/pglite-template.ts';
import { openDatabase } from '../db/client.ts';
import { jobsStoreFor } from './store-for.ts';
import type { JobsStore } from './store.ts';

/**
 * A store for one test file, described so that a child process can open it too (`env`, read by
 * `openTestStore`): on the server-postgres project a fresh PostgreSQL database, otherwise the
 * embedded default, PGlite on disk under a temp DATA_DIR (one process at a time opens it).
 * Redis under a random key prefix.
 */
export type TestStore = {
  env: Record<string, string>;
  drop(): Promise<void>;
};

export const onPostgres = process.env.TEST_DB === 'postgres';
export const redisUrl = process.env.REDIS_URL;

export async function databaseTestStore(): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-jobs-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `sokoni_jobs_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { JOBS_TEST_STORE: 'database', DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      drop: async () => {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        await removeDir();
      },
    };
  }
  await writePgliteDir(path.join(dataDir, 'pglite'));
  return { env: { JOBS_TEST_STORE: 'database', DATA_DIR: dataDir }, drop: removeDir };
}

export function redisTestStore(url: string): TestStore {
  const prefix = `t${randomBytes(4).toString('hex')}:`;
  return {
    env: { JOBS_TEST_STORE: 'redis', REDIS_URL: url, JOBS_TEST_REDIS_PREFIX: prefix },
    async drop() {
      const redis = new Redis(url);
      try {
        const keys = await redis.keys(`sokoni:${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}

/** Opens the store of a `TestStore.env` the way the app does: config → database → jobs store. */
export async function openTestStore(env: Record<string, string | undefined>): Promise<{ store: JobsStore; close(): Promise<void> }> {
  if (env.JOBS_TEST_STORE === 'redis') {
    const store = jobsStoreFor({ redisUrl: env.REDIS_URL, databaseUrl: undefined }, undefined, env.JOBS_TEST_REDIS_PREFIX);
    return { store, close: async () => {} };
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  await database.migrate();
  return { store: jobsStoreFor({ redisUrl: undefined, databaseUrl: env.DATABASE_URL }, database), close: () => database.close() };
}

/**
 * The migrated database the harness keeps as a template, written out as the data directory
 * `openDatabase` opens: a fresh PGlite on disk takes from 2 to 30 s (initdb) on a busy machine.
 */
async function writePgliteDir(dir: string) {
  const template = await openPgliteFromTemplate();
  const dump = await ((template.db as unknown as { $client: PGlite }).$client).dumpDataDir('none');
  await template.close();
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: dump, extensions: { pg_trgm, unaccent } });
  await pglite.close();
}
