import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@sokoni/contracts/push';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { connectSocket, listenOnFreePort } from '../notifications/test-helpers.ts';
import { countWhere, makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';
import { createPushRepo } from './repo.ts';
import { startTestPushService } from './test-push-service.ts';

// Web Push end to end: the app encrypts and signs, a push service on loopback decrypts as a browser would.
describe('web push', () => {
  let t: TestContext;
  let push: Awaited<ReturnType<typeof startTestPushService>>;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp({}, { testPushService: push.service });
    url = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
    await push?.close();
  });

  const subscribe = async (user: TestUser) => {
    const subscription = push.subscribe();
    const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: subscription });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { subscribed: true }, message: PUSH_MESSAGES.subscribed });
    return subscription;
  };
  const chatWith = async (seller: TestUser) => {
    const { shop } = await makeShop(t, seller);
    const [product] = await makeProducts(t, shop, 1);
    const buyer = await makeUser(t, { name: 'Thandi' });
    const started = await t.app.inject({ method: 'POST', url: `/api/chats/shop/${shop.id}`, headers: bearer(buyer.token), payload: { productId: product!.id, message: 'Is the radio still for sale?' } });
    expect(started.statusCode, started.body).toBe(201);
    return { buyer, chatId: started.json().data.chatId as string };
  };

  it('gives browsers the VAPID key to subscribe with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { enabled, publicKey } = res.json().data;
    expect(enabled).toBe(true);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('wakes a seller with no tab open when a buyer writes, encrypted for their browser and signed with the key it subscribed with', async () => {
    const seller = await makeUser(t);
    const subscription = await subscribe(seller);
    const before = push.received.length;
    const { chatId } = await chatWith(seller);
    const [message] = (await push.waitFor(before + 1)).slice(before);
    expect(message!.endpoint).toBe(subscription.endpoint);
    expect(message!.payload).toEqual({ title: 'New message from Thandi', body: 'Is the radio still for sale?', url: `/messages?chat=${chatId}`, tag: `chat-${chatId}` });
    expect(message!.vapidKey).toBe((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().data.publicKey);
    expect(message!.audience).toBe(new URL(subscription.endpoint).origin);
    expect(message!.urgency).toBe('high');
  });

  it('sends nothing while a tab is open (the socket shows it), nor for events not worth waking a phone for', async () => {
    const seller = await makeUser(t);
    await subscribe(seller);
    const socket = await connectSocket(url, seller.token);
    sockets.push(socket);
    const before = push.received.length;
    await chatWith(seller);
    socket.close();
    // A like is not a push event even with no tab open.
    const { shop } = await makeShop(t, await makeUser(t));
    const [product] = await makeProducts(t, shop, 1);
    const fan = await makeUser(t);
    const liked = await t.app.inject({ method: 'POST', url: `/api/products/${product!.id}/like`, headers: bearer(fan.token) });
    expect(liked.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.length).toBe(before);
  });

  it('respects the push switch in Settings', async () => {
    const seller = await makeUser(t);
    await subscribe(seller);
    const off = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: bearer(seller.token), payload: { push: { enabled: false } } });
    expect(off.statusCode).toBe(200);
    const before = push.received.length;
    await chatWith(seller);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.length).toBe(before);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const seller = await makeUser(t);
    const subscription = await subscribe(seller);
    push.expire(subscription.endpoint);
    await chatWith(seller);
    await expect.poll(() => countWhere(t, 'push_subscriptions', 'endpoint', subscription.endpoint)).toBe(0);
  });

  it('moves a browser to whoever subscribes it last, and lets only its owner unsubscribe', async () => {
    const [first, second] = [await makeUser(t), await makeUser(t)];
    const subscription = await subscribe(first);
    const again = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(second.token), payload: subscription });
    expect(again.statusCode).toBe(200);
    expect(await countWhere(t, 'push_subscriptions', 'endpoint', subscription.endpoint)).toBe(1);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: bearer(first.token), payload: { endpoint: subscription.endpoint } }), 404, PUSH_MESSAGES.notFound);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: bearer(second.token), payload: { endpoint: subscription.endpoint } });
    expect(gone.json()).toEqual({ success: true, data: { subscribed: false }, message: PUSH_MESSAGES.unsubscribed });
    expect(await countWhere(t, 'push_subscriptions', 'endpoint', subscription.endpoint)).toBe(0);
  });

  it('refuses guests and bad subscriptions with clear errors', async () => {
    const user = await makeUser(t);
    expectError(await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: push.subscribe() }), 401);
    for (const endpoint of ['http://push.example/x', 'https://[::1', 'https://fcm.googleapis.com@evil.example/x', 'https://evil.example\\@fcm.googleapis.com/x']) {
      const odd = { ...push.subscribe(), endpoint };
      expectFieldError(await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: odd }), 'endpoint', PUSH_MESSAGES.endpoint);
    }
    const badKeys = { ...push.subscribe(), keys: { p256dh: 'short', auth: '!!' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: badKeys });
    expect(res.statusCode).toBe(422);
  });
});

