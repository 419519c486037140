import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, bearer, latestCode, login, signUp, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { connectSocket, listenOnFreePort } from '../notifications/test-helpers.ts';

// Issue 9.3: a socket must not outlive its session. Every way a session is revoked ends its
// open sockets at once, while the REST API already answers 401.
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

async function socketOf(session: { accessToken: string }) {
  const socket = await connectSocket(baseUrl, session.accessToken);
  sockets.push(socket);
  return socket;
}

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
function ended(socket: Socket, ms = 1500): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function secondSession(user: SignedIn & { phoneNumber: string; password: string }) {
  const res = await login(t.app, user.phoneNumber, user.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
}

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('a revoked session loses its sockets', () => {
  it('logout ends that session’s socket and leaves the same user’s other session connected', async () => {
    const user = await signUp(t.app);
    const other = await secondSession(user);
    const [mine, elsewhere] = [await socketOf(user), await socketOf(other)];
    const [mineEnded, elsewhereEnded] = [ended(mine), ended(elsewhere)];
    expect((await post('/api/auth/logout', user.accessToken, { refreshToken: user.refreshToken })).statusCode).toBe(200);
    expect(await mineEnded).toBe('io server disconnect');
    expect(await elsewhereEnded).toBe('still connected');
    // And it cannot come back with the revoked token.
    await expect(connectSocket(baseUrl, user.accessToken)).rejects.toThrow();
  });

  it('a password change ends the other sessions’ sockets, not the one that changed it', async () => {
    const user = await signUp(t.app);
    const other = await secondSession(user);
    const [mine, elsewhere] = [await socketOf(user), await socketOf(other)];
    const [mineEnded, elsewhereEnded] = [ended(mine), ended(elsewhere)];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(user.accessToken),
      payload: { currentPassword: user.password, newPassword: 'another-pass-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await elsewhereEnded).toBe('io server disconnect');
    expect(await mineEnded).toBe('still connected');
  });

  it('a password reset ends every socket of the account', async () => {
    const user = await signUp(t.app);
    const socket = await socketOf(user);
    const gone = ended(socket);
    await ageCodes(t, user.phoneNumber, 61);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { phoneNumber: user.phoneNumber } })).statusCode).toBe(200);
    const otp = await latestCode(t.app, user.phoneNumber);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-forgot-password', payload: { phoneNumber: user.phoneNumber, otp } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: verified.json().data.token, newPassword: 'brand-new-pass-3' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('presenting a rotated refresh token (theft) ends the session’s socket', async () => {
    const user = await signUp(t.app);
    const socket = await socketOf(user);
    const gone = ended(socket, 3000);
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
  });

  it.each([
    ['deactivation', '/api/users/me/deactivate'],
    ['deletion', '/api/users/me/delete'],
  ])('%s ends every socket of the account', async (_name, url) => {
    const user = await signUp(t.app);
    const other = await secondSession(user);
    const [a, b] = [await socketOf(user), await socketOf(other)];
    const gone = Promise.all([ended(a), ended(b)]);
    expect((await post(url, user.accessToken, { reason: 'testing' })).statusCode).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
