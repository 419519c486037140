import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.ts';
import { bearer, meStatus, newPhone, signUp } from './factories.ts';
import { wrongValues } from './probes.ts';

/**
 * Every endpoint, every kind of bad input: the reply is always a 4xx error envelope with a
 * message, never a 5xx, and nothing of the server's insides (stack, SQL, paths) leaks out.
 */

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Signed-in routes get a fresh user of their own, so a probe that wrongly succeeded shows. */
  auth?: boolean;
  /** A valid body; each field is then spoiled one at a time. */
  body?: () => Record<string, unknown>;
  /** The body may be left out entirely (logout, account closure). */
  bodyOptional?: boolean;
};

const uuid = '00000000-0000-4000-8000-000000000000';
const endpoints: Endpoint[] = [
  { method: 'POST', url: '/api/auth/register', body: () => ({ phoneNumber: newPhone(), password: 'secret-pass-1' }) },
  { method: 'POST', url: '/api/auth/verify-otp', body: () => ({ phoneNumber: newPhone(), otp: '123456' }) },
  { method: 'POST', url: '/api/auth/login', body: () => ({ identifier: newPhone(), password: 'secret-pass-1' }) },
  { method: 'POST', url: '/api/auth/logout', body: () => ({ refreshToken: 'x' }), bodyOptional: true },
  { method: 'POST', url: '/api/auth/refresh', body: () => ({ refreshToken: 'x' }) },
  { method: 'POST', url: '/api/auth/refresh-token', body: () => ({ refreshToken: 'x' }) },
  { method: 'POST', url: '/api/auth/forgot-password', body: () => ({ phoneNumber: newPhone() }) },
  { method: 'POST', url: '/api/auth/verify-forgot-password', body: () => ({ phoneNumber: newPhone(), otp: '123456' }) },
  { method: 'POST', url: '/api/auth/reset-password', body: () => ({ token: 'x', newPassword: 'secret-pass-2' }) },
  { method: 'POST', url: '/api/auth/resend-otp', body: () => ({ phoneNumber: newPhone(), type: 'signup' }) },
  { method: 'PUT', url: '/api/users/me', auth: true, body: () => ({ name: 'A', username: 'abc_def', email: 'a@example.com', avatar: 'a.png' }) },
  { method: 'DELETE', url: '/api/users/me', auth: true, body: () => ({ reason: 'r' }), bodyOptional: true },
  { method: 'POST', url: '/api/users/me/delete', auth: true, body: () => ({ reason: 'r' }), bodyOptional: true },
  { method: 'POST', url: '/api/users/me/deactivate', auth: true, body: () => ({ reason: 'r' }), bodyOptional: true },
  { method: 'PUT', url: '/api/users/me/password', auth: true, body: () => ({ currentPassword: 'secret-pass-1', newPassword: 'secret-pass-2' }) },
  { method: 'PUT', url: '/api/users/me/avatar', auth: true, body: () => ({ avatar: 'a.png' }) },
  { method: 'POST', url: '/api/countries/format-price', body: () => ({ amount: 1, countryCode: 'SZ' }) },
  { method: 'POST', url: '/api/verification/phone/request', auth: true, body: () => ({ phoneNumber: newPhone() }) },
  { method: 'POST', url: '/api/verification/phone/verify', auth: true, body: () => ({ phoneNumber: newPhone(), otp: '123456' }) },
  { method: 'POST', url: '/api/user-verification', auth: true, body: () => ({ idDocumentUrl: 'u/x/verification/a.webp', videoUrl: 'u/x/verification/b.mp4' }) },
  { method: 'POST', url: `/api/admin/reports/${uuid}/resolve`, auth: true, body: () => ({ action: 'dismiss', note: 'n' }) },
  { method: 'POST', url: `/api/admin/users/${uuid}/suspend`, auth: true, body: () => ({ reason: 'r' }), bodyOptional: true },
];
/** Routes with no body: bad input is what their path and query carry. */
const readOnly = ['/api/user-verification', '/api/admin/users', '/api/admin/reports', '/api/admin/audit-log', '/api/users/me', '/api/countries/picker', '/api/countries/supported', '/api/countries', '/api/countries/current', '/api/health', '/api/dev/outbox', `/api/users/${uuid}`];

const big = 'x'.repeat(10_000);
const wrongBodies: [string, string][] = [
  ['a malformed JSON body', '{bad'],
  ['an empty JSON body', ''],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['a truncated body', '{"phoneNumber":"+2687'],
];

function expectCleanClientError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(String(res.headers['content-type']), what).toContain('application/json');
  const body = JSON.parse(res.body) as { success: unknown; message: unknown };
  expect(body.success, what).toBe(false);
  expect(typeof body.message, what).toBe('string');
  expect((body.message as string).trim().length, what).toBeGreaterThan(0);
  expectNoLeak(res.body, what, ['drizzle', 'postgres', 'pglite', 'zoderror', 'fst_']);
}

