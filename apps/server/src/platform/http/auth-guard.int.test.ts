import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { signUp, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

// Issue 24.6: the scheme of `Authorization` is case-insensitive (RFC 7235), and who is calling is
// checked before the body: a guest on a signed-in route gets 401, never a validation 422.
describe('the auth guard', () => {
  let t: TestContext;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('takes the scheme written "%s"', async (scheme) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `${scheme} ${user.accessToken}` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('ends the session named by a lower-case bearer token on logout', async () => {
    const other = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `bearer ${other.accessToken}` } });
    expect(out.statusCode, out.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${other.accessToken}` } });
    expect(me.statusCode).toBe(401);
  });

  it('still refuses other schemes and a missing token', async () => {
    for (const authorization of [`Basic ${user.accessToken}`, 'Bearer', 'Bearer   ', `Bearer${user.accessToken}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  const invalidBodies = [
    { method: 'POST', url: '/api/user-verification', payload: {} },
    { method: 'PUT', url: '/api/users/me', payload: { name: 42, email: 'not an email' } },
    { method: 'POST', url: '/api/reports', payload: { targetType: 'nothing' } },
    { method: 'POST', url: '/api/chats/messages', payload: {} },
    { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: 'nope' } },
    { method: 'POST', url: '/api/shops', payload: {} },
  ] as const;

  it.each(invalidBodies)('answers a guest $method $url with an invalid body 401, not 422', async (call) => {
    const res = await t.app.inject(call);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.authRequired });
  });

  it('answers a guest 401 before looking at the text of the body (a null byte) too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me', payload: { name: 'a\u0000b' } });
    expect(res.statusCode).toBe(401);
  });

  it('still validates the body of a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user-verification', headers: { authorization: `Bearer ${user.accessToken}` }, payload: {} });
    expect(res.statusCode).toBe(422);
  });
});
