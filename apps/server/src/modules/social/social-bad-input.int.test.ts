import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListing, makeUser, productCounters, shopRow, type TestUser } from './test-data.ts';
import { wrongValues } from '../../../test/probes.ts';

/**
 * The social endpoints under garbage: always a 4xx error envelope with a message, never a 5xx,
 * never a leak, and no counter moves.
 */
let t: TestContext;
let ids: { product: string; shop: string; share: string; target: string };
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const listing = await makeListing(t);
  user = await makeUser(t);
  const target = await makeUser(t);
  const share = await t.app.inject({ method: 'POST', url: `/api/products/${listing.product.id}/share`, payload: {} });
  ids = { product: listing.product.id, shop: listing.shop.id, share: share.json().data.shareId, target: target.id };
});
afterAll(() => t.close());

type Endpoint = { method: InjectOptions['method']; name: string; url: () => string; auth?: boolean; body?: () => Record<string, unknown>; bodyOptional?: boolean };
const endpoints: Endpoint[] = [
  { method: 'POST', name: '/api/products/{id}/inquiry', url: () => `/api/products/${ids.product}/inquiry`, body: () => ({ message: 'Hi', contactInfo: { email: 'a@example.com' } }) },
  { method: 'POST', name: '/api/products/{id}/share', url: () => `/api/products/${ids.product}/share`, body: () => ({ platform: 'whatsapp' }), bodyOptional: true },
  { method: 'POST', name: '/api/shares/{id}/track', url: () => `/api/shares/${ids.share}/track`, body: () => ({ platform: 'whatsapp', userId: 'abc' }), bodyOptional: true },
  { method: 'POST', name: '/api/products/batch/views', url: () => '/api/products/batch/views', body: () => ({ productIds: [ids.product] }) },
  { method: 'POST', name: '/api/products/stats/batch', url: () => '/api/products/stats/batch', body: () => ({ productIds: [ids.product] }) },
  { method: 'POST', name: '/api/products/likes/batch-status', url: () => '/api/products/likes/batch-status', auth: true, body: () => ({ productIds: [ids.product] }) },
  { method: 'POST', name: '/api/products/bookmarks/batch-status', url: () => '/api/products/bookmarks/batch-status', auth: true, body: () => ({ productIds: [ids.product] }) },
  { method: 'POST', name: '/api/shops/follow/batch-status', url: () => '/api/shops/follow/batch-status', auth: true, body: () => ({ shopIds: [ids.shop] }) },
  { method: 'POST', name: '/api/follows/follow', url: () => '/api/follows/follow', auth: true, body: () => ({ followingId: ids.target }) },
  { method: 'DELETE', name: '/api/follows/unfollow', url: () => '/api/follows/unfollow', auth: true, body: () => ({ followingId: ids.target }) },
];
/** Routes that take no body: a malformed one is still a clean 400. */
const bodiless: Endpoint[] = [
  { method: 'POST', name: '/api/products/{id}/like', url: () => `/api/products/${ids.product}/like`, auth: true },
  { method: 'POST', name: '/api/products/{id}/bookmark', url: () => `/api/products/${ids.product}/bookmark`, auth: true },
  { method: 'POST', name: '/api/products/{id}/views', url: () => `/api/products/${ids.product}/views` },
  { method: 'POST', name: '/api/shops/{id}/follow', url: () => `/api/shops/${ids.shop}/follow`, auth: true },
  { method: 'DELETE', name: '/api/shops/{id}/follow', url: () => `/api/shops/${ids.shop}/follow`, auth: true },
];

const big = 'x'.repeat(10_000);
const wrongBodies: [string, string][] = [
  ['a malformed JSON body', '{bad'],
  ['an empty JSON body', ''],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['a truncated body', '{"productIds":["'],
];

function expectCleanClientError(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as { success: unknown; message: unknown };
  expect(body.success, what).toBe(false);
  expect(typeof body.message === 'string' && body.message.trim().length > 0, what).toBe(true);
  const lower = res.body.toLowerCase();
  for (const needle of ['select ', 'insert into', 'node_modules', '.ts:', 'stack', 'drizzle', 'postgres', 'pglite', 'zoderror']) {
    expect(lower, `${what} leaks "${needle}"`).not.toContain(needle);
  }
}

async function probe(endpoint: Endpoint, options: Omit<InjectOptions, 'method' | 'url'>, what: string) {
  const res = await t.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    remoteAddress: newIp(),
    ...options,
    headers: { ...(options.headers ?? {}), ...(endpoint.auth ? bearer(user.token) : {}) },
  });
  expectCleanClientError(res, `${endpoint.method} ${endpoint.url()} with ${what}`);
}

describe('bad input never breaks the social endpoints', () => {
  it.each(endpoints.map((e) => [`${e.method} ${e.name}`, e] as const))('%s', async (_label, endpoint) => {
    const json = { 'content-type': 'application/json' };
    if (!endpoint.bodyOptional) {
      await probe(endpoint, {}, 'no body');
      await probe(endpoint, { payload: {} }, 'an empty object');
    }
    for (const [label, raw] of wrongBodies) await probe(endpoint, { payload: raw, headers: json }, label);
    await probe(endpoint, { payload: '<xml/>', headers: { 'content-type': 'application/xml' } }, 'an XML body');
    const valid = endpoint.body!();
    for (const field of Object.keys(valid)) {
      for (const [label, value] of wrongValues) {
        if (typeof value === typeof valid[field] && value !== big) continue;
        await probe(endpoint, { payload: { ...valid, [field]: value } }, `${field} as ${label}`);
      }
    }
  });

  it.each(bodiless.map((e) => [`${e.method} ${e.name}`, e] as const))('%s with a malformed body', async (_label, endpoint) => {
    for (const raw of ['{bad', '', '{"a":']) await probe(endpoint, { payload: raw, headers: { 'content-type': 'application/json' } }, `body ${JSON.stringify(raw)}`);
  });

  it('moved no counter', async () => {
    const product = await productCounters(t, ids.product);
    expect(product).toMatchObject({ likesCount: 0, bookmarksCount: 0, viewsCount: 0, inquiriesCount: 0, sharesCount: 1 });
    expect((await shopRow(t, ids.shop)).followersCount).toBe(0);
  });
});
