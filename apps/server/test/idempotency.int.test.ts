import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectFieldError, newIp } from './factories.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { makeListing, makeUser, productCounters, type TestUser } from '../src/modules/social/test-data.ts';
import { IDEMPOTENCY_MESSAGES } from '../src/platform/http/idempotency-key.ts';

// Issue 9.8: a post whose reply was lost is retried with the same Idempotency-Key; the server
// must return what the first try wrote instead of writing it twice.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, user: TestUser | null, payload: object, key?: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { ...(user ? bearer(user.token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });

async function commentsOn(productId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/comments?limit=50` });
  return res.json().data.comments as { id: string; comment: string; replyCount: number }[];
}

describe('comments with an Idempotency-Key', () => {
  it('a retried post returns the first comment and posts nothing twice, counters included', async () => {
    const { product } = await makeListing(t);
    const buyer = await makeUser(t, { name: 'Sipho' });
    const key = randomUUID();
    const first = await post(`/api/products/${product.id}/comments`, buyer, { comment: 'Still available?', rating: 4 }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(`/api/products/${product.id}/comments`, buyer, { comment: 'Still available?', rating: 4 }, `"${key}"`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.comment.id).toBe(first.json().data.comment.id);
    expect(await commentsOn(product.id)).toHaveLength(1);
    expect((await productCounters(t, product.id)).commentsCount).toBe(1);
    // Without a key, the same text is a new comment (someone may say the same thing twice).
    expect((await post(`/api/products/${product.id}/comments`, buyer, { comment: 'Still available?' })).statusCode).toBe(201);
    expect(await commentsOn(product.id)).toHaveLength(2);
  });

  it('concurrent tries with one key write one comment', async () => {
    const { product } = await makeListing(t);
    const buyer = await makeUser(t);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(`/api/products/${product.id}/comments`, buyer, { comment: 'Double tap' }, key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(replies.map((r) => r.json().data.comment.id)).size).toBe(1);
    expect(await commentsOn(product.id)).toHaveLength(1);
  });

  it('replies too; keys are the poster’s own, and a key reused elsewhere is refused', async () => {
    const { product } = await makeListing(t);
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const top = (await post(`/api/products/${product.id}/comments`, a, { comment: 'Top' })).json().data.comment;
    const key = randomUUID();
    const r1 = await post(`/api/comments/${top.id}/reply`, a, { comment: 'Reply' }, key);
    const r2 = await post(`/api/products/comments/${top.id}/reply`, a, { comment: 'Reply' }, key);
    expect(r2.json().data.comment.id).toBe(r1.json().data.comment.id);
    expect((await commentsOn(product.id))[0]!.replyCount).toBe(1);
    // Another person with the same key writes their own.
    const theirs = await post(`/api/comments/${top.id}/reply`, b, { comment: 'Reply' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.comment.id).not.toBe(r1.json().data.comment.id);
    // The same key on another product is a client bug: say so rather than return the wrong comment.
    const { product: other } = await makeListing(t);
    expectFieldError(await post(`/api/products/${other.id}/comments`, a, { comment: 'Reply' }, key), 'Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
  });

  it('refuses a malformed key with 422', async () => {
    const { product } = await makeListing(t);
    const buyer = await makeUser(t);
    for (const key of ['', 'has spaces', 'x'.repeat(129), 'ünïcode']) {
      expectFieldError(await post(`/api/products/${product.id}/comments`, buyer, { comment: 'Hi' }, key || ' '), 'Idempotency-Key', IDEMPOTENCY_MESSAGES.invalid);
    }
  });
});

describe('inquiries with an Idempotency-Key', () => {
  it('a retried inquiry, from a guest or a user, is stored and counted once', async () => {
    const { product } = await makeListing(t);
    const user = await makeUser(t);
    const ip = newIp();
    for (const who of [null, user]) {
      const key = randomUUID();
      const payload = { message: 'Is it still for sale?', contactInfo: { name: 'Nomsa', phone: '76123456' } };
      const first = await post(`/api/products/${product.id}/inquiry`, who, payload, key, ip);
      const again = await post(`/api/products/${product.id}/inquiry`, who, payload, key, ip);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json().data.inquiry.id).toBe(first.json().data.inquiry.id);
    }
    expect((await productCounters(t, product.id)).inquiriesCount).toBe(2);
  });

  it('never hands one sender’s inquiry to another who sends the same key (review finding)', async () => {
    const { product } = await makeListing(t);
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const key = 'retry';
    const mine = { message: 'Call me', contactInfo: { name: 'Nomsa', phone: '76123456', email: 'nomsa@example.com' } };
    expect((await post(`/api/products/${product.id}/inquiry`, a, mine, key, newIp())).statusCode).toBe(201);
    for (const [who, payload] of [
      [b, mine],
      [null, mine],
      [a, { ...mine, message: 'Something else' }],
    ] as const) {
      const res = await post(`/api/products/${product.id}/inquiry`, who, payload, key, newIp());
      expectFieldError(res, 'Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
      expect(res.body).not.toContain('nomsa@example.com');
    }
  });
});
