import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { rowsOf } from '../src/platform/db/transaction.ts';
import { adminQuery } from './admin-query.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';
import { createPostgresTestDatabase } from './postgres-template.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;
export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A real app on a real database: PGlite in memory by default, or a fresh PostgreSQL database
 * (copied here from a migrated template, dropped on close) when TEST_DB=postgres and
 * DATABASE_URL is set. Redis is used when REDIS_URL is set, under a key prefix of its own.
 */
export async function createTestApp(overrides: Record<string, string> = {}, deps: Partial<AppDeps> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Every injected request comes from 127.0.0.1: a shared test app would otherwise trip the
    // per-address limits after a few sign-ups. Tests of those limits set them low explicitly.
    RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `sokoni_t_${randomBytes(6).toString('hex')}`;
    await createPostgresTestDatabase(adminUrl, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    database = await openPgliteFromTemplate();
  }
  await database.migrate();
  const config = loadConfig(env);
  const app = await buildApp({ config, database, logger: false, redisPrefix: `t${randomBytes(4).toString('hex')}:`, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process on the first one's PostgreSQL database (as behind a load balancer): its
 * own pool, Socket.IO server and Redis connections; pass the same `redisPrefix` to share Redis.
 */
export async function openSecondApp(first: TestContext, deps: Partial<AppDeps> = {}) {
  const [{ name }] = rowsOf<{ name: string }>(await first.database.db.execute(sql`select current_database() as name`)) as [{ name: string }];
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-test-b-'));
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  const app = await buildApp({ config: first.config, database, logger: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
