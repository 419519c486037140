import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ageCodes, expectError, expectFieldError, newPhone } from '../../../test/factories.ts';
import { OUTBOX_MESSAGES } from './routes.ts';

describe('GET /api/dev/outbox', () => {
  let t: TestContext;
  let prod: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    [t, prod, proxied] = await Promise.all([createTestApp(), createTestApp({ NODE_ENV: 'production' }), createTestApp({ TRUST_PROXY: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), prod?.close(), proxied?.close()]);
  });

  const outbox = (query = '') => t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
  type Message = { to: string; type: string; code: string; text: string; createdAt: string };

  it('lists what was sent, newest first, filtered by number in any accepted format', async () => {
    const phone = newPhone();
    const other = newPhone();
    const register = (phoneNumber: string) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password: 'secret-pass-1' } });
    expect((await register(phone)).statusCode).toBe(201);
    expect((await register(other)).statusCode).toBe(201);
    await ageCodes(t, phone, 61);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', payload: { phoneNumber: phone } })).statusCode).toBe(200);

    const national = phone.slice(4);
    for (const q of [phone, phone.slice(1), national, `+268 ${national.slice(0, 4)} ${national.slice(4)}`, `0${national}`]) {
      const res = await outbox(`?phoneNumber=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const messages: Message[] = res.json().data.messages;
      expect(messages, q).toHaveLength(2);
      expect(messages.every((m) => m.to === phone && m.type === 'signup')).toBe(true);
      expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
      expect(messages[0]!.code).toMatch(/^\d{6}$/);
      expect(messages[0]!.text).toContain(messages[0]!.code);
      expect(new Date(messages[0]!.createdAt).toISOString()).toBe(messages[0]!.createdAt);
    }
    expect((await outbox(`?phoneNumber=${encodeURIComponent(phone)}&limit=1`)).json().data.messages).toHaveLength(1);
  });

  it('never lists without a phone number (issue 9.1: that listed every code to anyone)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber: newPhone(), password: 'secret-pass-1' } })).statusCode).toBe(201);
    for (const query of ['', '?limit=5', '?phoneNumber=', '?phoneNumber=%20']) {
      const res = await outbox(query);
      expectFieldError(res, 'phoneNumber', OUTBOX_MESSAGES.phoneRequired);
      expect(res.body, query).not.toMatch(/"code"/);
    }
  });

  it('answers only the machine itself, whatever X-Forwarded-For says, even with TRUST_PROXY', async () => {
    const phone = newPhone();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber: phone, password: 'secret-pass-1' } })).statusCode).toBe(201);
    const query = `/api/dev/outbox?phoneNumber=${encodeURIComponent(phone)}`;
    for (const app of [t.app, proxied.app]) {
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
        for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1', host: 'localhost' }]) {
          const res = await app.inject({ method: 'GET', url: query, remoteAddress, headers });
          expectError(res, 403, OUTBOX_MESSAGES.notThisMachine);
          expect(res.body).not.toMatch(/\d{6}/);
        }
      }
    }
    // A reverse proxy on this very machine connects from loopback: what it forwards is refused.
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }, { via: '1.1 nginx' }]) {
      expectError(await t.app.inject({ method: 'GET', url: query, remoteAddress: '127.0.0.1', headers }), 403, OUTBOX_MESSAGES.notThisMachine);
    }
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: query, remoteAddress })).json().data.messages, remoteAddress).toHaveLength(1);
    }
  });

  it('is empty for a number that was sent nothing, and refuses bad queries with 422', async () => {
    expect((await outbox(`?phoneNumber=${encodeURIComponent(newPhone())}`)).json().data.messages).toEqual([]);
    expectFieldError(await outbox('?limit=0'), 'limit');
    expectFieldError(await outbox('?limit=abc'), 'limit');
    expectFieldError(await outbox(`?phoneNumber=${'1'.repeat(40)}`), 'phoneNumber');
  });

  it('does not exist in production', async () => {
    expect(prod.config.isProduction).toBe(true);
    expectError(await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' }), 404);
    // …while the rest of the API does.
    expect((await prod.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
