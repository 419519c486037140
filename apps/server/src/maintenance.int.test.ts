import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { bearer, signUp } from '../test/factories.ts';
import { runMaintenance } from './maintenance.ts';
import { users } from './modules/users/schema.ts';

describe('maintenance', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('purges accounts deleted more than 90 days ago and keeps recent ones', async () => {
    const old = await signUp(t.app);
    const recent = await signUp(t.app);
    for (const s of [old, recent]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(s.accessToken) });
      expect(res.statusCode).toBe(200);
    }
    await t.database.db.update(users).set({ closedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(users.id, old.user.id));

    const { purgedUsers } = await runMaintenance(t.database.db);

    expect(purgedUsers).toBe(1);
    const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, recent.user.id));
    expect(left).toHaveLength(1);
    const gone = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, old.user.id));
    expect(gone).toHaveLength(0);
  });
});
