import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp, newPhone, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../../modules/social/test-data.ts';
import { file, png, upload, type Part } from '../../modules/media/test-upload.ts';
import { fuzzRequests, type Fixtures, type FuzzRequest, type OpenApiDocument } from './test-openapi-cases.ts';

/**
 * issue 9: a null byte, a lone surrogate, a 100,000-character string and a wrong type in every
 * string field of the OpenAPI document (path, query, JSON body) are a 4xx, never a 5xx.
 */

/** These end the caller's session or account: each request gets a user of its own. */
const ENDS_SESSION = ['POST /api/auth/logout', 'DELETE /api/users/me', 'POST /api/users/me/delete', 'POST /api/users/me/deactivate', 'PUT /api/users/me/password'];
const UPLOAD_ROUTES: [method: 'POST' | 'PUT', url: string, fileField: string][] = [
  ['POST', '/api/media/upload', 'file'],
  ['POST', '/api/users/me/avatar', 'avatar'],
  ['PUT', '/api/users/me/avatar', 'file'],
];
const CONCURRENCY = 8;

let t: TestContext;
let admin: TestUser;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  // An admin reaches the moderation routes too; everywhere else it is an ordinary signed-in user.
  admin = await makeUser(t, { role: 'admin', name: 'Fuzz Admin' });
  const other = await makeUser(t, { name: 'Someone Else' });
  const { shop } = await makeShop(t);
  const [product] = await makeProducts(t, shop, 1);
  const comment = await t.app.inject({ method: 'POST', url: `/api/products/${product!.id}/comments`, headers: bearer(admin.token), payload: { comment: 'Nice', rating: 4 } });
  expect(comment.statusCode, comment.body).toBe(201);
  const share = await t.app.inject({ method: 'POST', url: `/api/products/${product!.id}/share`, headers: bearer(admin.token), payload: {} });
  expect(share.statusCode, share.body).toBe(200);
  const picture = await upload(t.app, admin.token, [{ name: 'folder', value: 'comments' }, file(await png(64, 64), 'a.png', 'image/png')]);
  expect(picture.statusCode, picture.body).toBe(201);
  fixtures = {
    productId: product!.id,
    shopId: shop.id,
    commentId: comment.json().data.comment.id,
    userId: other.id,
    shareId: share.json().data.shareId,
    mediaKey: picture.json().data.key,
    phone: newPhone,
  };
});
afterAll(() => t?.close());

describe('fuzzing every string field of the OpenAPI document', () => {
  it('answers a null byte, a lone surrogate, 100,000 characters and a wrong type with a 4xx, never a 5xx', { timeout: 180_000 }, async () => {
    const doc = t.app.swagger() as OpenApiDocument;
    // Deletions last: one that went through would take a fixture away from the rest.
    const requests = fuzzRequests(doc, fixtures).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const operations = new Set(requests.map((r) => r.operation));
    // A document that lost its schemas would make this test pass by sending nothing.
    expect(operations.size).toBeGreaterThan(60);
    expect(operations).toContain('GET /api/products/search');
    expect(operations).toContain('PUT /api/users/me');

    const failures: string[] = [];
    await inBatches(requests, CONCURRENCY, async (r) => {
      const res = await send(r);
      if (res.statusCode >= 500) failures.push(`${r.operation} ${r.field} = ${r.variant} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    });
    expect(failures, `${failures.length} of ${requests.length} requests answered 5xx:\n${failures.join('\n')}`).toEqual([]);
  });

  it('answers a null byte in an upload\'s file name or text field with a 4xx, never a 5xx', async () => {
    const image = await png(64, 64);
    const failures: string[] = [];
    for (const [method, url, fileField] of UPLOAD_ROUTES) {
      const cases: [string, Part[]][] = [
        ['a null byte in the file name', [{ name: fileField, filename: 'a\u0000b.png', data: image, contentType: 'image/png' }]],
        // The RFC 5987 form too, whatever busboy makes of it.
        ['a null byte in filename*', [{ name: fileField, filename: `x.png"; filename*=UTF-8''a%00b.png; x="`, data: image, contentType: 'image/png' }]],
        ['a null byte in a text field', [{ name: 'folder', value: 'a\u0000b' }, { name: fileField, filename: 'a.png', data: image, contentType: 'image/png' }]],
        ['a lone surrogate in the file name', [{ name: fileField, filename: `x.png"; filename*=UTF-8''a%ED%A0%80b.png; x="`, data: image, contentType: 'image/png' }]],
      ];
      for (const [variant, parts] of cases) {
        const user = await makeUser(t);
        const res = await upload(t.app, user.token, parts, url, method);
        if (res.statusCode >= 500) failures.push(`${method} ${url} ${variant} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

async function send(r: FuzzRequest) {
  const token = ENDS_SESSION.includes(r.operation) ? (await signUp(t.app)).accessToken : admin.token;
  return t.app.inject({
    method: r.method as 'GET',
    url: r.url,
    // Each request from an address of its own: the per-address limits would otherwise answer 429 before the code under test runs.
    remoteAddress: newIp(),
    headers: { ...bearer(token), ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(r.body !== undefined ? { payload: r.body } : {}),
  });
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}
