import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { createUsersRepo } from '../modules/users/index.ts';
import { seedMarks } from '../platform/db/tables/seed.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { SELLER_PHONE } from './data/shops.ts';
import { seedDemoOnce } from './demo-once.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { SMALL_MEDIA } from './media.ts';

// Issue 24.2: demo data is seeded once per database; a deleted demo account stays deleted.
describe('demo data, once per database', () => {
  let t: TestContext;
  const seed = () => seedDemoOnce(t.database.db, createStorage(t.config), { media: { ...SMALL_MEDIA, maxVideos: 0 } });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a fresh database once; a demo account deleted afterwards is not created again', async () => {
    expect(await t.database.db.select().from(seedMarks)).toEqual([]);
    const first = await seed();
    expect(first.kind).toBe('seeded');
    if (first.kind === 'seeded') {
      expect(first.accounts).toBe(DEMO_USERS.length);
      expect(first.catalog.skipped).toBe(false);
    }

    const seller = await login(t.app, SELLER_PHONE, DEMO_PASSWORD);
    expect(seller.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(seller.json().data.accessToken) });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // The next start runs the same step.
    expect(await seed()).toEqual({ kind: 'already-seeded' });
    expect(await createUsersRepo(t.database.db).findByPhone(SELLER_PHONE)).toBeUndefined();
    expect((await login(t.app, SELLER_PHONE, DEMO_PASSWORD)).statusCode).not.toBe(200);
  }, 180_000);

  it('counts a database seeded before the mark existed as seeded (migration 0014)', async () => {
    const migration = readFileSync(path.join(import.meta.dirname, '../../drizzle/0014_demo_seed_mark.sql'), 'utf8');
    const markExisting = migration.split('--> statement-breakpoint')[1]!;
    await t.database.db.delete(seedMarks);
    await t.database.db.execute(sql.raw(markExisting));
    expect((await t.database.db.select().from(seedMarks)).map((m) => m.name)).toEqual(['demo']);
    expect(await seed()).toEqual({ kind: 'already-seeded' });
    expect(await createUsersRepo(t.database.db).findByPhone(SELLER_PHONE)).toBeUndefined();
  });
});
