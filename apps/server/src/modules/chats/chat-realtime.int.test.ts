import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, openSecondApp, type TestApp, type TestContext } from '../../../test/harness.ts';
import { connectSocket, listenOnFreePort, nextEvent, nextNotification, socketTestApp } from '../notifications/test-helpers.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

async function chatBetween(t: TestContext, app: TestApp = t.app) {
  const { shop, owner } = await makeShop(t);
  const [product] = await makeProducts(t, shop, 1);
  const buyer = await makeUser(t, { name: 'Buyer' });
  const res = await app.inject({ method: 'POST', url: `/api/chats/shop/${shop.id}`, headers: bearer(buyer.token), payload: { productId: product!.id, message: 'Hi' } });
  return { shop, owner, buyer, chatId: res.json().data.chatId as string };
}

const send = (app: TestApp, user: TestUser, payload: object) => app.inject({ method: 'POST', url: '/api/chats/messages', headers: bearer(user.token), payload });

describe('chat over the socket (one process)', () => {
  const live = socketTestApp();
  const socketOf = (user: TestUser) => live.socketOf(user.token);

  it('message:new reaches every device of both people, the sender’s with its client key; typing goes to the other', async () => {
    const c = await chatBetween(live.t);
    const [phone, laptop, ownerSocket] = await Promise.all([socketOf(c.buyer), socketOf(c.buyer), socketOf(c.owner)]);
    const got = Promise.all([nextEvent(phone, 'message:new'), nextEvent(laptop, 'message:new'), nextEvent(ownerSocket, 'message:new')]);
    await send(live.t.app, c.buyer, { chatId: c.chatId, content: 'Still there?', clientKey: 'temp-42' });
    const [p, l, o] = await got;
    expect(p).toMatchObject({ chatId: c.chatId, clientKey: 'temp-42', message: { content: 'Still there?' } });
    expect(l.clientKey).toBe('temp-42');
    expect(o.clientKey).toBeUndefined();
    expect(o.message).toMatchObject({ content: 'Still there?', senderId: c.buyer.id });

    const typing = nextEvent(ownerSocket, 'chat:typing');
    const ack = await phone.timeout(2000).emitWithAck('chat:typing', { chatId: c.chatId, isTyping: true });
    expect(ack).toMatchObject({ success: true });
    expect(await typing).toEqual({ chatId: c.chatId, userId: c.buyer.id, isTyping: true });

    const read = nextEvent(phone, 'message:read');
    await live.t.app.inject({ method: 'POST', url: `/api/chats/${c.chatId}/read`, headers: bearer(c.owner.token) });
    expect(await read).toMatchObject({ chatId: c.chatId, readerId: c.owner.id });
  });

  it('a stranger’s typing or join is refused', async () => {
    const c = await chatBetween(live.t);
    const stranger = await makeUser(live.t);
    const s = await socketOf(stranger);
    expect(await s.timeout(2000).emitWithAck('chat:typing', { chatId: c.chatId, isTyping: true })).toMatchObject({ success: false });
    expect(await s.timeout(2000).emitWithAck('chat:join', { chatId: c.chatId })).toMatchObject({ success: false });
  });

  it('a recipient with no device connected gets a chat notification; one with a device does not', async () => {
    const c = await chatBetween(live.t);
    await send(live.t.app, c.owner, { chatId: c.chatId, content: 'We have it in blue', shopId: c.shop.id });
    await expect.poll(async () => (await live.t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(c.buyer.token) })).json().data.notifications.length).toBe(1);
    const list = (await live.t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(c.buyer.token) })).json().data.notifications;
    expect(list[0]).toMatchObject({ type: 'chat', message: 'We have it in blue' });

    const online = await socketOf(c.buyer);
    const notified = nextNotification(online, 700).then(
      () => true,
      () => false,
    );
    const arrived = nextEvent(online, 'message:new');
    await send(live.t.app, c.owner, { chatId: c.chatId, content: 'And in red', shopId: c.shop.id });
    await arrived;
    expect(await notified).toBe(false);
  });
});

const ready = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);
if (!ready) console.warn('chat-realtime.int.test.ts: the two-process case needs the server-postgres project with DATABASE_URL and REDIS_URL, so it is skipped');

describe.skipIf(!ready)('chat across two server processes (PostgreSQL + Redis)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof openSecondApp>>;
  let urlB: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
    a = await createTestApp({}, { redisPrefix });
    b = await openSecondApp(a, { redisPrefix });
    await listenOnFreePort(a.app);
    urlB = await listenOnFreePort(b.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await a?.close();
  });

  it('a message sent through A reaches the other person’s socket on B, and counts them as connected (no notification)', async () => {
    const c = await chatBetween(a);
    const onB = await connectSocket(urlB, c.owner.token);
    sockets.push(onB);
    const arrived = nextEvent(onB, 'message:new');
    const res = await send(a.app, c.buyer, { chatId: c.chatId, content: 'Through A' });
    expect(res.statusCode).toBe(201);
    expect((await arrived).message).toMatchObject({ content: 'Through A' });
    // Delivered: B answered A's presence question through Redis.
    await expect
      .poll(async () => (await a.app.inject({ method: 'GET', url: `/api/conversations/${c.owner.id}/messages`, headers: bearer(c.buyer.token) })).json().data.messages.at(-1).status)
      .toBe('delivered');
  });
});
