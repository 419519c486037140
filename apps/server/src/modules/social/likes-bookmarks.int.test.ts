import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { products } from '../../platform/db/tables/products.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { productBookmarks, productLikes } from '../../platform/db/tables/social.ts';
import { countWhere, makeListing, makeProducts, makeShop, makeUser, makeUsers, productCounters, type TestUser } from './test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const like = (productId: string, user: TestUser) => post(`/api/products/${productId}/like`, user.token);
const bookmark = (productId: string, user: TestUser) => post(`/api/products/${productId}/bookmark`, user.token);
const unknownId = () => crypto.randomUUID();

describe('POST /api/products/{id}/like', () => {
  it('toggles: like, then unlike, back where it started', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const first = await like(product.id, u);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { liked: true, likesCount: 1 } });
    expect((await productCounters(t, product.id)).likesCount).toBe(1);
    const second = await like(product.id, u);
    expect(second.json().data).toEqual({ liked: false, likesCount: 0 });
    expect((await productCounters(t, product.id)).likesCount).toBe(0);
    expect(await countWhere(t, 'product_likes', 'product_id', product.id)).toBe(0);
  });

  it('counts each user once', async () => {
    const { product } = await makeListing(t);
    const [a, b] = await makeUsers(t, 2);
    expect((await like(product.id, a!)).json().data).toEqual({ liked: true, likesCount: 1 });
    expect((await like(product.id, b!)).json().data).toEqual({ liked: true, likesCount: 2 });
  });

  it('50 different users at once: 50 rows and likes_count 50', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 50);
    const replies = await Promise.all(people.map((u) => like(product.id, u)));
    expect(replies.map((r) => r.statusCode).filter((s) => s !== 200), replies.find((r) => r.statusCode !== 200)?.body).toEqual([]);
    expect(replies.every((r) => r.json().data.liked === true)).toBe(true);
    expect(new Set(replies.map((r) => r.json().data.likesCount)).size).toBe(50);
    expect((await productCounters(t, product.id)).likesCount).toBe(50);
    expect(await countWhere(t, 'product_likes', 'product_id', product.id)).toBe(50);
  });

  it('one user toggling 20 times at once: the count never goes negative and equals the rows', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const others = await makeUsers(t, 3);
    for (const o of others) await like(product.id, o);
    const replies = await Promise.all(Array.from({ length: 20 }, () => like(product.id, u)));
    expect(replies.every((r) => r.statusCode === 200), replies.map((r) => r.body).join('\n')).toBe(true);
    for (const r of replies) expect(r.json().data.likesCount).toBeGreaterThanOrEqual(3);
    const row = await productCounters(t, product.id);
    const rows = await countWhere(t, 'product_likes', 'product_id', product.id);
    expect(row.likesCount).toBe(rows);
    expect([3, 4]).toContain(rows);
  });

  it('mixed: 20 users toggling 3 times each at once leave the count equal to the rows', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 20);
    await Promise.all(people.flatMap((u) => [like(product.id, u), like(product.id, u), like(product.id, u)]));
    const row = await productCounters(t, product.id);
    expect(row.likesCount).toBe(await countWhere(t, 'product_likes', 'product_id', product.id));
    expect(row.likesCount).toBeGreaterThanOrEqual(0);
  });

  it('is a 401 for a guest', async () => {
    const { product } = await makeListing(t);
    expectError(await post(`/api/products/${product.id}/like`), 401, AUTH_MESSAGES.authRequired);
  });

  it('is a 404 for an unknown product', async () => {
    const u = await makeUser(t);
    expectError(await like(unknownId(), u), 404, SOCIAL_MESSAGES.productNotFound);
  });

  it.each([
    ['undefined', 'A valid id is required'],
    ['null', 'A valid id is required'],
    ['%20', 'A valid id is required'],
    ['123', 'Invalid id'],
    ['not-a-uuid', 'Invalid id'],
  ])('is a 422 for the id %s', async (id, message) => {
    const u = await makeUser(t);
    expectFieldError(await post(`/api/products/${id}/like`, u.token), 'id', message);
  });

  it('never answers 5xx for an empty id segment', async () => {
    const u = await makeUser(t);
    const res = await post('/api/products//like', u.token);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/products/{id}/likes', () => {
  it('lists the people who liked it, newest first, without phone numbers', async () => {
    const { product } = await makeListing(t);
    const [a, b, c] = await makeUsers(t, 3);
    for (const u of [a!, b!, c!]) await like(product.id, u);
    const res = await get(`/api/products/${product.id}/likes?limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 3, hasMore: true, hasNextPage: true });
    expect(data.users.map((u: { id: string }) => u.id)).toEqual([c!.id, b!.id]);
    expect(data.users[0]).toMatchObject({ id: c!.id, _id: c!.id, username: c!.row.username });
    expect(new Date(data.users[0].likedAt).toISOString()).toBe(data.users[0].likedAt);
    expect(data.users[0]).not.toHaveProperty('phoneNumber');
    expect(res.body).not.toContain(c!.row.phoneNumber);
    const page2 = (await get(`/api/products/${product.id}/likes?limit=2&page=2`)).json().data;
    expect(page2.users.map((u: { id: string }) => u.id)).toEqual([a!.id]);
    expect(page2.pagination.hasMore).toBe(false);
  });

  it('is a 404 for an unknown product and a 422 for a bad limit; a large limit is served as 100', async () => {
    expectError(await get(`/api/products/${unknownId()}/likes`), 404, SOCIAL_MESSAGES.productNotFound);
    const { product } = await makeListing(t);
    expectFieldError(await get(`/api/products/${product.id}/likes?limit=0`), 'limit');
    expect((await get(`/api/products/${product.id}/likes?limit=101`)).statusCode).toBe(200);
    expectFieldError(await get(`/api/products/${product.id}/likes?page=0`), 'page');
  });
});

describe('POST /api/products/{id}/bookmark', () => {
  it('toggles and moves bookmarks_count with it', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const first = await bookmark(product.id, u);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { isBookmarked: true, bookmarksCount: 1 } });
    expect((await bookmark(product.id, u)).json().data).toEqual({ isBookmarked: false, bookmarksCount: 0 });
    expect((await productCounters(t, product.id)).bookmarksCount).toBe(0);
  });

  it('stays exact under concurrency (50 users, then 20 toggles by one)', async () => {
    const { product } = await makeListing(t);
    const people = await makeUsers(t, 50);
    await Promise.all(people.map((u) => bookmark(product.id, u)));
    expect((await productCounters(t, product.id)).bookmarksCount).toBe(50);
    expect(await countWhere(t, 'product_bookmarks', 'product_id', product.id)).toBe(50);
    await Promise.all(Array.from({ length: 20 }, () => bookmark(product.id, people[0]!)));
    const row = await productCounters(t, product.id);
    expect(row.bookmarksCount).toBe(await countWhere(t, 'product_bookmarks', 'product_id', product.id));
  });

  it('is a 401 for a guest, 404 for an unknown product, 422 for a bad id', async () => {
    const u = await makeUser(t);
    const { product } = await makeListing(t);
    expectError(await post(`/api/products/${product.id}/bookmark`), 401, AUTH_MESSAGES.authRequired);
    expectError(await bookmark(unknownId(), u), 404, SOCIAL_MESSAGES.productNotFound);
    expectFieldError(await post('/api/products/undefined/bookmark', u.token), 'id', 'A valid id is required');
  });
});

describe('GET /api/products/{id}/bookmarks', () => {
  it("shows the shop's owner who saved it; anyone else gets 403, a guest 401", async () => {
    const { product, owner } = await makeListing(t);
    const [a, stranger] = await makeUsers(t, 2);
    await bookmark(product.id, a!);
    const res = await get(`/api/products/${product.id}/bookmarks`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, users: [{ id: a!.id }], pagination: { total: 1, currentPage: 1 } });
    expect(res.json().data.users[0].bookmarkedAt).toEqual(expect.any(String));
    expectError(await get(`/api/products/${product.id}/bookmarks`, stranger!.token), 403, SOCIAL_MESSAGES.bookmarksOwnerOnly);
    expectError(await get(`/api/products/${product.id}/bookmarks`), 401, AUTH_MESSAGES.authRequired);
  });

  it('lets an admin see it', async () => {
    const { product } = await makeListing(t);
    const admin = await makeUser(t, { role: 'admin' });
    expect((await get(`/api/products/${product.id}/bookmarks`, admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/products/stats/batch', () => {
  it('answers stats for each known id; unknown ids are absent; signed in adds own states', async () => {
    const { shop } = await makeShop(t);
    const [p1, p2] = await makeProducts(t, shop, 2);
    const u = await makeUser(t);
    await like(p1!.id, u);
    await bookmark(p2!.id, u);
    const missing = unknownId();
    const guest = await post('/api/products/stats/batch', undefined, { productIds: [p1!.id, p2!.id, missing] });
    expect(guest.statusCode, guest.body).toBe(200);
    const { stats } = guest.json().data;
    expect(Object.keys(stats).sort()).toEqual([p1!.id, p2!.id].sort());
    expect(stats[p1!.id]).toEqual({
      productId: p1!.id,
      views: 0,
      likes: 1,
      commentCount: 0,
      bookmarks: 0,
      bookmarkCount: 0,
      favorites: 0,
      shares: 0,
      inquiries: 0,
      isFlagged: false,
    });
    const mine = (await post('/api/products/stats/batch', u.token, { productIds: [p1!.id, p2!.id] })).json().data.stats;
    expect(mine[p1!.id]).toMatchObject({ likes: 1, isLiked: true, isBookmarked: false, isFavorited: false });
    expect(mine[p2!.id]).toMatchObject({ bookmarks: 1, isLiked: false, isBookmarked: true, isFavorited: true });
  });

  it('takes 100 ids and refuses 101, an empty list and bad ids with 422', async () => {
    const ids = Array.from({ length: 100 }, unknownId);
    const ok100 = await post('/api/products/stats/batch', undefined, { productIds: ids });
    expect(ok100.statusCode, ok100.body).toBe(200);
    expect(ok100.json().data.stats).toEqual({});
    expectFieldError(await post('/api/products/stats/batch', undefined, { productIds: [...ids, unknownId()] }), 'productIds', 'At most 100 productIds');
    expectFieldError(await post('/api/products/stats/batch', undefined, { productIds: [] }), 'productIds', 'productIds must not be empty');
    expectFieldError(await post('/api/products/stats/batch', undefined, { productIds: ['undefined'] }), 'productIds.0', 'Invalid product id');
    expectFieldError(await post('/api/products/stats/batch', undefined, {}), 'productIds');
  });
});

describe('POST /api/products/likes/batch-status and /bookmarks/batch-status', () => {
  it('answers {isLiked, totalLikes} and {isBookmarked, totalBookmarks} per known product', async () => {
    const { shop } = await makeShop(t);
    const [p1, p2] = await makeProducts(t, shop, 2);
    const [u, other] = await makeUsers(t, 2);
    await like(p1!.id, u!);
    await like(p1!.id, other!);
    await like(p2!.id, other!);
    await bookmark(p2!.id, u!);
    const ids = { productIds: [p1!.id, p2!.id, unknownId()] };
    const likes = await post('/api/products/likes/batch-status', u!.token, ids);
    expect(likes.statusCode, likes.body).toBe(200);
    expect(likes.json().data).toEqual({
      statuses: { [p1!.id]: { isLiked: true, totalLikes: 2 }, [p2!.id]: { isLiked: false, totalLikes: 1 } },
    });
    const saved = await post('/api/products/bookmarks/batch-status', u!.token, ids);
    expect(saved.json().data).toEqual({
      statuses: { [p1!.id]: { isBookmarked: false, totalBookmarks: 0 }, [p2!.id]: { isBookmarked: true, totalBookmarks: 1 } },
    });
  });

  it('needs sign-in and at most 100 ids', async () => {
    const u = await makeUser(t);
    const ids = Array.from({ length: 100 }, unknownId);
    for (const url of ['/api/products/likes/batch-status', '/api/products/bookmarks/batch-status']) {
      expectError(await post(url, undefined, { productIds: ids }), 401, AUTH_MESSAGES.authRequired);
      expect((await post(url, u.token, { productIds: ids })).json().data).toEqual({ statuses: {} });
      expectFieldError(await post(url, u.token, { productIds: [...ids, unknownId()] }), 'productIds', 'At most 100 productIds');
      expectFieldError(await post(url, u.token, { productIds: 'x' }), 'productIds');
    }
  });
});

describe('GET /api/users/me/liked-products and /users/me/bookmarks', () => {
  it('lists liked products newest like first, with likedAt, and drops deleted products', async () => {
    const { shop, owner } = await makeShop(t);
    const [p1, p2, p3] = await makeProducts(t, shop, 3);
    const u = await makeUser(t);
    for (const p of [p2!, p1!, p3!]) await like(p.id, u);
    // Likes a second apart, so "newest first" is not decided by a tie.
    await t.database.db.execute(sql`update product_likes set created_at = created_at - interval '1 minute' where product_id = ${p2!.id}`);
    const res = await get('/api/users/me/liked-products', u.token);
    expect(res.statusCode, res.body).toBe(200);
    const { products: listed, pagination } = res.json().data;
    expect(listed.map((p: { id: string }) => p.id)).toEqual([p3!.id, p1!.id, p2!.id]);
    expect(pagination).toMatchObject({ total: 3, currentPage: 1, hasMore: false });
    expect(listed[0]).toMatchObject({ shopId: shop.id, shop: { id: shop.id, owner: owner.id }, likes: 1, price: { amount: expect.any(Number) } });
    expect(new Date(listed[0].likedAt).toISOString()).toBe(listed[0].likedAt);

    await t.database.db.delete(products).where(eq(products.id, p1!.id));
    const after = (await get('/api/users/me/liked-products?limit=1', u.token)).json().data;
    expect(after.pagination).toMatchObject({ total: 2, totalPages: 2, hasMore: true });
    expect(after.products).toHaveLength(1);
  });

  it('keeps a hidden product in the list, with its state for the client to badge', async () => {
    const { product } = await makeListing(t, { isActive: false, status: 'archived' });
    const u = await makeUser(t);
    await bookmark(product.id, u);
    const res = await get('/api/users/me/bookmarks', u.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.products).toEqual([expect.objectContaining({ id: product.id, isActive: false, status: 'archived', bookmarkedAt: expect.any(String) })]);
  });

  it('is empty for a new user and 401 for a guest', async () => {
    const u = await makeUser(t);
    expect((await get('/api/users/me/bookmarks', u.token)).json().data).toEqual({
      products: [],
      pagination: { currentPage: 1, totalPages: 1, total: 0, hasMore: false, hasNextPage: false },
    });
    expectError(await get('/api/users/me/liked-products'), 401, AUTH_MESSAGES.authRequired);
    expectError(await get('/api/users/me/bookmarks'), 401, AUTH_MESSAGES.authRequired);
  });

  it('do not list rows of a removed like or bookmark', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    await like(product.id, u);
    await like(product.id, u);
    expect((await get('/api/users/me/liked-products', u.token)).json().data.products).toEqual([]);
    expect(await t.database.db.select().from(productLikes).where(eq(productLikes.userId, u.id))).toEqual([]);
    expect(await t.database.db.select().from(productBookmarks).where(eq(productBookmarks.userId, u.id))).toEqual([]);
  });
});
