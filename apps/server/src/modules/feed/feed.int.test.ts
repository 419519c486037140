import { brotliDecompressSync } from 'node:zlib';
import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedReply } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectFieldError, signUp } from '../../../test/factories.ts';
import { products } from '../../platform/db/tables/products.ts';
import { createProduct, createProducts, createShop } from '../products/test-catalog.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { productLikes, shopFollows } from '../../platform/db/tables/social.ts';

let t: TestContext;
let followedShopId: string;
let otherShopId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const followed = await createShop(db, { name: 'Followed' });
  const other = await createShop(db, { name: 'Other' });
  const closed = await createShop(db, { name: 'Closed', isActive: false });
  followedShopId = followed.id;
  otherShopId = other.id;
  const base = Date.now() - 3_600_000;
  const at = (i: number) => new Date(base + i * 60_000);
  // Ties on created_at on purpose: the order must still be total (the id breaks them).
  const tie = at(30);
  await createProducts(db, followed.id, [
    ...Array.from({ length: 6 }, (_, i) => ({ category: 'fashion', createdAt: at(i * 5) })),
    { category: 'fashion', createdAt: tie },
    { category: 'fashion', isActive: false },
  ]);
  await createProducts(db, other.id, [
    ...Array.from({ length: 12 }, (_, i) => ({ category: i % 3 === 0 ? 'baby-kids' : 'vehicles', priceAmount: 1000 - i * 10, createdAt: at(i * 5 + 2) })),
    { createdAt: tie },
    { createdAt: tie },
    { status: 'pending' },
    { isAvailable: false },
  ]);
  await createProducts(db, closed.id, 3);
});
afterAll(() => t.close());

