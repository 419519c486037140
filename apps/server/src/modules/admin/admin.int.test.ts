import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@sokoni/contracts/admin';
import { apiReplies } from '@sokoni/contracts/api-replies';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, expectError, expectFieldError, login, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

let t: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'Console Admin' });
  user = await makeUser(t, { name: 'Plain User' });
});
afterAll(() => t?.close());

const uuid = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const get = (url: string, token: string | null = admin.token) => call('GET', url, token);
const post = (url: string, payload?: object, token: string | null = admin.token) => call('POST', url, token, payload);
/** A real account (password sign-in) with a shop of its own and one product. */
async function seller() {
  const s = await signUp(t.app);
  const owner: TestUser = { id: s.user.id, token: s.accessToken, row: undefined as never };
  const { shop } = await makeShop(t, owner, { name: `Shop of ${s.phoneNumber}` });
  const [product] = await makeProducts(t, shop, 1, { title: `Lamp ${s.phoneNumber}` });
  return { ...s, shop, product: product! };
}
const auditFor = async (targetId: string) => (await get('/api/admin/audit-log?limit=100')).json().data.entries.filter((e: { targetId: string }) => e.targetId === targetId);

describe('who may use the admin API', () => {
  const adminRoutes = Object.keys(apiReplies)
    .filter((k) => k.includes(' /admin/'))
    .map((k) => {
      const [method, path] = k.split(' ') as ['GET' | 'POST', string];
      return { method, url: `/api${path.replace(/:[A-Za-z]+/g, uuid)}` };
    });

  it('every admin route: 401 for a guest, 403 for a signed-in user, and an admin gets in', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
    for (const { method, url } of adminRoutes) {
      const body = method === 'POST' ? (url.endsWith('/resolve') ? { action: 'dismiss' } : {}) : undefined;
      expectError(await call(method, url, null, body), 401);
      expectError(await call(method, url, user.token, body), 403, 'You are not allowed to do this');
      const res = await call(method, url, admin.token, body);
      // The unknown id is the admin's only problem.
      expect(res.statusCode, `${method} ${url} → ${res.body}`).toBe(method === 'GET' ? 200 : 404);
    }
  });
});

describe('console lists', () => {
  it('users: q matches name, username and phone in any format; status and role filter; limit over 100 is served as 100', async () => {
    const found = await makeUser(t, { name: 'Zanele Dlamini Findme', username: 'zanele_findme' });
    const phone = found.row.phoneNumber; // +26878xxxxxx
    for (const q of ['findme', 'ZANELE_FIND', phone, `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`, phone.slice(-6)]) {
      const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.users.map((u: { id: string }) => u.id), q).toContain(found.id);
    }
    const row = (await get(`/api/admin/users?q=findme`)).json().data.users[0];
    expect(row).toMatchObject({ id: found.id, _id: found.id, displayName: 'Zanele Dlamini Findme', phoneNumber: phone, status: 'active', role: 'user', shop: null, idVerificationAttempts: 0 });
    expect((await get('/api/admin/users?role=admin&limit=100')).json().data.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect((await get('/api/admin/users?status=suspended')).json().data.users.every((u: { status: string }) => u.status === 'suspended')).toBe(true);

    await makeUser(t);
    const capped = await get('/api/admin/users?limit=500');
    expect(capped.statusCode, capped.body).toBe(200);
    const total = capped.json().data.pagination.total;
    expect(capped.json().data.pagination).toEqual({ currentPage: 1, totalPages: Math.max(1, Math.ceil(total / 100)), total, hasMore: total > 100, hasNextPage: total > 100 });
    const paged = (await get('/api/admin/users?limit=1&page=2')).json().data;
    expect(paged.users).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ currentPage: 2, totalPages: total, hasMore: total > 2 });
    expectFieldError(await get('/api/admin/users?status=bogus'), 'status');
    expectFieldError(await get('/api/admin/users?limit=0'), 'limit');
  });

  it('shops and products: compact rows, q, and the hidden filter', async () => {
    const s = await seller();
    const shops = (await get(`/api/admin/shops?q=${encodeURIComponent(s.phoneNumber)}`)).json().data.shops;
    expect(shops).toEqual([expect.objectContaining({ id: s.shop.id, isActive: true, owner: expect.objectContaining({ id: s.user.id, phoneNumber: s.phoneNumber, status: 'active' }) })]);
    const products = (await get(`/api/admin/products?q=${encodeURIComponent(`Lamp ${s.phoneNumber}`)}`)).json().data.products;
    expect(products).toEqual([expect.objectContaining({ id: s.product.id, isHidden: false, price: { amount: 100, currency: 'SZL' }, shop: { id: s.shop.id, name: s.shop.name, isActive: true, ownerId: s.user.id } })]);
    expect((await post(`/api/admin/products/${s.product.id}/hide`, { reason: 'Counterfeit' })).statusCode).toBe(200);
    expect((await get('/api/admin/products?hidden=true&limit=100')).json().data.products.map((p: { id: string }) => p.id)).toContain(s.product.id);
    expect((await get('/api/admin/products?hidden=false&limit=100')).json().data.products.map((p: { id: string }) => p.id)).not.toContain(s.product.id);
    const stats = (await get('/api/admin/stats')).json().data;
    expect(stats.hiddenProducts).toBeGreaterThanOrEqual(1);
    expect(stats).toMatchObject({ users: expect.any(Number), openReports: expect.any(Number), pendingVerifications: expect.any(Number) });
  });
});

