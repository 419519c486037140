import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/db/tables/users.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { countWhere, makeShop, makeUser, makeUsers, shopRow, type TestUser } from './test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, ...(user ? { headers: bearer(user.token) } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
const followShop = (shopId: string, user: TestUser) => call('POST', `/api/shops/${shopId}/follow`, user);
const follow = (user: TestUser, followingId: string, followerId?: string) =>
  call('POST', '/api/follows/follow', user, { followingId, ...(followerId ? { followerId } : {}) });
const unknownId = () => crypto.randomUUID();
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('POST /api/shops/{id}/follow', () => {
  it('toggles and keeps followers_count with it', async () => {
    const { shop } = await makeShop(t);
    const u = await makeUser(t);
    const first = await followShop(shop.id, u);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { isFollowing: true, followersCount: 1 } });
    expect((await followShop(shop.id, u)).json().data).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await shopRow(t, shop.id)).followersCount).toBe(0);
  });

  it('refuses following your own shop with 403', async () => {
    const { shop, owner } = await makeShop(t);
    expectError(await followShop(shop.id, owner), 403, SOCIAL_MESSAGES.followOwnShop);
    expect((await shopRow(t, shop.id)).followersCount).toBe(0);
  });

  it('stays exact under concurrency: 50 followers at once, then 20 toggles by one', async () => {
    const { shop } = await makeShop(t);
    const people = await makeUsers(t, 50);
    const replies = await Promise.all(people.map((u) => followShop(shop.id, u)));
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect((await shopRow(t, shop.id)).followersCount).toBe(50);
    expect(await countWhere(t, 'shop_follows', 'shop_id', shop.id)).toBe(50);
    await Promise.all(Array.from({ length: 20 }, () => followShop(shop.id, people[0]!)));
    const count = (await shopRow(t, shop.id)).followersCount;
    expect(count).toBe(await countWhere(t, 'shop_follows', 'shop_id', shop.id));
    expect([49, 50]).toContain(count);
  });

  it('401 for a guest, 404 for an unknown shop, 422 for bad ids', async () => {
    const { shop } = await makeShop(t);
    const u = await makeUser(t);
    expectError(await call('POST', `/api/shops/${shop.id}/follow`), 401, AUTH_MESSAGES.authRequired);
    expectError(await followShop(unknownId(), u), 404, SOCIAL_MESSAGES.shopNotFound);
    for (const id of ['undefined', '%20', 'x1']) expectFieldError(await followShop(id, u), 'id');
  });
});

describe('DELETE /api/shops/{id}/follow', () => {
  it('unfollows, idempotently, with the same reply', async () => {
    const { shop } = await makeShop(t);
    const u = await makeUser(t);
    await followShop(shop.id, u);
    const res = await call('DELETE', `/api/shops/${shop.id}/follow`, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await call('DELETE', `/api/shops/${shop.id}/follow`, u)).json().data).toEqual({ isFollowing: false, followersCount: 0 });
    expectError(await call('DELETE', `/api/shops/${unknownId()}/follow`, u), 404, SOCIAL_MESSAGES.shopNotFound);
    expectError(await call('DELETE', `/api/shops/${shop.id}/follow`), 401, AUTH_MESSAGES.authRequired);
  });
});