describe('web push limited to the browsers\' push services (PUSH_SERVICE_HOSTS, production\'s default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,push.apple.com' });
  });
  afterAll(async () => t?.close());

  it('takes endpoints on the listed push services only, never an address of its own network', async () => {
    const user = await makeUser(t);
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const post = (endpoint: string) => t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: { endpoint, keys } });
    for (const endpoint of ['https://127.0.0.1:9000/push/x', 'https://169.254.169.254/latest', 'https://internal.example/x', 'https://evilfcm.googleapis.com.example/x', 'https://notfcm.googleapis.com/x']) {
      expectFieldError(await post(endpoint), 'endpoint', PUSH_MESSAGES.endpoint);
    }
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    expect((await post('https://web.push.apple.com/QGx')).statusCode).toBe(200);
    expect(await countWhere(t, 'push_subscriptions', 'user_id', user.id)).toBe(2);
  });
});

describe('web push reaches public addresses only, in every mode (issue 24)', () => {
  // The default NODE_ENV and no PUSH_SERVICE_HOSTS: any https push service, but never this network.
  let t: TestContext;
  let listener: ReturnType<typeof createServer>;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    t = await createTestApp();
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => listener?.close(resolve));
  });

  const browserKeys = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };

  it('refuses loopback, private, link-local, CGNAT, metadata, unique-local and IPv4-mapped endpoints at subscription', async () => {
    const user = await makeUser(t);
    const refused = [
      `https://127.0.0.1:${port}/push/x`,
      'https://10.0.0.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      `https://0x7f000001:${port}/push/x`,
      `https://2130706433:${port}/push/x`,
      'https://0.0.0.0/x',
      'https://172.16.0.1/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://100.100.100.200/x',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://[fd00:ec2::254]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
      'https://localhost/x',
      'https://push.localhost/x',
    ];
    for (const endpoint of refused) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: { endpoint, keys: browserKeys() } });
      expect(res.statusCode, endpoint).toBe(422);
      expectFieldError(res, 'endpoint', PUSH_MESSAGES.endpoint);
    }
    expect(await countWhere(t, 'push_subscriptions', 'user_id', user.id)).toBe(0);
    // A public push service is still fine.
    const fcm = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(user.token), payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browserKeys() } });
    expect(fcm.statusCode).toBe(200);
  });

  it('refuses at send time a host name that resolves to loopback (and a stored loopback address): nothing connects, the subscription is forgotten', async () => {
    const seller = await makeUser(t);
    // Stored as they would be had the name resolved elsewhere when subscribed (DNS rebinding).
    const endpoints = [`https://localhost:${port}/push/rebound`, `https://127.0.0.1:${port}/push/literal`, `https://[::ffff:7f00:1]:${port}/push/mapped`];
    for (const endpoint of endpoints) await createPushRepo(t.database.db).save(seller.id, { endpoint, expirationTime: null, keys: browserKeys() });
    const { shop } = await makeShop(t, seller);
    const [product] = await makeProducts(t, shop, 1);
    const buyer = await makeUser(t, { name: 'Rebinder' });
    const started = await t.app.inject({ method: 'POST', url: `/api/chats/shop/${shop.id}`, headers: bearer(buyer.token), payload: { productId: product!.id, message: 'Hello?' } });
    expect(started.statusCode, started.body).toBe(201);
    await expect.poll(() => countWhere(t, 'push_subscriptions', 'user_id', seller.id), { timeout: 8_000 }).toBe(0);
    expect(connections).toBe(0);
  });
});
