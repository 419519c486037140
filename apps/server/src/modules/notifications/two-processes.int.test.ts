import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, openSecondApp, type TestContext } from '../../../test/harness.ts';
import { makeListing, makeShop, makeUser, type TestUser } from '../social/test-data.ts';
import { connectSocket, listenOnFreePort, nextNotification } from './test-helpers.ts';

// Two API servers on one PostgreSQL database and one Redis, as in production behind a load
// balancer: a like sent to A must reach the seller's socket on B. Each has its own pool, its own
// Socket.IO server and its own Redis connections; Redis is the only way between them.
const ready = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);
if (!ready) console.warn('two-processes.int.test.ts: needs the server-postgres project with DATABASE_URL and REDIS_URL set, so it is skipped');

describe.skipIf(!ready)('notifications across two server processes (PostgreSQL + Redis)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof openSecondApp>>;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
    a = await createTestApp({}, { redisPrefix });
    b = await openSecondApp(a, { redisPrefix });
    urlA = await listenOnFreePort(a.app);
    urlB = await listenOnFreePort(b.app);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await a?.close();
  });

  const socketOn = async (baseUrl: string, user: TestUser) => {
    const socket = await connectSocket(baseUrl, user.token);
    sockets.push(socket);
    return socket;
  };
  const postTo = (baseUrl: string, route: string, user: TestUser, body?: object) =>
    fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { ...bearer(user.token), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('a like through A reaches the seller on B within a second, and B lists it', async () => {
    const { owner, product } = await makeListing(a, { title: 'Sisal Basket' });
    const fan = await makeUser(a, { name: 'Nomsa' });
    const onB = await socketOn(urlB, owner);
    const arriving = nextNotification(onB, 1000);
    const res = await postTo(urlA, `/api/products/${product.id}/like`, fan);
    expect(res.status).toBe(200);
    const pushed = await arriving;
    expect(pushed.message).toBe('Nomsa liked your product Sisal Basket');
    const listed = (await (await fetch(`${urlB}/api/notifications`, { headers: bearer(owner.token) })).json()) as { data: { notifications: unknown[] } };
    expect(listed.data.notifications[0]).toEqual(pushed);
  });

  it('a shop follow through B reaches the owner on A, and every device of theirs on both', async () => {
    const { shop, owner } = await makeShop(a);
    const fan = await makeUser(a, { name: 'Ayanda' });
    const [onA, onB] = [await socketOn(urlA, owner), await socketOn(urlB, owner)];
    const arriving = Promise.all([nextNotification(onA), nextNotification(onB)]);
    expect((await postTo(urlB, `/api/shops/${shop.id}/follow`, fan)).status).toBe(200);
    const [fromA, fromB] = await arriving;
    expect(fromA).toEqual(fromB);
    expect(fromA).toMatchObject({ type: 'follow', message: 'Ayanda started following your shop', data: { shopId: shop.id } });
  });

  it('a user follow through A reaches B', async () => {
    const [star, fan] = [await makeUser(a), await makeUser(a, { name: 'Kagiso' })];
    const onB = await socketOn(urlB, star);
    const arriving = nextNotification(onB);
    expect((await postTo(urlA, '/api/follows/follow', fan, { followingId: star.id })).status).toBe(200);
    expect((await arriving).message).toBe('Kagiso started following you');
  });

  it('signing out through A ends the session’s socket on B (issue 9.3)', async () => {
    const user = await makeUser(a);
    const onB = await socketOn(urlB, user);
    const gone = new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), 2000);
      onB.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    expect((await postTo(urlA, '/api/auth/logout', user)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