describe('GET /api/shops/{id}/followers and /api/shops/me/following', () => {
  it("lists a shop's followers (public) and the shops I follow, newest first, 20 a page", async () => {
    const { shop, owner } = await makeShop(t, undefined, { description: 'Fresh produce' });
    const { shop: second } = await makeShop(t);
    const people = await makeUsers(t, 22);
    for (const u of people) await followShop(shop.id, u);
    await followShop(second.id, people[0]!);

    const res = await call('GET', `/api/shops/${shop.id}/followers`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.users).toHaveLength(20);
    expect(data.total).toBe(22);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 22, hasMore: true, hasNextPage: true });
    expect(data.users[0]).toMatchObject({ id: people[21]!.id, followedAt: expect.any(String) });
    expect(data.users[0]).not.toHaveProperty('phoneNumber');
    const page2 = (await call('GET', `/api/shops/${shop.id}/followers?page=2`)).json().data;
    expect(ids(page2.users)).toEqual([people[1]!.id, people[0]!.id]);

    const mine = await call('GET', '/api/shops/me/following', people[0]);
    expect(mine.statusCode, mine.body).toBe(200);
    const { shops: followed, pagination } = mine.json().data;
    expect(ids(followed)).toEqual([second.id, shop.id]);
    expect(pagination).toMatchObject({ total: 2, hasMore: false });
    expect(followed[1]).toMatchObject({
      id: shop.id,
      _id: shop.id,
      name: shop.name,
      description: 'Fresh produce',
      owner: { id: owner.id, name: 'Shop Owner' },
      followersCount: 22,
      isFollowing: true,
      followedAt: expect.any(String),
    });
    expect((await call('GET', '/api/shops/me/following?limit=1&page=2', people[0])).json().data.shops).toHaveLength(1);
  });

  it('errors: unknown shop 404, bad id 422, guest on /me 401', async () => {
    expectError(await call('GET', `/api/shops/${unknownId()}/followers`), 404, SOCIAL_MESSAGES.shopNotFound);
    expectFieldError(await call('GET', '/api/shops/undefined/followers'), 'id');
    expectError(await call('GET', '/api/shops/me/following'), 401, AUTH_MESSAGES.authRequired);
  });
});

describe('POST /api/shops/follow/batch-status', () => {
  it('maps each known shop to {isFollowing}', async () => {
    const { shop: a } = await makeShop(t);
    const { shop: b } = await makeShop(t);
    const u = await makeUser(t);
    await followShop(a.id, u);
    const res = await call('POST', '/api/shops/follow/batch-status', u, { shopIds: [a.id, b.id, unknownId()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ statuses: { [a.id]: { isFollowing: true }, [b.id]: { isFollowing: false } } });
  });

  it('needs sign-in, takes 100 ids, refuses 101 and bad ids', async () => {
    const u = await makeUser(t);
    const many = Array.from({ length: 100 }, unknownId);
    expectError(await call('POST', '/api/shops/follow/batch-status', undefined, { shopIds: many }), 401, AUTH_MESSAGES.authRequired);
    expect((await call('POST', '/api/shops/follow/batch-status', u, { shopIds: many })).json().data).toEqual({ statuses: {} });
    expectFieldError(await call('POST', '/api/shops/follow/batch-status', u, { shopIds: [...many, unknownId()] }), 'shopIds', 'At most 100 shopIds');
    expectFieldError(await call('POST', '/api/shops/follow/batch-status', u, { shopIds: ['undefined'] }), 'shopIds.0', 'Invalid shop id');
    expectFieldError(await call('POST', '/api/shops/follow/batch-status', u, { shopIds: [] }), 'shopIds');
  });
});

describe('POST /api/follows/follow and DELETE /api/follows/unfollow', () => {
  it('follows (idempotently) and unfollows, answering the followers count', async () => {
    const [a, b, c] = await makeUsers(t, 3);
    const res = await follow(a!, b!.id, a!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { isFollowing: true, followersCount: 1 } });
    expect((await follow(a!, b!.id)).json().data).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await follow(c!, b!.id)).json().data).toEqual({ isFollowing: true, followersCount: 2 });
    const un = await call('DELETE', '/api/follows/unfollow', a, { followerId: a!.id, followingId: b!.id });
    expect(un.statusCode, un.body).toBe(200);
    expect(un.json().data).toEqual({ isFollowing: false, followersCount: 1 });
    expect((await call('DELETE', '/api/follows/unfollow', a, { followingId: b!.id })).json().data).toEqual({ isFollowing: false, followersCount: 1 });
    // Ids in the query, for clients that drop DELETE bodies.
    expect((await call('DELETE', `/api/follows/unfollow?followingId=${b!.id}`, c)).json().data).toEqual({ isFollowing: false, followersCount: 0 });
  });

  it('refuses following yourself (400), for someone else (403), an unknown user (404)', async () => {
    const [a, b] = await makeUsers(t, 2);
    expectError(await follow(a!, a!.id), 400, SOCIAL_MESSAGES.followYourself);
    expectError(await follow(a!, b!.id, b!.id), 403, SOCIAL_MESSAGES.followerMismatch);
    expectError(await follow(a!, unknownId()), 404, SOCIAL_MESSAGES.userNotFound);
    expectError(await call('DELETE', '/api/follows/unfollow', a, { followingId: a!.id }), 400, SOCIAL_MESSAGES.followYourself);
    expectError(await call('DELETE', '/api/follows/unfollow', a, { followerId: b!.id, followingId: b!.id }), 403, SOCIAL_MESSAGES.followerMismatch);
    expectError(await call('DELETE', '/api/follows/unfollow', a, { followingId: unknownId() }), 404, SOCIAL_MESSAGES.userNotFound);
  });

  it('refuses a deactivated target with 404 but lets you unfollow one', async () => {
    const [a, b] = await makeUsers(t, 2);
    await follow(a!, b!.id);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, b!.id));
    expectError(await follow(a!, b!.id), 404, SOCIAL_MESSAGES.userNotFound);
    expect((await call('DELETE', '/api/follows/unfollow', a, { followingId: b!.id })).statusCode).toBe(200);
  });

  it('validates: guest 401, missing or bad ids 422', async () => {
    const a = await makeUser(t);
    expectError(await call('POST', '/api/follows/follow', undefined, { followingId: a.id }), 401, AUTH_MESSAGES.authRequired);
    expectError(await call('DELETE', '/api/follows/unfollow', undefined, { followingId: a.id }), 401, AUTH_MESSAGES.authRequired);
    expectFieldError(await call('POST', '/api/follows/follow', a, {}), 'followingId');
    expectFieldError(await call('POST', '/api/follows/follow', a, { followingId: 'undefined' }), 'followingId', 'Invalid followingId');
    expectFieldError(await call('POST', '/api/follows/follow', a, { followingId: a.id, followerId: '' }), 'followerId', 'Invalid followerId');
    expectFieldError(await call('DELETE', '/api/follows/unfollow', a), 'followingId', SOCIAL_MESSAGES.followingIdRequired);
    expectFieldError(await call('DELETE', '/api/follows/unfollow?followingId=undefined', a), 'followingId');
  });

  it('concurrent follows of one person by many, and by one many times, stay exact', async () => {
    const target = await makeUser(t);
    const people = await makeUsers(t, 30);
    const replies = await Promise.all([...people.map((u) => follow(u, target.id)), ...Array.from({ length: 10 }, () => follow(people[0]!, target.id))]);
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await countWhere(t, 'user_follows', 'following_id', target.id)).toBe(30);
    expect((await call('GET', `/api/follows/${target.id}/stats`)).json().data.followers).toBe(30);
  });
});

