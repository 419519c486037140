import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { NOTIFICATION_MESSAGES } from '@sokoni/contracts/notifications';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeUser, type TestUser } from '../social/test-data.ts';
import { pruneNotifications } from './repo.ts';
import { notifications } from '../../platform/db/tables/notifications.ts';
import { event, testNotifier } from './test-helpers.ts';

let t: TestContext;
let notifier: ReturnType<typeof testNotifier>;
beforeAll(async () => {
  t = await createTestApp();
  notifier = testNotifier(t);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, user?: TestUser) =>
  t.app.inject({ method, url, ...(user ? { headers: bearer(user.token) } : {}) });
const list = async (user: TestUser, query = '') => {
  const res = await call('GET', `/api/notifications${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const unreadCount = async (user: TestUser) => (await call('GET', '/api/notifications/unread-count', user)).json().data.unreadCount;

/** `n` notifications for `user`, one second apart, the last one newest. */
async function notifyMany(user: TestUser, actor: TestUser, n: number, type: 'like' | 'follow' = 'like') {
  for (let i = 0; i < n; i++) await notifier.notify(event(user.id, actor.id, { type, title: `N${i}`, message: `{actor} did ${i}` }));
  await t.database.db.execute(sql`
    update notifications set created_at = now() - make_interval(secs => n.rank)
    from (select id, row_number() over (order by created_at desc, id desc) - 1 as rank from notifications where user_id = ${user.id}) n
    where notifications.id = n.id`);
}

describe('GET /api/notifications', () => {
  it('lists my notifications newest first with pagination and the unread count', async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t, { name: 'Thandi', avatar: 'avatars/thandi.webp' });
    await notifyMany(me, actor, 3);
    const data = await list(me);
    expect(data.unreadCount).toBe(3);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3, hasMore: false, hasNextPage: false });
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['N2', 'N1', 'N0']);
    const [first] = data.notifications;
    expect(first).toEqual({
      id: first.id,
      _id: first.id,
      type: 'like',
      title: 'N2',
      message: 'Thandi did 2',
      isRead: false,
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      data: { actorId: actor.id, actorName: 'Thandi', actorAvatar: '/media/avatars/thandi.webp' },
    });
  });

  it('defaults to 50 (doc 1 §9), pages with limit and page, caps limit at 100', async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t);
    await notifyMany(me, actor, 52);
    expect((await list(me)).notifications).toHaveLength(50);
    const page2 = await list(me, '?limit=20&page=3');
    expect(page2.notifications.map((n: { title: string }) => n.title)).toEqual(Array.from({ length: 12 }, (_, i) => `N${11 - i}`));
    expect(page2.pagination).toMatchObject({ currentPage: 3, totalPages: 3, total: 52, hasMore: false });
    const all = await list(me, '?limit=1000');
    expect(all.notifications).toHaveLength(52);
    expect(all.pagination).toMatchObject({ currentPage: 1, totalPages: 1, total: 52, hasMore: false });
    expectFieldError(await call('GET', '/api/notifications?limit=0', me), 'limit');
  });

  it('filters by type and by isRead; the unread count stays the overall one', async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t);
    await notifyMany(me, actor, 2, 'follow');
    await notifier.notify(event(me.id, actor.id, { type: 'like' }));
    const follows = await list(me, '?type=follow');
    expect(follows.notifications.map((n: { type: string }) => n.type)).toEqual(['follow', 'follow']);
    const [one] = follows.notifications;
    await call('PATCH', `/api/notifications/${one.id}/read`, me);
    expect((await list(me, '?isRead=true')).notifications.map((n: { id: string }) => n.id)).toEqual([one.id]);
    const unreadOnes = await list(me, '?isRead=false');
    expect(unreadOnes.notifications).toHaveLength(2);
    expect(unreadOnes.unreadCount).toBe(2);
    expectFieldError(await call('GET', '/api/notifications?type=poke', me), 'type');
    expectFieldError(await call('GET', '/api/notifications?isRead=maybe', me), 'isRead');
  });

  it("knows only the contract's five types (doc 1 §3): verification is a 422, and an older stored row reads as other", async () => {
    const me = await makeUser(t);
    const res = await call('GET', '/api/notifications?type=verification', me);
    expectFieldError(res, 'type');
    expect(res.json().errors[0].message).toMatch(/follow.*comment.*like.*chat.*other/);
    // Written by a build that had a sixth type; the table has no constraint on it.
    await t.database.db.insert(notifications).values({ userId: me.id, actorId: null, type: 'verification' as never, title: 'ID verification approved', message: 'Verified', data: { link: '/account' } });
    expect((await list(me)).notifications).toEqual([expect.objectContaining({ type: 'other', title: 'ID verification approved', data: { link: '/account' } })]);
  });

  it('shows only my own, and nothing to a guest', async () => {
    const [me, other, actor] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await notifier.notify(event(other.id, actor.id));
    expect((await list(me)).notifications).toEqual([]);
    expect((await list(me)).unreadCount).toBe(0);
    expectError(await call('GET', '/api/notifications'), 401, AUTH_MESSAGES.authRequired);
    expectError(await call('GET', '/api/notifications/unread-count'), 401, AUTH_MESSAGES.authRequired);
  });

  it("keeps the actor's current name and hides a deleted account's", async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t, { name: 'Old Name' });
    await notifier.notify(event(me.id, actor.id, { message: '{actor} waved' }));
    await t.database.db.execute(sql`update users set name = 'New Name' where id = ${actor.id}`);
    const [n] = (await list(me)).notifications;
    expect(n.message).toBe('Old Name waved');
    expect(n.data.actorName).toBe('New Name');
    await t.database.db.execute(sql`update users set status = 'deleted' where id = ${actor.id}`);
    expect((await list(me)).notifications[0].data).toMatchObject({ actorId: actor.id, actorName: 'Someone', actorAvatar: null });
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('marks one read, lowers the unread count, and is idempotent (never below 0)', async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t);
    await notifyMany(me, actor, 2);
    const [newest] = (await list(me)).notifications;
    const res = await call('PATCH', `/api/notifications/${newest.id}/read`, me);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.unreadCount).toBe(1);
    expect(data.notification).toMatchObject({ id: newest.id, isRead: true, readAt: expect.any(String), data: { actorId: actor.id } });
    const again = (await call('PATCH', `/api/notifications/${newest.id}/read`, me)).json().data;
    expect(again.unreadCount).toBe(1);
    expect(again.notification.readAt).toBe(data.notification.readAt);
    for (const n of (await list(me)).notifications) await call('PATCH', `/api/notifications/${n.id}/read`, me);
    await call('PATCH', `/api/notifications/${newest.id}/read`, me);
    expect(await unreadCount(me)).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [me, other, actor] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await notifier.notify(event(other.id, actor.id));
    const [theirs] = (await list(other)).notifications;
    expectError(await call('PATCH', `/api/notifications/${theirs.id}/read`, me), 404, NOTIFICATION_MESSAGES.notFound);
    expect(await unreadCount(other)).toBe(1);
    expectError(await call('PATCH', `/api/notifications/${crypto.randomUUID()}/read`, me), 404, NOTIFICATION_MESSAGES.notFound);
    expectFieldError(await call('PATCH', '/api/notifications/undefined/read', me), 'id');
    expectError(await call('PATCH', `/api/notifications/${theirs.id}/read`), 401);
  });
});

describe('PATCH /api/notifications/mark-all-read', () => {
  it("marks all of mine read, says how many, and leaves others' alone", async () => {
    const [me, other, actor] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await notifyMany(me, actor, 3);
    await notifier.notify(event(other.id, actor.id));
    const res = await call('PATCH', '/api/notifications/mark-all-read', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 3, unreadCount: 0 });
    expect(await unreadCount(me)).toBe(0);
    expect((await list(me, '?isRead=true')).notifications).toHaveLength(3);
    expect(await unreadCount(other)).toBe(1);
    expect((await call('PATCH', '/api/notifications/mark-all-read', me)).json().data).toEqual({ updated: 0, unreadCount: 0 });
  });
});

describe('pruneNotifications', () => {
  it('deletes read notifications older than 90 days, keeps unread and recent ones', async () => {
    const me = await makeUser(t);
    const actor = await makeUser(t);
    await notifyMany(me, actor, 3);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    const [oldRead, oldUnread] = rows;
    await t.database.db.execute(sql`update notifications set created_at = now() - interval '91 days' where id in (${oldRead!.id}, ${oldUnread!.id})`);
    await t.database.db.execute(sql`update notifications set is_read = true where id = ${oldRead!.id}`);
    expect(await pruneNotifications(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, me.id));
    expect(left.map((r) => r.id).sort()).toEqual(rows.slice(1).map((r) => r.id).sort());
  });
});