describe('hiding a product', () => {
  it('takes it out of every list and page for buyers, its seller still sees it, and unhide brings it back; each audited', async () => {
    const s = await seller();
    const buyer = await makeUser(t);
    const publicList = async () => (await get(`/api/products?shopId=${s.shop.id}`, buyer.token)).json().data.products.map((p: { id: string }) => p.id);
    expect(await publicList()).toContain(s.product.id);

    const hidden = await post(`/api/admin/products/${s.product.id}/hide`, { reason: 'Fake brand' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ message: ADMIN_MESSAGES.productHidden, data: { product: { id: s.product.id, isHidden: true } } });
    expect(await publicList()).not.toContain(s.product.id);
    expect((await get(`/api/products/${s.product.id}`, buyer.token)).statusCode).toBe(404);
    expect((await get(`/api/products/${s.product.id}`, null)).statusCode).toBe(404);
    expect((await get(`/api/shops/${s.shop.id}/products`, buyer.token)).json().data.products).toHaveLength(0);
    expect((await get(`/api/products/${s.product.id}`, s.accessToken)).statusCode).toBe(200);
    expectError(await post(`/api/admin/products/${s.product.id}/hide`), 409, ADMIN_MESSAGES.productAlreadyHidden);

    const shown = await post(`/api/admin/products/${s.product.id}/unhide`);
    expect(shown.json()).toMatchObject({ message: ADMIN_MESSAGES.productUnhidden, data: { product: { isHidden: false } } });
    expect(await publicList()).toContain(s.product.id);
    expectError(await post(`/api/admin/products/${s.product.id}/unhide`), 409, ADMIN_MESSAGES.productNotHidden);

    const audit = await auditFor(s.product.id);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['unhide_product', 'hide_product']);
    expect(audit[1]).toMatchObject({ targetType: 'product', detail: 'Fake brand', admin: { id: admin.id, displayName: 'Console Admin' } });
  });
});

