import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, openSecondApp, type TestApp, type TestContext } from '../../../test/harness.ts';
import { products } from '../../platform/db/tables/products.ts';
import { makeListing, makeUser } from '../social/test-data.ts';

// Issue 10 §8: cached product replies drop a product when it changes, instead of only on a timer.
// The caches here live a minute, so only a drop can make a change show.
const LONG_TTL_MS = 60_000;

type Listed = { id: string; title: string; rating: { average: number; count: number } };
const listed = async (app: TestApp, shopId: string): Promise<Listed[]> => {
  const res = await app.inject(`/api/products?shopId=${shopId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.products;
};

describe('cached product lists and a change', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { replyTtlMs: LONG_TTL_MS });
  });
  afterAll(() => t.close());

  it('keeps serving the cached list while nothing is announced (so the next test can fail)', async () => {
    const { shop, product } = await makeListing(t, { title: 'Cached kettle' });
    expect((await listed(t.app, shop.id))[0]?.title).toBe('Cached kettle');
    await t.database.db.update(products).set({ title: 'Renamed quietly' }).where(eq(products.id, product.id));
    expect((await listed(t.app, shop.id))[0]?.title).toBe('Cached kettle');
  });

  it('shows a new review’s rating at once: the comment announces its product, the list drops it', async () => {
    const { shop, product } = await makeListing(t, { title: 'Reviewed radio' });
    expect((await listed(t.app, shop.id))[0]?.rating.count).toBe(0);
    const buyer = await makeUser(t);
    const review = await t.app.inject({ method: 'POST', url: `/api/products/${product.id}/comments`, headers: bearer(buyer.token), payload: { comment: 'Loud and clear', rating: 4 } });
    expect(review.statusCode, review.body).toBe(201);
    expect((await listed(t.app, shop.id))[0]?.rating).toEqual({ average: 4, count: 1 });
  });
});

// Two API processes on one PostgreSQL and one Redis: a review through A empties B's cache too.
const ready = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);
if (!ready) console.warn('cache-changes.int.test.ts: the two-process case needs the server-postgres project with DATABASE_URL and REDIS_URL, so it is skipped');

describe.skipIf(!ready)('a change made through one process drops the cached reply in another (PostgreSQL + Redis)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof openSecondApp>>;
  beforeAll(async () => {
    const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
    a = await createTestApp({}, { redisPrefix, replyTtlMs: LONG_TTL_MS });
    b = await openSecondApp(a, { redisPrefix, replyTtlMs: LONG_TTL_MS });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('B shows the rating of a review posted through A', async () => {
    const { shop, product } = await makeListing(a, { title: 'Shared speaker' });
    expect((await listed(b.app, shop.id))[0]?.rating.count).toBe(0);
    const buyer = await makeUser(a);
    const review = await a.app.inject({ method: 'POST', url: `/api/products/${product.id}/comments`, headers: bearer(buyer.token), payload: { comment: 'Fine', rating: 5 } });
    expect(review.statusCode, review.body).toBe(201);
    await expect.poll(async () => (await listed(b.app, shop.id))[0]?.rating.count, { timeout: 2000 }).toBe(1);
  });
});
