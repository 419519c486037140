import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_MESSAGES } from '@sokoni/contracts/notifications';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { countWhere, makeUser, type TestUser } from '../social/test-data.ts';
import { event, recordingRealtime, testNotifier } from './test-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, ...(user ? { headers: bearer(user.token) } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
const getSettings = async (user: TestUser) => (await call('GET', '/api/notifications/settings', user)).json().data.settings;
const putSettings = (user: TestUser, body: unknown) => call('PUT', '/api/notifications/settings', user, body);
const putPreferences = (user: TestUser, preferences: unknown) => call('PUT', '/api/notifications/preferences', user, { preferences });
const enabledOf = (preferences: { id: string; enabled: boolean }[]) => Object.fromEntries(preferences.map((p) => [p.id, p.enabled]));

describe('notification settings (nested form)', () => {
  it('starts from the defaults of doc 2 §3', async () => {
    const me = await makeUser(t);
    expect(await getSettings(me)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('deep-merges a partial update and keeps earlier changes', async () => {
    const me = await makeUser(t);
    const first = await putSettings(me, { push: { likes: false } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.settings.push).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS.push, likes: false });
    const second = (await putSettings(me, { push: { follows: false }, sms: { enabled: true } })).json().data.settings;
    expect(second).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      push: { ...DEFAULT_NOTIFICATION_SETTINGS.push, likes: false, follows: false },
      sms: { ...DEFAULT_NOTIFICATION_SETTINGS.sms, enabled: true },
    });
    expect(await getSettings(me)).toEqual(second);
    expect((await putSettings(me, {})).json().data.settings).toEqual(second);
  });

  it('loses no switch when several saves land at once', async () => {
    const me = await makeUser(t);
    const keys = ['orderUpdates', 'newMessages', 'productAlerts', 'shopUpdates', 'comments', 'likes', 'follows'] as const;
    const replies = await Promise.all(keys.map((k) => putSettings(me, { push: { [k]: false } })));
    expect(replies.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
    expect((await getSettings(me)).push).toEqual({ enabled: true, ...Object.fromEntries(keys.map((k) => [k, false])) });
  });

  it('refuses unknown groups, unknown switches and non-booleans with 422', async () => {
    const me = await makeUser(t);
    expectFieldError(await putSettings(me, { push: { teleport: true } }), 'push');
    expectFieldError(await putSettings(me, { email: { enabled: true } }), 'body');
    expectFieldError(await putSettings(me, { push: { likes: 'no' } }), 'push.likes');
    expect(await getSettings(me)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('resets to the defaults, list-only preferences too', async () => {
    const me = await makeUser(t);
    await putSettings(me, { push: { enabled: false }, marketingPreferences: { newsletters: true } });
    await putPreferences(me, [{ id: 'shop_updates', enabled: true }]);
    const res = await call('POST', '/api/notifications/settings/reset', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await getSettings(me)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect((await call('GET', '/api/notifications/preferences', me)).json().data.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('needs a signed-in user', async () => {
    expectError(await call('GET', '/api/notifications/settings'), 401);
    expectError(await call('PUT', '/api/notifications/settings', undefined, {}), 401);
    expectError(await call('POST', '/api/notifications/settings/reset'), 401);
    expectError(await call('GET', '/api/notifications/preferences'), 401);
    expectError(await call('PUT', '/api/notifications/preferences', undefined, { preferences: [{ id: 'messages', enabled: false }] }), 401);
  });
});

describe('notification preferences (list form)', () => {
  it('lists the six defaults of doc 2 §3', async () => {
    const me = await makeUser(t);
    const res = await call('GET', '/api/notifications/preferences', me);
    expect(res.json().data.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(enabledOf(res.json().data.preferences)).toEqual({
      order_updates: true,
      messages: true,
      product_likes: true,
      shop_updates: false,
      promotions: true,
      security: true,
    });
  });

  it('maps items onto the nested switches: product_likes → likes and comments, messages → newMessages', async () => {
    const me = await makeUser(t);
    const res = await putPreferences(me, [
      { id: 'product_likes', enabled: false, title: 'ignored', type: 'push' },
      { id: 'messages', enabled: false },
      { id: 'promotions', enabled: false },
      { id: 'shop_updates', enabled: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.preferencesSaved);
    const { preferences, settings } = res.json().data;
    expect(settings.push).toMatchObject({ likes: false, comments: false, newMessages: false, follows: true, enabled: true });
    expect(settings.marketingPreferences.promotions).toBe(false);
    expect(enabledOf(preferences)).toEqual({ order_updates: true, messages: false, product_likes: false, shop_updates: true, promotions: false, security: true });
    expect(preferences.find((p: { id: string }) => p.id === 'product_likes').title).toBe('Likes and comments');
    expect(await getSettings(me)).toEqual(settings);
  });

  it('shows an item on while any of its switches is on', async () => {
    const me = await makeUser(t);
    await putSettings(me, { push: { likes: false } });
    const prefs = (await call('GET', '/api/notifications/preferences', me)).json().data.preferences;
    expect(enabledOf(prefs).product_likes).toBe(true);
    await putSettings(me, { push: { comments: false } });
    expect(enabledOf((await call('GET', '/api/notifications/preferences', me)).json().data.preferences).product_likes).toBe(false);
  });

  it('refuses unknown ids, missing enabled and an empty list with 422', async () => {
    const me = await makeUser(t);
    expectFieldError(await putPreferences(me, [{ id: 'carrier_pigeons', enabled: true }]), 'preferences.0.id');
    expectFieldError(await putPreferences(me, [{ id: 'messages' }]), 'preferences.0.enabled');
    expectFieldError(await putPreferences(me, []), 'preferences');
    expectFieldError(await call('PUT', '/api/notifications/preferences', me, {}), 'preferences');
  });
});

describe('the notifier follows the settings', () => {
  it('creates and pushes nothing for a type switched off, or with push off', async () => {
    const [me, actor] = [await makeUser(t), await makeUser(t)];
    const { realtime, pushed } = recordingRealtime();
    const notifier = testNotifier(t, realtime);
    await putSettings(me, { push: { likes: false } });
    await notifier.notify(event(me.id, actor.id, { type: 'like', setting: 'likes' }));
    expect(await countWhere(t, 'notifications', 'user_id', me.id)).toBe(0);
    await notifier.notify(event(me.id, actor.id, { type: 'follow', setting: 'follows' }));
    expect(await countWhere(t, 'notifications', 'user_id', me.id)).toBe(1);
    await putSettings(me, { push: { enabled: false } });
    await notifier.notify(event(me.id, actor.id, { type: 'follow', setting: 'follows' }));
    expect(await countWhere(t, 'notifications', 'user_id', me.id)).toBe(1);
    expect(pushed.map((p) => p.event)).toEqual(['notification:new']);
  });

  it('turns likes and comments off through the product_likes preference', async () => {
    const [me, actor] = [await makeUser(t), await makeUser(t)];
    const notifier = testNotifier(t);
    await putPreferences(me, [{ id: 'product_likes', enabled: false }]);
    await notifier.notify(event(me.id, actor.id, { type: 'like', setting: 'likes' }));
    await notifier.notify(event(me.id, actor.id, { type: 'comment', setting: 'comments' }));
    expect(await countWhere(t, 'notifications', 'user_id', me.id)).toBe(0);
  });

  it('drops self-notifications and unknown or deleted recipients, and never throws', async () => {
    const [me, gone] = [await makeUser(t), await makeUser(t, { status: 'deleted' })];
    const { realtime, pushed } = recordingRealtime();
    const notifier = testNotifier(t, realtime);
    await notifier.notify(event(me.id, me.id));
    await notifier.notify(event(gone.id, me.id));
    await notifier.notify(event(crypto.randomUUID(), me.id));
    await notifier.notify(event('not-a-uuid', me.id));
    expect(await countWhere(t, 'notifications', 'user_id', me.id)).toBe(0);
    expect(await countWhere(t, 'notifications', 'user_id', gone.id)).toBe(0);
    expect(pushed).toEqual([]);
  });

  it('pushes the same shape the list returns, to the recipient only', async () => {
    const [me, actor] = [await makeUser(t), await makeUser(t, { name: '$& Sipho' })];
    const { realtime, pushed } = recordingRealtime();
    await testNotifier(t, realtime).notify(event(me.id, actor.id, { message: '{actor} liked {actor}', data: { productId: 'p1', actorName: 'spoof' } }));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.userId).toBe(me.id);
    const [listed] = (await call('GET', '/api/notifications', me)).json().data.notifications;
    expect(listed.message).toBe('$& Sipho liked {actor}');
    expect(listed.data).toEqual({ productId: 'p1', actorId: actor.id, actorName: '$& Sipho', actorAvatar: null });
    expect(pushed[0]!.payload).toEqual(listed);
  });
});