const db = () => t.database.db;
async function feed(query = '', token?: string): Promise<FeedReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/feed${query ? `?${query}` : ''}`, headers: token ? bearer(token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}

/** Every listable product created up to `asOf`, as the feed must cover it. */
async function listableIds(asOf: string): Promise<string[]> {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        sql`${products.isActive} and ${products.isAvailable} and ${products.status} = 'active' and ${shops.isActive}`,
        lte(products.createdAt, new Date(asOf)),
      ),
    );
  return rows.map((r) => r.id).sort();
}

/** Walks every page after the first with its asOf; `between` runs before each later page. */
async function walk(query: string, token?: string, between?: (page: number) => Promise<void>) {
  const first = await feed(query, token);
  const seen = first.products.map((p) => p.id);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    await between?.(page);
    const next = await feed(`${query}&page=${page}&asOf=${encodeURIComponent(first.asOf)}`, token);
    expect(next.asOf).toBe(first.asOf);
    expect(next.pagination.total).toBe(first.pagination.total);
    seen.push(...next.products.map((p) => p.id));
  }
  return { first, seen };
}

describe('GET /api/users/feed', () => {
  it('replies with products, pagination with totalProducts, isPersonalized and asOf', async () => {
    const before = Date.now();
    const r = await feed();
    expect(r.isPersonalized).toBe(false);
    expect(new Date(r.asOf).toISOString()).toBe(r.asOf);
    expect(new Date(r.asOf).getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(r.products.length).toBe(20);
    const total = (await listableIds(r.asOf)).length;
    expect(r.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 20), total, totalProducts: total, hasMore: true, hasNextPage: true });
    expect(r.products[0]).toMatchObject({ id: expect.any(String), shop: { id: expect.any(String) }, price: { formattedPrice: expect.any(String) } });
    expect(r.products[0]).not.toHaveProperty('stats');
    // Newest first.
    const times = r.products.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages without repeats or gaps while new products arrive, ignoring those newer than asOf', async () => {
    const added: string[] = [];
    const { first, seen } = await walk('limit=4', undefined, async () => {
      added.push((await createProduct(db(), otherShopId, { title: 'Arrived while scrolling', createdAt: new Date() })).id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(await listableIds(first.asOf));
    for (const id of added) expect(seen).not.toContain(id);
    // A fresh first page shows the newcomers first.
    const fresh = await feed('limit=4');
    expect(added.slice(-1)).toContain(fresh.products[0]!.id);
    expect(fresh.pagination.total).toBe(first.pagination.total + added.length);
  });

  it('pages stably under other sorts and filters', async () => {
    for (const query of ['limit=5&sort=price-low', 'limit=5&sort=price-high', 'limit=3&sort=popular', 'limit=4&sort=newest&order=asc', 'limit=2&category=baby-kids']) {
      const { first, seen } = await walk(query);
      expect(new Set(seen).size, query).toBe(seen.length);
      expect(seen.length, query).toBe(first.pagination.total);
    }
    const kids = await feed('category=baby-kids&limit=100');
    expect(kids.products.every((p) => p.category === 'baby-kids')).toBe(true);
    expect(kids.products.length).toBe(4);
    const cheap = await feed('sort=price-low&limit=100');
    const prices = cheap.products.map((p) => p.price.amount);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('never answers an asOf later than now', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const r = await feed(`asOf=${encodeURIComponent(future)}`);
    expect(Date.parse(r.asOf)).toBeLessThanOrEqual(Date.now());
  });

  it('is not personalised for guests or users without follows or likes', async () => {
    const s = await signUp(t.app);
    const r = await feed('limit=100', s.accessToken);
    expect(r.isPersonalized).toBe(false);
    const guest = await feed('limit=100');
    expect(r.products.map((p) => p.id)).toEqual(guest.products.map((p) => p.id));
  });

  it('puts followed shops first, then liked categories, and keeps pages stable while the user likes', async () => {
    const s = await signUp(t.app);
    await db().insert(shopFollows).values({ userId: s.user.id, shopId: followedShopId });
    const [liked] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, otherShopId), eq(products.category, 'baby-kids')))
      .limit(1);
    await db().insert(productLikes).values({ userId: s.user.id, productId: liked!.id });

    const r = await feed('limit=100', s.accessToken);
    expect(r.isPersonalized).toBe(true);
    const shopsInOrder = r.products.map((p) => p.shopId);
    const followedCount = shopsInOrder.filter((id) => id === followedShopId).length;
    expect(followedCount).toBe(7);
    expect(shopsInOrder.slice(0, followedCount).every((id) => id === followedShopId)).toBe(true);
    // Then the liked category, newest first, then the rest newest first.
    const rest = r.products.slice(followedCount);
    const kids = rest.filter((p) => p.category === 'baby-kids').length;
    expect(rest.slice(0, kids).every((p) => p.category === 'baby-kids')).toBe(true);
    const newestFirst = (list: typeof rest) => list.map((p) => Date.parse(p.createdAt)).every((v, i, a) => i === 0 || a[i - 1]! >= v);
    expect(newestFirst(r.products.slice(0, followedCount))).toBe(true);
    expect(newestFirst(rest.slice(kids))).toBe(true);
    expect(r.pagination.total).toBe((await listableIds(r.asOf)).length);

    // Walk small pages while the user follows and likes more: the walk keeps its order.
    const { first, seen } = await walk('limit=3', s.accessToken, async () => {
      const [extra] = await db().select({ id: products.id }).from(products).where(eq(products.category, 'vehicles')).limit(1);
      await db().insert(productLikes).values({ userId: s.user.id, productId: extra!.id }).onConflictDoNothing();
      await db().insert(shopFollows).values({ userId: s.user.id, shopId: otherShopId }).onConflictDoNothing();
    });
    expect(first.isPersonalized).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(await listableIds(first.asOf));
    expect(seen.slice(0, 7).every((id) => r.products.slice(0, 7).some((p) => p.id === id))).toBe(true);
  });

  it('keeps the chosen order when a sort is asked for', async () => {
    const s = await signUp(t.app);
    await db().insert(shopFollows).values({ userId: s.user.id, shopId: followedShopId });
    const r = await feed('sort=price-low&limit=100', s.accessToken);
    expect(r.isPersonalized).toBe(false);
    const prices = r.products.map((p) => p.price.amount);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('rejects bad input with 422, never 500', async () => {
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['page=0', 'page'],
      ['sort=bogus', 'sort'],
      ['order=sideways', 'order'],
      ['minPrice=-1', 'minPrice'],
      ['shopId=undefined', 'shopId'],
      ['asOf=not-a-date', 'asOf'],
    ] as const) {
      expectFieldError(await t.app.inject({ method: 'GET', url: `/api/users/feed?${q}` }), field);
    }
  });
});

describe('GET /api/users/feed outside tests (shared-reply cache on)', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestApp({ NODE_ENV: 'development' });
    await createProducts(dev.database.db, (await createShop(dev.database.db)).id, 30);
  });
  afterAll(() => dev.close());

  it('answers guests the same first page for a few seconds, compressed when asked', async () => {
    const a = await dev.app.inject({ method: 'GET', url: '/api/users/feed' });
    await createProduct(dev.database.db, (await createShop(dev.database.db)).id, { createdAt: new Date() });
    const b = await dev.app.inject({ method: 'GET', url: '/api/users/feed?page=1&limit=20', headers: { 'accept-encoding': 'br, gzip' } });
    expect(b.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(b.rawPayload).toString());
    expect(body).toEqual(a.json());
    expect(body.data.pagination.total).toBe(30);
    // Another query is another page.
    const other = await dev.app.inject({ method: 'GET', url: '/api/users/feed?limit=5' });
    expect(other.json().data.products).toHaveLength(5);
  });

  it('walks every page from the snapshot of its asOf, without repeats or gaps', async () => {
    const first = (await dev.app.inject({ method: 'GET', url: '/api/users/feed?limit=7' })).json().data as FeedReply;
    const seen = first.products.map((p) => p.id);
    for (let page = 2; page <= first.pagination.totalPages; page++) {
      await createProduct(dev.database.db, (await createShop(dev.database.db)).id, { createdAt: new Date() });
      const next = (await dev.app.inject({ method: 'GET', url: `/api/users/feed?limit=7&page=${page}&asOf=${encodeURIComponent(first.asOf)}` })).json().data;
      seen.push(...next.products.map((p: { id: string }) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = await dev.database.db.select({ id: products.id }).from(products).where(lte(products.createdAt, new Date(first.asOf)));
    expect([...seen].sort()).toEqual(expected.map((r) => r.id).sort());
    expect(seen.length).toBe(first.pagination.total);
  });

  it('walks a personal feed from one read of its order', async () => {
    const s = await signUp(dev.app);
    const [followed] = await dev.database.db.select().from(shops).limit(1);
    await dev.database.db.insert(shopFollows).values({ userId: s.user.id, shopId: followed!.id });
    const get = async (query: string) => (await dev.app.inject({ method: 'GET', url: `/api/users/feed?${query}`, headers: bearer(s.accessToken) })).json().data as FeedReply;
    const first = await get('limit=4');
    expect(first.isPersonalized).toBe(true);
    const seen = first.products.map((p) => p.id);
    for (let page = 2; page <= first.pagination.totalPages; page++) {
      seen.push(...(await get(`limit=4&page=${page}&asOf=${encodeURIComponent(first.asOf)}`)).products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = await dev.database.db.select({ id: products.id }).from(products).where(lte(products.createdAt, new Date(first.asOf)));
    expect([...seen].sort()).toEqual(expected.map((r) => r.id).sort());
    const fromFollowed = await dev.database.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, followed!.id), lte(products.createdAt, new Date(first.asOf))));
    expect(new Set(seen.slice(0, fromFollowed.length))).toEqual(new Set(fromFollowed.map((r) => r.id)));
  });
});
