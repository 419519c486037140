import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPhone, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createTokenSigner } from '../security/tokens.ts';
import { rowsOf } from '../db/transaction.ts';

// Issue 9.4: while the database is unreachable (a PostgreSQL restart), requests answer 503 with
// Retry-After — never 500 — and the app recovers by itself once the database is back.
type Reply = { statusCode: number; headers: Record<string, unknown>; json(): { success: boolean; message: string } };

function expectUnavailable(res: Reply, what: string) {
  expect(res.statusCode, what).toBe(503);
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/try again/i);
  expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|pg|sql/i);
}

const calls = [
  { method: 'POST', url: '/api/auth/login', payload: { identifier: '+26876000001', password: 'demo12345' } },
  { method: 'POST', url: '/api/auth/register', payload: { phoneNumber: newPhone(), password: 'secret-pass-1' } },
  { method: 'GET', url: '/api/products?limit=5' },
  { method: 'GET', url: '/api/users/feed' },
  { method: 'GET', url: '/api/users/me' },
  { method: 'PUT', url: '/api/users/me', payload: { name: 'Sipho' } },
  { method: 'GET', url: '/api/products/search?q=phone' },
  { method: 'GET', url: '/api/health' },
] as const;

describe('a database that refuses connections', () => {
  let app: TestApp;
  let database: Database;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-outage-'));
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir });
    // The jobs store opens in that same database: it gives way (enqueues answer 503), the app still starts.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') });
    app = await buildApp({ config, database, logger: false });
    // A well-signed token: the session lookup behind it is what meets the dead database.
    token = await createTokenSigner(config.jwtSecret, 900).signAccess({ sub: randomUUID(), sid: randomUUID(), role: 'user' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(calls)('$method $url answers 503 with Retry-After', async (call) => {
    const res = await app.inject({ ...call, headers: { authorization: `Bearer ${token}` } });
    if (call.url === '/api/health') expect(res.statusCode).toBe(503);
    else expectUnavailable(res, `${call.method} ${call.url}`);
  });

  // Issue 24.3: over a real socket a request whose JSON body was read in full has a destroyed
  // stream (autoDestroy); that is no client hanging up, and the outage must still read as 503.
  describe('over HTTP, writes with a JSON body', () => {
    let base: string;
    beforeAll(async () => {
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    const writes = [
      { method: 'POST', url: '/api/auth/login', body: { identifier: '+26876000001', password: 'demo12345' }, signedIn: false },
      { method: 'POST', url: '/api/auth/register', body: { phoneNumber: newPhone(), password: 'secret-pass-1' }, signedIn: false },
      { method: 'PUT', url: '/api/users/me', body: { name: 'Sipho' }, signedIn: true },
      { method: 'POST', url: '/api/ai/search', body: { query: 'phone under E2000' }, signedIn: false },
      { method: 'POST', url: '/api/ai/chat', body: { message: 'a phone under E2000' }, signedIn: false },
      { method: 'POST', url: '/api/reports', body: { targetType: 'product', targetId: randomUUID(), reason: 'Fake' }, signedIn: true },
    ] as const;

    it.each(writes)('$method $url answers 503 with Retry-After, not "cancelled"', async (call) => {
      const res = await fetch(`${base}${call.url}`, {
        method: call.method,
        headers: { 'content-type': 'application/json', ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(call.body),
      });
      const body = (await res.json()) as { success: boolean; message: string };
      expectUnavailable({ statusCode: res.status, headers: Object.fromEntries(res.headers), json: () => body }, `${call.method} ${call.url}`);
    });
  });
});

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('the embedded database (PGlite) once closed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 503 rather than 500', async () => {
    const user = await signUp(t.app);
    await t.database.close();
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user.accessToken) }), 'GET /api/users/me');
  });
});

describe.skipIf(!onPostgres)('PostgreSQL dropping every connection mid-traffic (needs DATABASE_URL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes answer 2xx or 503 while connections are killed, never 500, and work again right after', async () => {
    const user = await signUp(t.app);
    const [{ name }] = rowsOf<{ name: string }>(await t.database.db.execute('select current_database() as name')) as [{ name: string }];
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 15; round++) {
        const writes = Array.from({ length: 8 }, (_, i) =>
          t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(user.accessToken), payload: { name: `Round ${round}.${i}` } }),
        );
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        for (const res of await Promise.all(writes)) {
          statuses.push(res.statusCode);
          if (res.statusCode === 503) expectUnavailable(res, 'PUT /api/users/me');
        }
      }
    } finally {
      await admin.end();
    }
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const after = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(user.accessToken), payload: { name: 'Back again' } });
    expect(after.statusCode, after.body).toBe(200);
  });
});