describe('follow lists, stats and is-following', () => {
  it('lists following and followers (mine and anyone’s), with stats', async () => {
    const [me, x, y, z] = await makeUsers(t, 4);
    await follow(me!, x!.id);
    await follow(me!, y!.id);
    await follow(z!, me!.id);
    await follow(me!, z!.id);
    const { shop } = await makeShop(t);
    await followShop(shop.id, me!);

    const following = await call('GET', '/api/follows/me/following', me);
    expect(following.statusCode, following.body).toBe(200);
    const f = following.json().data;
    expect(ids(f.users)).toEqual([z!.id, y!.id, x!.id]);
    expect(f.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3, hasMore: false, hasNextPage: false });
    expect(f.users[0]).toMatchObject({ isFollowing: true, followedAt: expect.any(String), username: z!.row.username });
    expect(f.users[0]).not.toHaveProperty('phoneNumber');

    const followers = (await call('GET', '/api/follows/me/followers', me)).json().data;
    expect(ids(followers.users)).toEqual([z!.id]);
    expect(followers.users[0].isFollowing).toBe(true);

    expect((await call('GET', '/api/follows/me/stats', me)).json().data).toEqual({ followers: 1, following: 3, shopsFollowing: 1 });
    expect((await call('GET', `/api/follows/${me!.id}/stats`)).json().data).toEqual({ followers: 1, following: 3, shopsFollowing: 1 });
    expect((await call('GET', `/api/follows/${x!.id}/stats`)).json().data).toEqual({ followers: 1, following: 0, shopsFollowing: 0 });

    const publicFollowing = (await call('GET', `/api/follows/${me!.id}/following?limit=2`)).json().data;
    expect(ids(publicFollowing.users)).toEqual([z!.id, y!.id]);
    expect(publicFollowing.users[0]).not.toHaveProperty('isFollowing');
    expect(publicFollowing.pagination).toMatchObject({ total: 3, totalPages: 2, hasMore: true });
    // Seen by x: x follows nobody of them.
    const seenByX = (await call('GET', `/api/follows/${me!.id}/following`, x)).json().data;
    expect(seenByX.users.map((u: { isFollowing: boolean }) => u.isFollowing)).toEqual([false, false, false]);
    const publicFollowers = (await call('GET', `/api/follows/${x!.id}/followers`)).json().data;
    expect(ids(publicFollowers.users)).toEqual([me!.id]);
  });

  it('leaves deactivated people out of lists and counts', async () => {
    const [me, gone] = await makeUsers(t, 2);
    await follow(gone!, me!.id);
    await follow(me!, gone!.id);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone!.id));
    expect((await call('GET', '/api/follows/me/followers', me)).json().data.users).toEqual([]);
    expect((await call('GET', '/api/follows/me/stats', me)).json().data).toMatchObject({ followers: 0, following: 0 });
    expectError(await call('GET', `/api/follows/${gone!.id}/followers`), 404, SOCIAL_MESSAGES.userNotFound);
  });

  it('answers is-following for me and for any pair', async () => {
    const [a, b] = await makeUsers(t, 2);
    await follow(a!, b!.id);
    expect((await call('GET', `/api/follows/is-following/${b!.id}`, a)).json()).toEqual({ success: true, data: { isFollowing: true } });
    expect((await call('GET', `/api/follows/is-following/${a!.id}`, b)).json().data).toEqual({ isFollowing: false });
    expect((await call('GET', `/api/follows/${a!.id}/is-following/${b!.id}`)).json().data).toEqual({ isFollowing: true });
    expect((await call('GET', `/api/follows/${b!.id}/is-following/${a!.id}`)).json().data).toEqual({ isFollowing: false });
    expectError(await call('GET', `/api/follows/is-following/${b!.id}`), 401, AUTH_MESSAGES.authRequired);
    expectError(await call('GET', `/api/follows/is-following/${unknownId()}`, a), 404, SOCIAL_MESSAGES.userNotFound);
    expectError(await call('GET', `/api/follows/${unknownId()}/is-following/${a!.id}`), 404, SOCIAL_MESSAGES.userNotFound);
    expectFieldError(await call('GET', '/api/follows/is-following/undefined', a), 'targetId');
    expectFieldError(await call('GET', `/api/follows/undefined/is-following/${a!.id}`), 'userId');
  });

  it('errors: unknown user 404, bad ids 422, guests on /me 401, bad paging 422', async () => {
    for (const path of ['following', 'followers', 'stats']) {
      expectError(await call('GET', `/api/follows/${unknownId()}/${path}`), 404, SOCIAL_MESSAGES.userNotFound);
      expectFieldError(await call('GET', `/api/follows/undefined/${path}`), 'userId', 'A valid id is required');
      expectError(await call('GET', `/api/follows/me/${path}`), 401, AUTH_MESSAGES.authRequired);
    }
    const a = await makeUser(t);
    expectFieldError(await call('GET', '/api/follows/me/following?limit=-5', a), 'limit');
    expect((await call('GET', '/api/follows/me/following?limit=500', a)).statusCode).toBe(200);
    expectFieldError(await call('GET', '/api/follows/me/followers?page=-1', a), 'page');
  });

  it('default page size is 20', async () => {
    const target = await makeUser(t);
    const people = await makeUsers(t, 21);
    await Promise.all(people.map((u) => follow(u, target.id)));
    const data = (await call('GET', `/api/follows/${target.id}/followers`)).json().data;
    expect(data.users).toHaveLength(20);
    expect(data.pagination).toMatchObject({ total: 21, totalPages: 2, hasMore: true });
  });
});

describe('data integrity', () => {
  it('after everything above, no self-follow row exists', async () => {
    const res = await t.database.db.execute(sql`select count(*)::int as n from user_follows where follower_id = following_id`);
    expect(Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});
