import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { expectError, latestCode, newIp, newPhone, signUp } from '../../../test/factories.ts';
import { users } from '../../platform/db/tables/users.ts';

// The per-address limits move with the environment (contract); each case needs its own app.
describe('per-address limits', () => {
  let signups: TestContext;
  let requests: TestContext;
  beforeAll(async () => {
    [signups, requests] = await Promise.all([createTestApp({ SIGNUP_LIMIT_PER_HOUR: '2' }), createTestApp({ RATE_LIMIT_PER_MINUTE: '5' })]);
  });
  afterAll(async () => {
    await Promise.all([signups?.close(), requests?.close()]);
  });

  it('SIGNUP_LIMIT_PER_HOUR=2: the third registration from one address is a 429 with Retry-After', async () => {
    const ip = newIp();
    const register = (phoneNumber: string, remoteAddress: string) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password: 'secret-pass-1' }, remoteAddress });
    expect((await register(newPhone(), ip)).statusCode).toBe(201);
    expect((await register(newPhone(), ip)).statusCode).toBe(201);
    const third = newPhone();
    const res = await register(third, ip);
    expectError(res, 429, AUTH_MESSAGES.tooManySignups);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await signups.database.db.select().from(users).where(eq(users.phoneNumber, third))).toHaveLength(0);
    // Another address is not affected.
    expect((await register(third, newIp())).statusCode).toBe(201);
  });

  it('RATE_LIMIT_PER_MINUTE=5: the 6th request from one address is a 429 with Retry-After', async () => {
    const ip = newIp();
    const get = (remoteAddress: string) => requests.app.inject({ method: 'GET', url: '/api/countries/picker', remoteAddress });
    for (let i = 1; i <= 5; i++) expect((await get(ip)).statusCode, `request ${i}`).toBe(200);
    const res = await get(ip);
    expectError(res, 429, 'Too many requests. Please slow down and try again shortly.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(newIp())).statusCode).toBe(200);
  });

  it('the per-number rules do not move with RATE_LIMIT_PER_MINUTE', async () => {
    // The signup app has the default per-minute limit; its per-number login rule still trips at 5.
    const phone = newPhone();
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await signups.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: phone, password: 'wrong-password' }, remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const res = await signups.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: phone, password: 'wrong-password' }, remoteAddress: ip });
    expectError(res, 429, AUTH_MESSAGES.tooManyLogins);
  });

  it('after 30 wrong codes from one address, wrong codes from it are refused for every number, right ones still work', async () => {
    const ip = newIp();
    const verify = (phoneNumber: string, otp: string, remoteAddress: string) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp }, remoteAddress });
    const phones = Array.from({ length: 7 }, () => newPhone());
    for (const phone of phones) {
      const res = await signups.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber: phone, password: 'secret-pass-1' }, remoteAddress: newIp() });
      expect(res.statusCode).toBe(201);
    }
    const wrong = async (phone: string) => {
      const code = await latestCode(signups.app, phone);
      return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    };
    for (const phone of phones.slice(0, 6)) {
      const bad = await wrong(phone);
      for (let i = 0; i < 5; i++) expect([400, 429]).toContain((await verify(phone, bad, ip)).statusCode);
    }
    const last = phones[6]!;
    const code = await latestCode(signups.app, last);
    const res = await verify(last, await wrong(last), ip);
    expectError(res, 429, AUTH_MESSAGES.codeTooManyTries);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else behind the same address (one carrier's NAT) still verifies with the right code.
    expect((await verify(last, code, ip)).statusCode).toBe(200);
  });

  it('past the address ceiling, wrong codes still spend the code’s 5 tries: no free guessing (review finding)', async () => {
    const ip = newIp();
    const verify = (phoneNumber: string, otp: string) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp }, remoteAddress: ip });
    const register = (phoneNumber: string) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password: 'secret-pass-1' }, remoteAddress: newIp() });
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Burn the address's ceiling on throwaway numbers.
    for (let i = 0; i < 6; i++) {
      const phone = newPhone();
      expect((await register(phone)).statusCode).toBe(201);
      const bad = wrongFor(await latestCode(signups.app, phone));
      for (let j = 0; j < 5; j++) await verify(phone, bad);
    }
    const victim = newPhone();
    expect((await register(victim)).statusCode).toBe(201);
    const code = await latestCode(signups.app, victim);
    for (let j = 0; j < 5; j++) expect((await verify(victim, wrongFor(code))).statusCode).toBe(429);
    // Five wrong guesses burned it: the right code no longer works, from here or anywhere.
    expectError(await verify(victim, code), 429, AUTH_MESSAGES.codeTooManyTries);
  });

  it('after 30 failed sign-ins from one address, wrong passwords from it are refused, and a right one still signs in (issue 9.6)', async () => {
    const ip = newIp();
    const neighbour = await signUp(signups.app, newPhone(), 'neighbour-pass-1', newIp());
    const login = (identifier: string, password: string) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await login(newPhone(), 'wrong-password')).statusCode, `attempt ${i + 1}`).toBe(401);
    const res = await login(newPhone(), 'wrong-password');
    expectError(res, 429, AUTH_MESSAGES.tooManyLogins);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await login(neighbour.phoneNumber, 'not-their-password'), 429, AUTH_MESSAGES.tooManyLogins);
    // The person next to the attacker, behind the same carrier address, types the right password.
    expect((await login(neighbour.phoneNumber, 'neighbour-pass-1')).statusCode).toBe(200);
  });

  it('behind one trusted proxy, a client cannot dodge the address ceiling by writing its own X-Forwarded-For (review finding)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      // The load balancer (127.0.0.1 here) appends the address it saw; the rest is the client's own writing.
      const attempt = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: newPhone(), password: 'wrong-password' },
          headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}, 198.51.100.7` },
        });
      for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode, `attempt ${i + 1}`).toBe(401);
      expectError(await attempt(30), 429, AUTH_MESSAGES.tooManyLogins);
    } finally {
      await proxied.close();
    }
    // 31 sign-ins (argon2 each) on an app of its own: a minute on a busy machine.
  }, 90_000);

  it('counts an IPv6 client by its /64', async () => {
    const attempt = (i: number) =>
      signups.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: newPhone(), password: 'wrong-password' }, remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}` });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode, `attempt ${i + 1}`).toBe(401);
    expectError(await attempt(30), 429, AUTH_MESSAGES.tooManyLogins);
  });
});
