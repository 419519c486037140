import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp, newPhone } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../../modules/social/test-data.ts';
import { limitedLists, type Fixtures, type OpenApiDocument } from './test-openapi-cases.ts';

/** Contract: "`limit` is capped at 100: a larger value is served as 100, not refused." */

const PRODUCTS = 105;

let t: TestContext;
let admin: TestUser;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'Limit Admin' });
  const other = await makeUser(t, { name: 'Someone Else' });
  const { shop } = await makeShop(t);
  const [product] = await makeProducts(t, shop, PRODUCTS);
  const comment = await t.app.inject({ method: 'POST', url: `/api/products/${product!.id}/comments`, headers: bearer(admin.token), payload: { comment: 'Nice', rating: 4 } });
  expect(comment.statusCode, comment.body).toBe(201);
  fixtures = { productId: product!.id, shopId: shop.id, commentId: comment.json().data.comment.id, userId: other.id, shareId: crypto.randomUUID(), mediaKey: 'none', phone: newPhone };
});
afterAll(() => t?.close());

// Each request from an address of its own (the per-address limits), the outbox from the machine itself.
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: url.startsWith('/api/dev/') ? '127.0.0.1' : newIp(), headers: bearer(admin.token) });
const refusesLimit = (res: { statusCode: number; json: () => { errors?: { field: string }[] } }) =>
  res.statusCode === 422 && (res.json().errors ?? []).some((e) => e.field === 'limit');

/** The lengths of the arrays directly in `data`, and its pagination when it has one. */
function listsIn(data: unknown): { lengths: number[]; pagination?: { total?: number; totalPages?: number } } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const lengths = Object.values(record).flatMap((v) => (Array.isArray(v) ? [v.length] : []));
  return { lengths: Array.isArray(data) ? [data.length] : lengths, pagination: record.pagination as never };
}

describe('every list that takes limit', () => {
  it('serves limit=1000 as 100 and still refuses 0, -1, 1.5 and abc with 422', { timeout: 120_000 }, async () => {
    const lists = limitedLists(t.app.swagger() as OpenApiDocument, fixtures);
    // A document that lost its query schemas would pass by asking nothing.
    expect(lists.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let served = 0;
    for (const { operation, url } of lists) {
      const res = await get(url('1000'));
      if (res.statusCode === 200) served++;
      if (refusesLimit(res) || res.statusCode >= 500) failures.push(`${operation} limit=1000 → ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode === 200) {
        const { lengths, pagination } = listsIn(res.json().data);
        if (lengths.some((n) => n > 100)) failures.push(`${operation} limit=1000 → more than 100 items`);
        if (typeof pagination?.total === 'number' && pagination.totalPages !== Math.max(1, Math.ceil(pagination.total / 100))) {
          failures.push(`${operation} limit=1000 → ${JSON.stringify(pagination)}, not paged by 100`);
        }
      }
      for (const bad of ['0', '-1', '1.5', 'abc']) {
        const refused = await get(url(bad));
        if (!refusesLimit(refused)) failures.push(`${operation} limit=${bad} → ${refused.statusCode}, not a 422 on limit`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Most lists exist for the fixtures and the admin: the checks above saw real replies.
    expect(served).toBeGreaterThan(lists.length * 0.8);
  });

  it.each(['/api/products', `/api/shops/{shopId}/products`])('%s?limit=1000 answers 100 products, paged by 100', async (template) => {
    const path = template.replace('{shopId}', fixtures.shopId);
    const first = await get(`${path}?shopId=${fixtures.shopId}&limit=1000`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.products).toHaveLength(100);
    expect(first.json().data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, total: PRODUCTS, hasMore: true, hasNextPage: true });
    const second = (await get(`${path}?shopId=${fixtures.shopId}&limit=1000&page=2`)).json().data;
    expect(second.products).toHaveLength(PRODUCTS - 100);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasMore: false });
  });
});