describe('suspending an account', () => {
  it('ends its sessions, refuses sign-in and refresh, hides its shop; restore undoes it; each audited', async () => {
    const s = await seller();
    expect((await get(`/api/shops/${s.shop.id}`, null)).statusCode).toBe(200);

    const suspended = await post(`/api/admin/users/${s.user.id}/suspend`, { reason: 'Scam reports' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ message: ADMIN_MESSAGES.userSuspended, data: { user: { id: s.user.id, status: 'suspended', shop: { id: s.shop.id, isActive: false } } } });
    expectError(await get('/api/users/me', s.accessToken), 401);
    expectError(await post('/api/auth/refresh', { refreshToken: s.refreshToken }, null), 401, AUTH_MESSAGES.refreshInvalid);
    expectError(await login(t.app, s.phoneNumber, s.password), 403, AUTH_MESSAGES.accountSuspended);
    // The wrong password learns nothing about the suspension.
    expectError(await login(t.app, s.phoneNumber, 'wrong-password-1'), 401, AUTH_MESSAGES.invalidCredentials);
    expect((await get(`/api/shops/${s.shop.id}`, null)).statusCode).toBe(404);
    expect((await get('/api/shops?limit=100', null)).json().data.shops.map((x: { id: string }) => x.id)).not.toContain(s.shop.id);
    expect((await get(`/api/products/${s.product.id}`, null)).statusCode).toBe(404);
    expectError(await post(`/api/admin/users/${s.user.id}/suspend`), 409, ADMIN_MESSAGES.userAlreadySuspended);

    const restored = await post(`/api/admin/users/${s.user.id}/restore`);
    expect(restored.json()).toMatchObject({ message: ADMIN_MESSAGES.userRestored, data: { user: { status: 'active', shop: { isActive: true } } } });
    const back = await login(t.app, s.phoneNumber, s.password);
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(`/api/shops/${s.shop.id}`, null)).statusCode).toBe(200);
    expect((await get(`/api/products/${s.product.id}`, null)).statusCode).toBe(200);
    expectError(await post(`/api/admin/users/${s.user.id}/restore`), 409, ADMIN_MESSAGES.userNotSuspended);

    expect((await auditFor(s.user.id)).map((e: { action: string; detail: string | null }) => [e.action, e.detail])).toEqual([
      ['restore_user', null],
      ['suspend_user', 'Scam reports'],
    ]);
  });

  it('an admin cannot suspend themselves (409) or another admin (403); unknown ids are 404', async () => {
    const other = await makeUser(t, { role: 'admin' });
    expectError(await post(`/api/admin/users/${admin.id}/suspend`), 409, ADMIN_MESSAGES.notYourself);
    expectError(await post(`/api/admin/users/${other.id}/suspend`), 403, ADMIN_MESSAGES.notAnAdmin);
    expectError(await post(`/api/admin/users/${uuid}/suspend`), 404, ADMIN_MESSAGES.userNotFound);
    expectFieldError(await post('/api/admin/users/not-an-id/suspend'), 'id');
    expectFieldError(await post(`/api/admin/users/${user.id}/suspend`, { reason: 'x'.repeat(1001) }), 'reason');
    expect((await get('/api/users/me', other.token)).statusCode).toBe(200);
  });
});

describe('comment moderation (doc 1 §7.4)', () => {
  it('is audited too', async () => {
    const s = await seller();
    const author = await makeUser(t);
    const comment = (await post(`/api/products/${s.product.id}/comments`, { comment: 'Cheap copies here' }, author.token)).json().data.comment.id as string;
    const res = await post(`/api/comments/${comment}/moderate`, { action: 'hide', reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditFor(comment))[0]).toMatchObject({ action: 'moderate_comment', targetType: 'comment', detail: 'hide: Spam', admin: { id: admin.id } });
  });
});