function expectNoLeak(text: string, what: string, more: string[] = []) {
  const lower = text.toLowerCase();
  for (const needle of ['select ', 'insert into', 'node_modules', '.ts:', '.js:', 'stack', '/work/', ...more]) {
    expect(lower, `${what} leaks "${needle}": ${text.slice(0, 300)}`).not.toContain(needle);
  }
  // A stack frame: "at fn (file:line)" or a line starting with "at ". ("at least" in a message is fine.)
  expect(text, `${what} leaks a stack frame`).not.toMatch(/\bat [\w$.<>]+ \(|\\n\s+at |^\s+at /m);
}

describe('bad input never breaks the API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function probe(endpoint: Endpoint, options: Omit<InjectOptions, 'method' | 'url'>, what: string, token?: string) {
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? bearer(token) : {}) },
    });
    expectCleanClientError(res, `${endpoint.method} ${endpoint.url} with ${what}`);
    return res;
  }

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, async () => {
      const session = endpoint.auth ? await signUp(t.app) : undefined;
      const token = session?.accessToken;
      const json = { 'content-type': 'application/json' };
      if (!endpoint.bodyOptional) await probe(endpoint, {}, 'no body', token);
      // `{}` is valid where every field is optional (closing an account, updating a profile).
      if (!endpoint.bodyOptional && endpoint.url !== '/api/users/me') await probe(endpoint, { payload: {} }, 'an empty object', token);
      for (const [label, raw] of wrongBodies) {
        if (raw === 'null' && endpoint.bodyOptional) continue; // JSON null is "no body" there, which is valid
        await probe(endpoint, { payload: raw, headers: json }, label, token);
      }
      await probe(endpoint, { payload: 'phoneNumber=1&password=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'a form body', token);
      await probe(endpoint, { payload: '<xml/>', headers: { 'content-type': 'application/xml' } }, 'an XML body', token);
      const valid = endpoint.body!();
      for (const field of Object.keys(valid)) {
        for (const [label, value] of wrongValues) {
          if (typeof value === typeof valid[field] && value !== big) continue; // the right type is not bad input
          if (value === null && ['email', 'avatar'].includes(field) && endpoint.url === '/api/users/me') continue; // null clears these
          await probe(endpoint, { payload: { ...valid, [field]: value } }, `${field} as ${label}`, token);
        }
      }
      if (session) {
        // No probe may have changed the account: the session still works, the password is the same.
        expect(await meStatus(t.app, session.accessToken)).toBe(200);
        const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.accessToken) })).json().data.user;
        expect(me).toMatchObject({ name: '', email: null, avatar: null });
      }
    });
  }

  it('every signed-in route refuses a missing, garbage or oversize token with a 401', async () => {
    for (const endpoint of [...endpoints.filter((e) => e.auth), { method: 'GET' as const, url: '/api/users/me' }]) {
      const payload = 'body' in endpoint && endpoint.body ? endpoint.body() : undefined;
      for (const authorization of [undefined, 'Bearer', 'Bearer undefined', 'Bearer null', `Bearer ${big}`, 'Token abc', 'Bearer a.b.c']) {
        const res = await t.app.inject({ method: endpoint.method, url: endpoint.url, payload, headers: authorization ? { authorization } : {} });
        expectCleanClientError(res, `${endpoint.method} ${endpoint.url} with authorization ${String(authorization).slice(0, 20)}`);
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it.each(['undefined', 'null', '%20', 'NaN', '0', '-1', '1.5', 'abc', '..%2F..%2Fetc%2Fpasswd', "'%20or%201=1--", `${uuid}x`, 'x'.repeat(5000), '%00', '%E0%A4%A'])(
    'GET /api/users/%s is a clear 4xx',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${id}` });
      expectCleanClientError(res, `GET /api/users/${id.slice(0, 40)}`);
    },
  );

  it('router-level failures use the envelope too: a malformed URL (400) and an over-long parameter (414)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Malformed request URL' });
    const long = await t.app.inject({ method: 'GET', url: `/api/users/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'Request URL is too long' });
  });

  it('GET /api/users/ with no id is a 4xx envelope', async () => {
    expectCleanClientError(await t.app.inject({ method: 'GET', url: '/api/users/' }), 'GET /api/users/');
  });

  it.each([
    '?limit=abc',
    '?limit=-1',
    '?limit=100000',
    '?limit=1.5',
    `?phoneNumber=${big}`,
    '?phoneNumber=a&phoneNumber=b',
  ])('GET /api/dev/outbox%s is a clear 4xx', async (query) => {
    expectCleanClientError(await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` }), `GET /api/dev/outbox${query.slice(0, 30)}`);
  });

  it('read-only routes shrug off junk: never a 5xx, never a leak', async () => {
    const s = await signUp(t.app);
    for (const url of readOnly) {
      for (const options of [
        { url: `${url}?page=undefined&limit=null&id[]=1&__proto__[x]=1` },
        { url, payload: '{bad', headers: { 'content-type': 'application/json' } },
        { url, headers: { 'accept-language': big.slice(0, 4000), 'cf-ipcountry': big.slice(0, 4000) } },
      ]) {
        const res = await t.app.inject({ method: 'GET', ...options, headers: { ...bearer(s.accessToken), ...(options.headers ?? {}) } });
        expect(res.statusCode, `GET ${options.url.slice(0, 60)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expectNoLeak(res.body, `GET ${options.url.slice(0, 60)}`);
        if (res.statusCode >= 400) expectCleanClientError(res, `GET ${options.url.slice(0, 60)}`);
      }
    }
  });

  it('a body over 1 MB is a 413', async () => {
    const payload = JSON.stringify({ phoneNumber: newPhone(), password: 'p'.repeat(1024 * 1024 + 10) });
    // A signed-in route checks the caller first (a guest gets 401 before the body is read).
    const s = await signUp(t.app);
    for (const [method, url, headers] of [
      ['POST', '/api/auth/register', {}],
      ['POST', '/api/auth/login', {}],
      ['PUT', '/api/users/me', bearer(s.accessToken)],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });
      expectCleanClientError(res, `${method} ${url} with 1 MB`);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Request body is too large');
    }
  });

  it('a malformed JSON body is a 400 "Malformed JSON in request body"', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('unknown API routes and methods are 404 envelopes', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['PATCH', '/api/users/me'],
      ['POST', '/api/countries/picker'],
      ['GET', '/api/auth/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectCleanClientError(res, `${method} ${url}`);
      expect(res.statusCode).toBe(404);
    }
  });
});
