import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, login, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { notifications } from '../../platform/db/tables/notifications.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

/** What people are told when an admin acts on their listing, comment or account (issue 14). */
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'Notice Admin' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const adminPost = async (url: string, payload?: object) => {
  const res = await call('POST', url, admin.token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
/** Every notification of a user, newest first, in the shape the API serves. */
async function notificationsOf(token: string) {
  const res = await call('GET', '/api/notifications?limit=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.notifications.map(({ type, title, message, data }: Record<string, unknown>) => ({ type, title, message, data }));
}
async function sellerWithProduct(title = 'Blue Kettle 2L') {
  const { shop, owner } = await makeShop(t);
  const [product] = await makeProducts(t, shop, 1, { title });
  return { owner, shop, product: product! };
}
const reportOf = async (targetType: string, targetId: string) => {
  const reporter = await makeUser(t);
  const res = await call('POST', '/api/reports', reporter.token, { targetType, targetId, reason: 'Not right' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.report.id as string;
};

describe('a hidden listing', () => {
  it("tells the shop's owner it was hidden, with the admin's reason, and again when it is visible", async () => {
    const { owner, shop, product } = await sellerWithProduct();
    await adminPost(`/api/admin/products/${product.id}/hide`, { reason: 'Counterfeit brand' });
    await adminPost(`/api/admin/products/${product.id}/unhide`);
    const data = { productId: product.id, shopId: shop.id, link: `/products/${product.id}` };
    expect(await notificationsOf(owner.token)).toEqual([
      { type: 'other', title: 'Your listing is visible again', message: '"Blue Kettle 2L" is visible to buyers again.', data },
      {
        type: 'other',
        title: 'Your listing was hidden',
        message: 'An administrator hid "Blue Kettle 2L" from buyers. Reason: Counterfeit brand. You can still see and edit it; contact support if you think this is a mistake.',
        data,
      },
    ]);
  });

  it("is told when a report is resolved with hide_product, with the admin's note", async () => {
    const { owner, product } = await sellerWithProduct('Solar Lamp');
    const reportId = await reportOf('product', product.id);
    await adminPost(`/api/admin/reports/${reportId}/resolve`, { action: 'hide_product', note: 'Confirmed fake!' });
    const [notice, ...rest] = await notificationsOf(owner.token);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ type: 'other', title: 'Your listing was hidden', message: expect.stringContaining('hid "Solar Lamp" from buyers. Reason: Confirmed fake! You can') });
  });

  it("never tells the admin about their own listing, and a refused hide tells nobody", async () => {
    const { shop } = await makeShop(t, admin);
    const [own] = await makeProducts(t, shop, 1);
    await adminPost(`/api/admin/products/${own!.id}/hide`);
    expect((await call('POST', `/api/admin/products/${own!.id}/hide`, admin.token)).statusCode).toBe(409);
    expect(await notificationsOf(admin.token)).toEqual([]);
  });
});

describe('a suspended account', () => {
  it('is refused sign-in with a clear 403 in the envelope, and once restored reads why it was suspended and that it is back', async () => {
    const s = await signUp(t.app);
    const { shop } = await makeShop(t, { id: s.user.id, token: s.accessToken, row: undefined as never });
    await adminPost(`/api/admin/users/${s.user.id}/suspend`, { reason: 'Repeated scam reports' });

    const refused = await login(t.app, s.phoneNumber, s.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: AUTH_MESSAGES.accountSuspended });

    await adminPost(`/api/admin/users/${s.user.id}/restore`, { reason: 'Appeal accepted' });
    const back = await login(t.app, s.phoneNumber, s.password);
    expect(back.statusCode, back.body).toBe(200);
    expect(await notificationsOf(back.json().data.accessToken)).toEqual([
      { type: 'other', title: 'Your account was restored', message: 'Your account is active again, and your shop is visible to buyers. Reason: Appeal accepted.', data: { link: '/account' } },
      {
        type: 'other',
        title: 'Your account was suspended',
        message: 'An administrator suspended your account and hid your shop and its listings from buyers. Reason: Repeated scam reports. Contact support if you think this is a mistake.',
        data: { link: '/help' },
      },
    ]);
    expect(shop.ownerId).toBe(s.user.id);
  });

  it('without a shop, says nothing of one; a suspension through a report is told too', async () => {
    const author = await makeUser(t);
    const reportId = await reportOf('user', author.id);
    await adminPost(`/api/admin/reports/${reportId}/resolve`, { action: 'suspend_user' });
    await adminPost(`/api/admin/users/${author.id}/restore`);
    // The suspension ended the test session; the stored rows are what the person reads once back.
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, author.id)).orderBy(desc(notifications.createdAt));
    expect(rows.map((n) => [n.type, n.title, n.message])).toEqual([
      ['other', 'Your account was restored', 'Your account is active again.'],
      ['other', 'Your account was suspended', 'An administrator suspended your account. Contact support if you think this is a mistake.'],
    ]);
  });
});

describe('a removed comment', () => {
  const commentOn = async (productId: string, author: TestUser, text: string) => {
    const res = await call('POST', `/api/products/${productId}/comments`, author.token, { comment: text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.comment.id as string;
  };

  it('tells its author with a short excerpt, once, whether deleted through a report or doc 1 §7.4 moderation', async () => {
    const { product } = await sellerWithProduct();
    const author = await makeUser(t);
    const long = 'This seller is a total fraud and everyone should know it, they took my money and ran away with it';
    const viaReport = await commentOn(product.id, author, long);
    await adminPost(`/api/admin/reports/${await reportOf('comment', viaReport)}/resolve`, { action: 'delete_comment', note: 'Abusive' });
    const viaModeration = await commentOn(product.id, author, 'Short and rude');
    await adminPost(`/api/comments/${viaModeration}/moderate`, { action: 'delete' });
    // Deleting again, or hiding, tells nobody.
    await adminPost(`/api/comments/${viaModeration}/moderate`, { action: 'delete' });
    const hidden = await commentOn(product.id, author, 'Hidden only');
    await adminPost(`/api/comments/${hidden}/moderate`, { action: 'hide' });

    const link = `/products/${product.id}`;
    expect(await notificationsOf(author.token)).toEqual([
      { type: 'other', title: 'Your comment was removed', message: 'An administrator removed your comment "Short and rude".', data: { commentId: viaModeration, productId: product.id, link } },
      {
        type: 'other',
        title: 'Your comment was removed',
        message: 'An administrator removed your comment "This seller is a total fraud and everyone should know it, t…". Reason: Abusive.',
        data: { commentId: viaReport, productId: product.id, link },
      },
    ]);
  });
});