describe('reports', () => {
  const report = async (reporter: TestUser, targetType: string, targetId: string, reason = 'Looks like a scam') => {
    const res = await post('/api/reports', { targetType, targetId, reason }, reporter.token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.report.id as string;
  };

  it('lists open reports oldest first with their targets and reporters; hide_product resolves every open report of that product', async () => {
    const s = await seller();
    const [a, b] = [await makeUser(t, { name: 'Reporter A' }), await makeUser(t, { name: 'Reporter B' })];
    const first = await report(a, 'product', s.product.id, 'Counterfeit');
    const second = await report(b, 'product', s.product.id, 'Fake');

    const open = (await get('/api/admin/reports?limit=100')).json().data.reports;
    const mine = open.filter((r: { targetId: string }) => r.targetId === s.product.id);
    expect(mine.map((r: { id: string }) => r.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      status: 'open',
      reason: 'Counterfeit',
      reporter: { id: a.id, displayName: 'Reporter A' },
      target: { type: 'product', id: s.product.id, exists: true, title: s.product.title, isHidden: false, owner: { id: s.user.id, status: 'active', isSuspended: false } },
      resolution: null,
    });

    const resolved = await post(`/api/admin/reports/${first}/resolve`, { action: 'hide_product', note: 'Confirmed fake' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ message: ADMIN_MESSAGES.reportResolved, data: { report: { id: first, status: 'resolved', resolution: 'hide_product: Confirmed fake', resolvedBy: { id: admin.id }, target: { isHidden: true } } } });
    expect((await get(`/api/products/${s.product.id}`, null)).statusCode).toBe(404);
    const handled = (await get('/api/admin/reports?status=resolved&limit=100')).json().data.reports.map((r: { id: string }) => r.id);
    expect(handled).toEqual(expect.arrayContaining([first, second]));
    expectError(await post(`/api/admin/reports/${second}/resolve`, { action: 'dismiss' }), 409, ADMIN_MESSAGES.reportClosed);

    expect((await auditFor(s.product.id))[0]).toMatchObject({ action: 'hide_product', detail: 'from a report: Confirmed fake' });
    expect((await auditFor(first))[0]).toMatchObject({ action: 'resolve_report', targetType: 'report', detail: 'hide_product: Confirmed fake' });
  });

  it('suspend_user suspends the author of a comment, delete_comment deletes it, dismiss dismisses; a wrong action is a 422', async () => {
    const s = await seller();
    const author = await signUp(t.app);
    const authorUser: TestUser = { id: author.user.id, token: author.accessToken, row: undefined as never };
    const reporter = await makeUser(t, { name: 'Careful Buyer' });
    const commentOf = async (text: string) => {
      const res = await post(`/api/products/${s.product.id}/comments`, { comment: text }, authorUser.token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.comment.id as string;
    };
    const rude = await commentOf('Buy elsewhere, this seller is a fraud!!');
    const reportId = await report(reporter, 'comment', rude, 'Abusive');

    expectFieldError(await post(`/api/admin/reports/${reportId}/resolve`, { action: 'hide_product' }), 'action', ADMIN_MESSAGES.actionDoesNotFit('hide_product', 'comment'));
    expectFieldError(await post(`/api/admin/reports/${reportId}/resolve`, { action: 'ban' }), 'action');
    expectError(await post(`/api/admin/reports/${uuid}/resolve`, { action: 'dismiss' }), 404, ADMIN_MESSAGES.reportNotFound);

    const deleted = await post(`/api/admin/reports/${reportId}/resolve`, { action: 'delete_comment' });
    expect(deleted.json()).toMatchObject({ data: { report: { status: 'resolved', target: { type: 'comment', isHidden: true, title: 'Buy elsewhere, this seller is a fraud!!' } } } });
    expect((await get(`/api/comments/${rude}`, null)).statusCode).toBe(404);
    expect((await auditFor(rude))[0]).toMatchObject({ action: 'delete_comment', targetType: 'comment' });

    const second = await commentOf('Still a fraud');
    const again = await report(reporter, 'comment', second, 'Keeps going');
    const suspended = await post(`/api/admin/reports/${again}/resolve`, { action: 'suspend_user', note: 'Harassment' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.report.target.owner).toMatchObject({ id: author.user.id, status: 'suspended', isSuspended: true });
    expectError(await login(t.app, author.phoneNumber, author.password), 403, AUTH_MESSAGES.accountSuspended);
    expect((await auditFor(author.user.id))[0]).toMatchObject({ action: 'suspend_user', detail: 'from a report: Harassment' });

    const userReport = await report(reporter, 'user', s.user.id, 'Rude in chat');
    const dismissed = await post(`/api/admin/reports/${userReport}/resolve`, { action: 'dismiss', note: 'Nothing found' });
    expect(dismissed.json()).toMatchObject({ message: ADMIN_MESSAGES.reportDismissed, data: { report: { status: 'dismissed', resolution: 'dismiss: Nothing found', target: { type: 'user', owner: { status: 'active' } } } } });
    expect((await get('/api/admin/reports?status=dismissed&limit=100')).json().data.reports.map((r: { id: string }) => r.id)).toContain(userReport);
    expect((await auditFor(userReport))[0]).toMatchObject({ action: 'dismiss_report' });
  });

  it('suspend_user on a shop report suspends its owner, but never an admin', async () => {
    const { shop } = await makeShop(t, await makeUser(t, { role: 'admin' }));
    const reporter = await makeUser(t);
    const reportId = await report(reporter, 'shop', shop.id, 'Odd shop');
    expectError(await post(`/api/admin/reports/${reportId}/resolve`, { action: 'suspend_user' }), 403, ADMIN_MESSAGES.notAnAdmin);
    expect((await get('/api/admin/reports?status=open&targetType=shop&limit=100')).json().data.reports.map((r: { id: string }) => r.id)).toContain(reportId);
  });
});
