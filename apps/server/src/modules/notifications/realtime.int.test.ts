import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { SOCKET_PATH } from '@sokoni/contracts/notifications';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createTokenSigner } from '../../platform/security/tokens.ts';
import { makeShop, makeUser } from '../social/test-data.ts';
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

const keep = (socket: Socket) => (sockets.push(socket), socket);

describe('socket authentication', () => {
  it('refuses a missing, malformed or forged token with "Invalid or expired token"', async () => {
    const forged = await createTokenSigner('x'.repeat(48), ACCESS_TOKEN_TTL_SECONDS).signAccess({ sub: crypto.randomUUID(), sid: crypto.randomUUID(), role: 'user' });
    for (const token of [undefined, '', 'not-a-jwt', forged]) {
      await expect(connectSocket(baseUrl, token)).rejects.toMatchObject({ message: AUTH_MESSAGES.tokenInvalid, data: { status: 401 } });
    }
  });

  it('refuses the token of a signed-out session', async () => {
    const user = await makeUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    await expect(connectSocket(baseUrl, user.token)).rejects.toMatchObject({ message: AUTH_MESSAGES.tokenInvalid });
  });

  it('takes the token from an Authorization header too, over long polling as well', async () => {
    const user = await makeUser(t);
    const socket = keep(connect(baseUrl, { path: SOCKET_PATH, transports: ['polling'], extraHeaders: bearer(user.token), reconnection: false, forceNew: true }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.io.engine.transport.name).toBe('polling');
  });

  it('drops the transport when the token expires, and the client comes back by itself', async () => {
    const user = await makeUser(t);
    const shortLived = await createTokenSigner(t.config.jwtSecret, 1).signAccess({ sub: user.id, sid: JSON.parse(atob(user.token.split('.')[1]!)).sid, role: 'user' });
    let token = shortLived;
    const socket = keep(
      connect(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], auth: (cb) => cb({ token }), reconnectionDelay: 50, forceNew: true }),
    );
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    token = user.token;
    const reason = await new Promise((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('transport close');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.connected).toBe(true);
  });
});

describe('delivery', () => {
  it('reaches every device of the user and no one else', async () => {
    const [me, other] = [await makeUser(t), await makeUser(t)];
    const [phone, laptop, stranger] = [keep(await connectSocket(baseUrl, me.token)), keep(await connectSocket(baseUrl, me.token)), keep(await connectSocket(baseUrl, other.token))];
    let strangerGot = false;
    stranger.on('notification:new', () => (strangerGot = true));
    const got = Promise.all([nextNotification(phone), nextNotification(laptop)]);
    const { shop } = await makeShop(t, me);
    await t.app.inject({ method: 'POST', url: `/api/shops/${shop.id}/follow`, headers: bearer(other.token) });
    const [a, b] = await got;
    expect(a).toEqual(b);
    expect(strangerGot).toBe(false);
  });

  it('serves the socket path ahead of the API: helmet, CORS and the 404 handler never see it', async () => {
    const res = await fetch(`${baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { origin: baseUrl } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});

describe('close', () => {
  it("closes the app's sockets and lets the app close while they are connected", async () => {
    const other = await createTestApp();
    const url = await listenOnFreePort(other.app);
    const user = await makeUser(other);
    const socket = keep(await connectSocket(url, user.token));
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = performance.now();
    await other.close();
    expect(await gone).toMatch(/server disconnect|transport close/);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
