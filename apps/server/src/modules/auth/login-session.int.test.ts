import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, accountClosedOnMessage } from '@sokoni/contracts/messages';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import {
  ageCodes,
  bearer,
  expectError,
  latestCode,
  login,
  meStatus,
  newIp,
  newPhone,
  sessionOf,
  signUp,
} from '../../../test/factories.ts';
import { createTokenSigner } from '../../platform/security/tokens.ts';
import { users } from '../../platform/db/tables/users.ts';
import { sessions } from '../../platform/db/tables/auth.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (refreshToken: string, path = '/api/auth/refresh') => post(path, { refreshToken });
const sessionRow = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe('POST /api/auth/login', () => {
  it('signs in with the right pair, in any phone format', async () => {
    const s = await signUp(t.app);
    for (const identifier of [s.phoneNumber, s.phoneNumber.slice(1), s.phoneNumber.slice(4), `+268 ${s.phoneNumber.slice(4, 8)} ${s.phoneNumber.slice(8)}`]) {
      const res = await login(t.app, identifier, s.password);
      expect(res.statusCode, `${identifier}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.message).toBe(AUTH_MESSAGES.loggedIn);
      expect(body.data.user).toMatchObject({ id: s.user.id, phoneNumber: s.phoneNumber });
      expect(body.data.tokens).toEqual({ accessToken: body.data.accessToken, refreshToken: body.data.refreshToken });
      expect(await meStatus(t.app, body.data.accessToken)).toBe(200);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.lastLogin).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown number the same way: 401', async () => {
    const s = await signUp(t.app);
    const ip = newIp();
    const wrong = expectError(await login(t.app, s.phoneNumber, 'not-the-password', ip), 401, AUTH_MESSAGES.invalidCredentials);
    const unknown = expectError(await login(t.app, newPhone(), 'not-the-password', ip), 401, AUTH_MESSAGES.invalidCredentials);
    const garbage = expectError(await login(t.app, 'not a phone', 'not-the-password', ip), 401, AUTH_MESSAGES.invalidCredentials);
    expect(wrong).toEqual(unknown);
    expect(unknown).toEqual(garbage);
    expect(wrong).not.toHaveProperty('data');
  });

  it('refuses an unverified number with 403, requiresPhoneVerification and no tokens', async () => {
    const phone = newPhone();
    await post('/api/auth/register', { phoneNumber: phone, password: 'secret-pass-1' });
    const res = await login(t.app, phone.slice(4), 'secret-pass-1');
    const body = expectError(res, 403, AUTH_MESSAGES.phoneNotVerified);
    expect(body.data).toEqual({ requiresPhoneVerification: true, phoneNumber: phone });
    expect(res.body).not.toContain('accessToken');
    expect(res.body).not.toContain('refreshToken');
    const rows = await t.database.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.phoneNumber, phone));
    expect(rows).toHaveLength(0);
  });

  it('locks a number from one address after 5 failed sign-ins: 429 with Retry-After, even with the right password', async () => {
    const s = await signUp(t.app);
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expectError(await login(t.app, s.phoneNumber, `wrong-${i}-password`, ip), 401, AUTH_MESSAGES.invalidCredentials);
    }
    const res = await login(t.app, s.phoneNumber, s.password, ip);
    expectError(res, 429, AUTH_MESSAGES.tooManyLogins);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another number from the same address is unaffected…
    const other = await signUp(t.app);
    expect((await login(t.app, other.phoneNumber, other.password, ip)).statusCode).toBe(200);
    // …and so is the owner on another address (issue 9.6: a stranger cannot lock them out).
    expect((await login(t.app, s.phoneNumber, s.password, newIp())).statusCode).toBe(200);
  });

  it('guessing one number from many addresses locks it after 25 failures in an hour', async () => {
    const s = await signUp(t.app);
    for (let i = 0; i < 25; i++) expect((await login(t.app, s.phoneNumber, `wrong-${i}-password`, newIp())).statusCode).toBe(401);
    const res = await login(t.app, s.phoneNumber, s.password, newIp());
    expectError(res, 429, AUTH_MESSAGES.tooManyLogins);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  it('a success clears the failures of the number', async () => {
    const s = await signUp(t.app);
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await login(t.app, s.phoneNumber, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(t.app, s.phoneNumber, s.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, s.phoneNumber, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(t.app, s.phoneNumber, s.password, ip)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it.each(['/api/auth/refresh', '/api/auth/refresh-token'])('%s rotates: new pair, the old refresh token is refused', async (path) => {
    const s = await signUp(t.app);
    const res = await refresh(s.refreshToken, path);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.tokens).toEqual({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    expect(data.refreshToken).not.toBe(s.refreshToken);
    expect(sessionOf(data.accessToken)).toBe(sessionOf(s.accessToken));
    expect(await meStatus(t.app, data.accessToken)).toBe(200);
    expect((await refresh(data.refreshToken, path)).statusCode).toBe(200);
  });

  it('reusing a rotated token at once revokes the whole session: the newest refresh token stops working too', async () => {
    const s = await signUp(t.app);
    const first = await refresh(s.refreshToken);
    const { accessToken, refreshToken } = first.json().data;
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    const row = await sessionRow(sessionOf(s.accessToken));
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedReason).toBe('refresh_token_reuse');
    expectError(await refresh(refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
    expectError(me, 401, AUTH_MESSAGES.tokenInvalid);
    // Other sessions of the same user live on.
    const other = await login(t.app, s.phoneNumber, s.password);
    expect(await meStatus(t.app, other.json().data.accessToken)).toBe(200);
  });

  it('every token of the session stops working, however many rotations ago the reused one was', async () => {
    const s = await signUp(t.app);
    const second = (await refresh(s.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;
    expectError(await refresh(s.refreshToken, '/api/auth/refresh-token'), 401, AUTH_MESSAGES.refreshInvalid);
    expectError(await refresh(third.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    expect(await meStatus(t.app, third.accessToken)).toBe(401);
  });

  it('two refreshes racing with one token: one is refused, and as a reuse it ends the session', async () => {
    const s = await signUp(t.app);
    const replies = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = replies.find((r) => r.statusCode === 200)!.json().data;
    expect((await sessionRow(sessionOf(s.accessToken))).revokedReason).toBe('refresh_token_reuse');
    expect(await meStatus(t.app, winner.accessToken)).toBe(401);
    expectError(await refresh(winner.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
  });

  it('refuses unknown tokens and a missing token', async () => {
    expectError(await refresh('not-a-real-token'), 401, AUTH_MESSAGES.refreshInvalid);
    const res = await post('/api/auth/refresh', {});
    expectError(res, 422, 'Refresh token is required');
  });
});

describe('POST /api/auth/logout', () => {
  it('with {refreshToken} revokes that session', async () => {
    const s = await signUp(t.app);
    const other = (await login(t.app, s.phoneNumber, s.password)).json().data;
    const res = await post('/api/auth/logout', { refreshToken: s.refreshToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: AUTH_MESSAGES.loggedOut });
    expect(await meStatus(t.app, s.accessToken)).toBe(401);
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    expect((await sessionRow(sessionOf(s.accessToken))).revokedReason).toBe('logout');
    // Only that session.
    expect(await meStatus(t.app, other.accessToken)).toBe(200);
  });

  it('with only the bearer revokes the access token’s session', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(s.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await meStatus(t.app, s.accessToken)).toBe(401);
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
  });

  it('with only an expired access token still ends that session (the client sends no body)', async () => {
    const s = await signUp(t.app);
    const expired = await createTokenSigner(t.config.jwtSecret, -60).signAccess({ sub: s.user.id, sid: sessionOf(s.accessToken), role: 'user' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(expired) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionRow(sessionOf(s.accessToken))).revokedReason).toBe('logout');
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
  });

  it('a token signed with another secret cannot end anyone’s session', async () => {
    const s = await signUp(t.app);
    const forged = await createTokenSigner('f'.repeat(64), 60).signAccess({ sub: s.user.id, sid: sessionOf(s.accessToken), role: 'user' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(forged) })).statusCode).toBe(200);
    expect(await meStatus(t.app, s.accessToken)).toBe(200);
  });

  it('with neither is a harmless 200, and a garbage token changes nothing', async () => {
    const s = await signUp(t.app);
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
    expect((await post('/api/auth/logout', { refreshToken: 'garbage' }, bearer('garbage'))).statusCode).toBe(200);
    expect(await meStatus(t.app, s.accessToken)).toBe(200);
  });
});

describe('access tokens', () => {
  it('an expired access token is a 401 "Token expired"', async () => {
    const s = await signUp(t.app);
    const expired = await createTokenSigner(t.config.jwtSecret, -60).signAccess({ sub: s.user.id, sid: sessionOf(s.accessToken), role: 'user' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(expired) });
    expectError(res, 401, AUTH_MESSAGES.tokenExpired);
  });

  it('a token signed with another secret, or with another algorithm, is refused', async () => {
    const s = await signUp(t.app);
    const claims = { sid: sessionOf(s.accessToken), role: 'admin' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(s.user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(forged) }), 401, AUTH_MESSAGES.tokenInvalid);
    const [header, payload] = s.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(none) }), 401, AUTH_MESSAGES.tokenInvalid);
  });

  it('a valid signature for a session that does not exist is refused', async () => {
    const s = await signUp(t.app);
    const token = await createTokenSigner(t.config.jwtSecret, 60).signAccess({ sub: s.user.id, sid: crypto.randomUUID(), role: 'user' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }), 401, AUTH_MESSAGES.tokenInvalid);
  });
});

describe('closing an account', () => {
  it('a deactivated user is signed out, can sign in again and is active', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/deactivate', headers: bearer(s.accessToken), payload: { reason: 'taking a break' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.deactivated);
    let [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ status: 'deactivated', closureReason: 'taking a break' });
    expect(await meStatus(t.app, s.accessToken)).toBe(401);
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    // Hidden from others while deactivated.
    const peer = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${s.user.id}`, headers: bearer(peer.accessToken) })).statusCode).toBe(404);

    const again = await login(t.app, s.phoneNumber, s.password);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.user.id).toBe(s.user.id);
    [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ status: 'active', closedAt: null, closureReason: null });
    expect(await meStatus(t.app, again.json().data.accessToken)).toBe(200);
  });

  it('a deleted user cannot sign in: the right password is told the account was closed and when, a wrong one gets the usual 401', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(s.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.deleted);
    expect(await meStatus(t.app, s.accessToken)).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    const closed = login(t.app, s.phoneNumber, s.password, newIp());
    const body = expectError(await closed, 403, accountClosedOnMessage(row!.closedAt!));
    expect(body.message).toMatch(/^This account was closed on \d{1,2} \w+ \d{4}\. Create a new account to use Sokoni again\.$/);
    expect((await closed).body).not.toContain('accessToken');
    // Without the password nothing tells the number ever had an account.
    const ip = newIp();
    const wrong = expectError(await login(t.app, s.phoneNumber, 'not-the-password', ip), 401, AUTH_MESSAGES.invalidCredentials);
    expect(wrong).toEqual(expectError(await login(t.app, newPhone(), 'not-the-password', ip), 401, AUTH_MESSAGES.invalidCredentials));
    expectError(await refresh(s.refreshToken), 401, AUTH_MESSAGES.refreshInvalid);
    // Forgot password says so too, and sends no code.
    expectError(await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber }), 404, AUTH_MESSAGES.accountClosed);
    expectError(await post('/api/auth/forgot-password', { phoneNumber: newPhone() }), 404, AUTH_MESSAGES.noAccount);
  });

  it('the number of a deleted account can register anew as a new account, which then answers for it', async () => {
    const s = await signUp(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(s.accessToken) })).statusCode).toBe(200);

    await ageCodes(t, s.phoneNumber, 61);
    const again = await signUp(t.app, s.phoneNumber, 'brand-new-password');
    expect(again.user.id).not.toBe(s.user.id);
    expect((await login(t.app, s.phoneNumber, 'brand-new-password')).statusCode).toBe(200);
    // The live account is the one checked: the old password is just wrong now.
    expectError(await login(t.app, s.phoneNumber, s.password, newIp()), 401, AUTH_MESSAGES.invalidCredentials);
    const rows = await t.database.db.select().from(users).where(eq(users.phoneNumber, s.phoneNumber));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'deleted']);
    expect((await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber })).statusCode).toBe(200);
  });

  it('POST /users/me/delete with a reason deletes too', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/delete', headers: bearer(s.accessToken), payload: { reason: 'moving away' } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ status: 'deleted', closureReason: 'moving away' });
    expectError(await login(t.app, s.phoneNumber, s.password, newIp()), 403, accountClosedOnMessage(row!.closedAt!));
    expect(await latestCode(t.app, s.phoneNumber)).toMatch(/^\d{6}$/);
  });
});
