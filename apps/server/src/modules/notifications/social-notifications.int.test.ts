import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { countWhere, makeListing, makeShop, makeUser, type TestUser } from '../social/test-data.ts';
import { connectSocket, listenOnFreePort, nextNotification } from './test-helpers.ts';

let t: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const post = (url: string, user: TestUser, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const notificationsOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).json().data;
const socketOf = async (user: TestUser) => {
  const socket = await connectSocket(baseUrl, user.token);
  sockets.push(socket);
  return socket;
};

describe('likes notify the seller', () => {
  it('"{name} liked your product {title}", on the like only, not the unlike', async () => {
    const { owner, product } = await makeListing(t, { title: 'Red Kettle' });
    const fan = await makeUser(t, { name: 'Zanele' });
    expect((await post(`/api/products/${product.id}/like`, fan)).json().data.liked).toBe(true);
    expect((await post(`/api/products/${product.id}/like`, fan)).json().data.liked).toBe(false);
    const { notifications, unreadCount } = await notificationsOf(owner);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'like',
        title: 'New like',
        message: 'Zanele liked your product Red Kettle',
        isRead: false,
        data: { productId: product.id, actorId: fan.id, actorName: 'Zanele', actorAvatar: null, link: `/products/${product.id}` },
      }),
    ]);
    // Liking again after an unlike is a new like.
    await post(`/api/products/${product.id}/like`, fan);
    expect((await notificationsOf(owner)).unreadCount).toBe(2);
  });

  it('not for liking your own product, and not when likes are switched off', async () => {
    const { owner, product } = await makeListing(t);
    expect((await post(`/api/products/${product.id}/like`, owner)).json().data.liked).toBe(true);
    expect(await countWhere(t, 'notifications', 'user_id', owner.id)).toBe(0);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: bearer(owner.token), payload: { push: { likes: false } } });
    expect((await post(`/api/products/${product.id}/like`, await makeUser(t))).json().data.liked).toBe(true);
    expect(await countWhere(t, 'notifications', 'user_id', owner.id)).toBe(0);
  });

  it('reaches the seller\'s socket within a second of the like', async () => {
    const { owner, product } = await makeListing(t, { title: 'Woven Basket' });
    const socket = await socketOf(owner);
    const fan = await makeUser(t, { name: 'Bongani' });
    const started = performance.now();
    const arriving = nextNotification(socket, 1000);
    await post(`/api/products/${product.id}/like`, fan);
    const pushed = await arriving;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pushed.message).toBe('Bongani liked your product Woven Basket');
    expect(pushed).toEqual((await notificationsOf(owner)).notifications[0]);
  });
});

describe('follows notify the one followed', () => {
  it('a shop follow tells the owner, an unfollow does not', async () => {
    const { shop, owner } = await makeShop(t);
    const fan = await makeUser(t, { name: 'Lindiwe' });
    const socket = await socketOf(owner);
    const arriving = nextNotification(socket);
    expect((await post(`/api/shops/${shop.id}/follow`, fan)).json().data.isFollowing).toBe(true);
    expect(await arriving).toMatchObject({
      type: 'follow',
      title: 'New follower',
      message: 'Lindiwe started following your shop',
      data: { shopId: shop.id, actorId: fan.id, link: `/shops/${shop.id}` },
    });
    expect((await post(`/api/shops/${shop.id}/follow`, fan)).json().data.isFollowing).toBe(false);
    await t.app.inject({ method: 'DELETE', url: `/api/shops/${shop.id}/follow`, headers: bearer(fan.token) });
    expect(await countWhere(t, 'notifications', 'user_id', owner.id)).toBe(1);
  });

  it('a user follow tells that user once, however often it is repeated', async () => {
    const [star, fan] = [await makeUser(t), await makeUser(t, { name: 'Musa' })];
    for (let i = 0; i < 3; i++) expect((await post('/api/follows/follow', fan, { followingId: star.id })).statusCode).toBe(200);
    const { notifications } = await notificationsOf(star);
    expect(notifications).toEqual([expect.objectContaining({ type: 'follow', message: 'Musa started following you', data: expect.objectContaining({ actorId: fan.id }) })]);
  });

  it('nothing when follows are switched off', async () => {
    const { shop, owner } = await makeShop(t);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(owner.token), payload: { preferences: [{ id: 'messages', enabled: false }] } });
    await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: bearer(owner.token), payload: { push: { follows: false } } });
    await post(`/api/shops/${shop.id}/follow`, await makeUser(t));
    await post('/api/follows/follow', await makeUser(t), { followingId: owner.id });
    expect(await countWhere(t, 'notifications', 'user_id', owner.id)).toBe(0);
  });
});

describe('notifications speak the recipient’s language (issue 29)', () => {
  const speak = (user: TestUser, language: string) => t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(user.token), payload: { language } });

  it('a like and a follow in isiZulu and Kiswahili, the actor’s name and the title as written', async () => {
    const { owner, product, shop } = await makeListing(t, { title: 'Red Kettle' });
    expect((await speak(owner, 'zu')).statusCode).toBe(200);
    await post(`/api/products/${product.id}/like`, await makeUser(t, { name: 'Zanele' }));
    expect((await notificationsOf(owner)).notifications[0]).toMatchObject({ title: 'Ukuthandwa okusha', message: 'Zanele uthande umkhiqizo wakho Red Kettle' });
    await speak(owner, 'sw');
    await post(`/api/shops/${shop.id}/follow`, await makeUser(t, { name: 'Lindiwe' }));
    expect((await notificationsOf(owner)).notifications[0]).toMatchObject({ title: 'Mfuasi mpya', message: 'Lindiwe ameanza kufuatilia duka lako' });
  });

  it('a message quoted as it was written, even when it reads like one of ours', async () => {
    const { owner, product } = await makeListing(t, { title: 'Blue Bowl' });
    await speak(owner, 'sw');
    const buyer = await makeUser(t, { name: 'Sipho' });
    const res = await post(`/api/products/${product.id}/inquiry`, buyer, { message: 'New follower' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await notificationsOf(owner)).notifications[0]).toMatchObject({ title: 'Swali jipya kutoka kwa Sipho kuhusu Blue Bowl', message: 'New follower' });
  });
});
