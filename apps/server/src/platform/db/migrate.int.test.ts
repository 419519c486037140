import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../../test/admin-query.ts';
import { openDatabase } from './client.ts';

// Several API processes and a worker booting at once on one fresh PostgreSQL database.
describe.skipIf(process.env.TEST_DB !== 'postgres')('migrations on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `sokoni_t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-migrate-'));
  const url = new URL(adminUrl || 'postgres://localhost/x');
  url.pathname = `/${name}`;

  beforeAll(() => adminQuery(adminUrl, `create database ${name}`));
  afterAll(async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('run by four processes at once, apply once and all succeed', async () => {
    const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString(), dataDir })));
    try {
      await Promise.all(databases.map((d) => d.migrate()));
      const applied = await databases[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const migrations = (applied as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(migrations).toBeGreaterThanOrEqual(12);
      // Running again changes nothing.
      await databases[1]!.migrate();
      const again = await databases[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((again as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(migrations);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  }, 60_000);
});
