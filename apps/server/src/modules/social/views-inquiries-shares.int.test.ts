import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, expectError, expectFieldError, newIp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { productInquiries } from '../../platform/db/tables/social.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import { productShares, productViews, shareTracks } from '../../platform/db/tables/social.ts';
import { makeListing, makeProducts, makeShop, makeUser, makeUsers, productCounters, shopRow } from './test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { token?: string; ip?: string; ua?: string };
const call = (method: InjectOptions['method'], url: string, who: Who = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: who.ip ?? '127.0.0.1',
    headers: { ...(who.token ? bearer(who.token) : {}), ...(who.ua ? { 'user-agent': who.ua } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const view = (productId: string, who: Who = {}) => call('POST', `/api/products/${productId}/views`, who);
const unknownId = () => crypto.randomUUID();
/** Moves every view row of a product back an hour, as if the hour had passed. */
const ageViews = (productId: string) =>
  t.database.db.execute(sql`update product_views set hour = hour - interval '1 hour' where product_id = ${productId}`);

describe('POST /api/products/{id}/views', () => {
  it('counts a signed-in viewer once per hour, on the product and its shop', async () => {
    const { product, shop } = await makeListing(t);
    const u = await makeUser(t);
    const first = await view(product.id, { token: u.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { views: 1, counted: true } });
    expect((await view(product.id, { token: u.token, ip: newIp() })).json().data).toEqual({ views: 1, counted: false });
    expect((await shopRow(t, shop.id)).viewsCount).toBe(1);
    const [row] = await t.database.db.select().from(productViews).where(eq(productViews.productId, product.id));
    expect(row!.viewerKey).toBe(`u:${u.id}`);
    expect(row!.hour.getUTCMinutes()).toBe(0);
    expect(row!.hour.getUTCSeconds()).toBe(0);

    await ageViews(product.id);
    expect((await view(product.id, { token: u.token })).json().data).toEqual({ views: 2, counted: true });
    expect((await view(product.id, { token: u.token })).json().data).toEqual({ views: 2, counted: false });
    expect((await productCounters(t, product.id)).viewsCount).toBe(2);
    expect((await shopRow(t, shop.id)).viewsCount).toBe(2);
  });

  it('keys a guest by address and browser together', async () => {
    const { product } = await makeListing(t);
    const ip = newIp();
    expect((await view(product.id, { ip, ua: 'Phone A' })).json().data).toEqual({ views: 1, counted: true });
    expect((await view(product.id, { ip, ua: 'Phone A' })).json().data.counted).toBe(false);
    expect((await view(product.id, { ip, ua: 'Phone B' })).json().data).toEqual({ views: 2, counted: true });
    expect((await view(product.id, { ip: newIp(), ua: 'Phone A' })).json().data).toEqual({ views: 3, counted: true });
    const rows = await t.database.db.select().from(productViews).where(eq(productViews.productId, product.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.viewerKey).toMatch(/^g:[A-Za-z0-9_-]{32}$/);
      expect(r.viewerKey).not.toContain(ip);
    }
  });

  it('counts many viewers at once exactly, and one viewer at once only once', async () => {
    const { product, shop } = await makeListing(t);
    const people = await makeUsers(t, 30);
    await Promise.all(people.map((u) => view(product.id, { token: u.token })));
    const repeat = await Promise.all(Array.from({ length: 10 }, () => view(product.id, { token: people[0]!.token })));
    expect(repeat.filter((r) => r.json().data.counted)).toHaveLength(0);
    expect((await productCounters(t, product.id)).viewsCount).toBe(30);
    expect((await shopRow(t, shop.id)).viewsCount).toBe(30);
    const rows = await t.database.db.select().from(productViews).where(eq(productViews.productId, product.id));
    expect(rows).toHaveLength(30);
  });

  it('rejects bad ids with 422 and an unknown product with 404', async () => {
    for (const id of ['undefined', '%20', 'null', 'abc']) expectFieldError(await view(id), 'id');
    expectError(await view(unknownId()), 404, SOCIAL_MESSAGES.productNotFound);
  });

  it('GET answers the count', async () => {
    const { product } = await makeListing(t);
    await view(product.id, { ip: newIp() });
    const res = await call('GET', `/api/products/${product.id}/views`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { views: 1 } });
    expectError(await call('GET', `/api/products/${unknownId()}/views`), 404, SOCIAL_MESSAGES.productNotFound);
    expectFieldError(await call('GET', '/api/products/undefined/views'), 'id');
  });
});

describe('POST /api/products/batch/views', () => {
  it('records several views at once, deduplicated per viewer and hour', async () => {
    const { shop } = await makeShop(t);
    const { shop: otherShop } = await makeShop(t);
    const mine = await makeProducts(t, shop, 3);
    const theirs = await makeProducts(t, otherShop, 2);
    const ids = [...mine, ...theirs].map((p) => p.id);
    const who = { ip: newIp(), ua: 'Batch' };
    const res = await call('POST', '/api/products/batch/views', who, { productIds: [...ids, ids[0], unknownId()] });
    expect(res.statusCode, res.body).toBe(200);
    const { views, counted } = res.json().data;
    expect(views).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    expect(Object.values(counted)).toEqual([true, true, true, true, true]);
    const again = (await call('POST', '/api/products/batch/views', who, { productIds: ids })).json().data;
    expect(again.views).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    expect(Object.values(again.counted).every((c) => c === false)).toBe(true);
    expect((await shopRow(t, shop.id)).viewsCount).toBe(3);
    expect((await shopRow(t, otherShop.id)).viewsCount).toBe(2);
    // A single view of one of them in the same hour is a repeat too.
    expect((await view(ids[0]!, who)).json().data).toEqual({ views: 1, counted: false });
  });

  it('overlapping batches from many viewers at once stay exact (no deadlock, no lost update)', async () => {
    const { shop } = await makeShop(t);
    const { shop: otherShop } = await makeShop(t);
    const items = [...(await makeProducts(t, shop, 4)), ...(await makeProducts(t, otherShop, 4))];
    const people = await makeUsers(t, 12);
    const replies = await Promise.all(
      people.map((u, i) => {
        // Each viewer sends the ids in a different order.
        const ids = items.map((p) => p.id);
        const rotated = [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)];
        return call('POST', '/api/products/batch/views', { token: u.token }, { productIds: i % 2 ? rotated.reverse() : rotated });
      }),
    );
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    for (const p of items) expect((await productCounters(t, p.id)).viewsCount).toBe(12);
    expect((await shopRow(t, shop.id)).viewsCount).toBe(48);
    expect((await shopRow(t, otherShop.id)).viewsCount).toBe(48);
  });

  it('takes 100 ids and refuses 101', async () => {
    const ids = Array.from({ length: 100 }, unknownId);
    const res = await call('POST', '/api/products/batch/views', { ip: newIp() }, { productIds: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.views).toEqual({});
    expectFieldError(await call('POST', '/api/products/batch/views', {}, { productIds: [...ids, unknownId()] }), 'productIds', 'At most 100 productIds');
    expectFieldError(await call('POST', '/api/products/batch/views', {}, { productIds: ['undefined'] }), 'productIds.0');
  });
});

describe('POST /api/products/{id}/inquiry', () => {
  it('stores a guest inquiry with a phone, normalised, and bumps inquiries_count', async () => {
    const { product } = await makeListing(t);
    const res = await call('POST', `/api/products/${product.id}/inquiry`, { ip: newIp() }, {
      message: '  Is it still available?  ',
      contactInfo: { name: 'Thandi', email: '', phone: '7612 3456' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.inquirySent);
    const { inquiry } = res.json().data;
    expect(inquiry).toMatchObject({
      productId: product.id,
      userId: null,
      user: null,
      message: 'Is it still available?',
      contactInfo: { name: 'Thandi', email: null, phone: '+26876123456' },
    });
    expect(inquiry.id).toBe(inquiry._id);
    expect((await productCounters(t, product.id)).inquiriesCount).toBe(1);
  });

  it('takes an email alone from a guest, and nothing extra from a signed-in buyer', async () => {
    const { product } = await makeListing(t);
    const guest = await call('POST', `/api/products/${product.id}/inquiry`, { ip: newIp() }, { message: 'Hi', contactInfo: { email: 'a@example.com' } });
    expect(guest.statusCode, guest.body).toBe(201);
    const u = await makeUser(t, { name: 'Buyer Person' });
    const mine = await call('POST', `/api/products/${product.id}/inquiry`, { token: u.token }, { message: 'Can you deliver?' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data.inquiry).toMatchObject({ userId: u.id, user: { id: u.id, name: 'Buyer Person' }, contactInfo: { name: null, email: null, phone: null } });
    expect(mine.body).not.toContain(u.row.phoneNumber);
    expect((await productCounters(t, product.id)).inquiriesCount).toBe(2);
  });

  it('refuses a guest without a phone or email, a bad phone, an empty message (422)', async () => {
    const { product } = await makeListing(t);
    const url = `/api/products/${product.id}/inquiry`;
    const who = { ip: newIp() };
    expectFieldError(await call('POST', url, who, { message: 'Hi' }), 'contactInfo', SOCIAL_MESSAGES.inquiryContactRequired);
    expectFieldError(await call('POST', url, who, { message: 'Hi', contactInfo: { name: 'N', email: '', phone: '' } }), 'contactInfo', SOCIAL_MESSAGES.inquiryContactRequired);
    expectFieldError(await call('POST', url, who, { message: 'Hi', contactInfo: { phone: '12' } }), 'contactInfo.phone', 'Please enter a valid phone number');
    expectFieldError(await call('POST', url, who, { message: 'Hi', contactInfo: { email: 'nope' } }), 'contactInfo.email', 'Please enter a valid email');
    expectFieldError(await call('POST', url, who, { message: '   ', contactInfo: { email: 'a@example.com' } }), 'message', 'Message is required');
    expectFieldError(await call('POST', url, who, {}), 'message');
    expect((await productCounters(t, product.id)).inquiriesCount).toBe(0);
  });

  it('is a 404 for an unknown product and a 422 for a bad id', async () => {
    const body = { message: 'Hi', contactInfo: { email: 'a@example.com' } };
    expectError(await call('POST', `/api/products/${unknownId()}/inquiry`, { ip: newIp() }, body), 404, SOCIAL_MESSAGES.productNotFound);
    expectFieldError(await call('POST', '/api/products/undefined/inquiry', { ip: newIp() }, body), 'id');
  });

  it('limits how many one address may send in an hour (429)', async () => {
    const { product } = await makeListing(t);
    const who = { ip: newIp() };
    const body = { message: 'Hi', contactInfo: { email: 'a@example.com' } };
    for (let i = 0; i < 30; i++) expect((await call('POST', `/api/products/${product.id}/inquiry`, who, body)).statusCode).toBe(201);
    const res = await call('POST', `/api/products/${product.id}/inquiry`, who, body);
    expectError(res, 429, SOCIAL_MESSAGES.tooManyInquiries);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await productCounters(t, product.id)).inquiriesCount).toBe(30);
  });
});

describe('GET /api/products/{id}/inquiries', () => {
  it("shows the shop's owner the inquiries, newest first; a stranger gets 403, a guest 401", async () => {
    const { product, owner } = await makeListing(t);
    const [buyer, stranger] = await makeUsers(t, 2);
    await call('POST', `/api/products/${product.id}/inquiry`, { ip: newIp() }, { message: 'First', contactInfo: { phone: '76123456' } });
    await call('POST', `/api/products/${product.id}/inquiry`, { token: buyer!.token }, { message: 'Second' });
    const res = await call('GET', `/api/products/${product.id}/inquiries`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.pagination).toMatchObject({ total: 2, currentPage: 1, hasMore: false });
    expect(data.inquiries.map((i: { message: string }) => i.message)).toEqual(['Second', 'First']);
    expect(data.inquiries[0].user).toMatchObject({ id: buyer!.id });
    expect(data.inquiries[1].contactInfo).toEqual({ name: null, email: null, phone: '+26876123456' });
    expectError(await call('GET', `/api/products/${product.id}/inquiries`, { token: stranger!.token }), 403, SOCIAL_MESSAGES.inquiriesOwnerOnly);
    expectError(await call('GET', `/api/products/${product.id}/inquiries`, { token: buyer!.token }), 403, SOCIAL_MESSAGES.inquiriesOwnerOnly);
    expectError(await call('GET', `/api/products/${product.id}/inquiries`), 401, AUTH_MESSAGES.authRequired);
    const admin = await makeUser(t, { role: 'admin' });
    expect((await call('GET', `/api/products/${product.id}/inquiries`, { token: admin.token })).statusCode).toBe(200);
  });

  it('is a 404 for an unknown product', async () => {
    const u = await makeUser(t);
    expectError(await call('GET', `/api/products/${unknownId()}/inquiries`, { token: u.token }), 404, SOCIAL_MESSAGES.productNotFound);
  });
});

describe('POST /api/products/{id}/share and /api/shares/{id}/track', () => {
  it('records a share with its platform and answers the link', async () => {
    const { product } = await makeListing(t);
    const u = await makeUser(t);
    const res = await call('POST', `/api/products/${product.id}/share`, { token: u.token }, { platform: 'whatsapp' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ shareId: expect.any(String), url: `/products/${product.id}`, sharesCount: 1 });
    const [share] = await t.database.db.select().from(productShares).where(eq(productShares.id, data.shareId));
    expect(share).toMatchObject({ productId: product.id, userId: u.id, platform: 'whatsapp' });
    // A guest, with no body at all.
    const guest = await call('POST', `/api/products/${product.id}/share`, { ip: newIp() });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().data.sharesCount).toBe(2);
    expect((await productCounters(t, product.id)).sharesCount).toBe(2);
  });

  it('counts concurrent shares exactly', async () => {
    const { product } = await makeListing(t);
    await Promise.all(Array.from({ length: 25 }, () => call('POST', `/api/products/${product.id}/share`, { ip: newIp() }, { platform: 'copy' })));
    expect((await productCounters(t, product.id)).sharesCount).toBe(25);
  });

  it('tracks visits through a share; an unknown share is a 404', async () => {
    const { product } = await makeListing(t);
    const sharer = await makeUser(t);
    const { shareId } = (await call('POST', `/api/products/${product.id}/share`, { token: sharer.token }, {})).json().data;
    const first = await call('POST', `/api/shares/${shareId}/track`, { ip: newIp() }, { platform: 'facebook', userId: sharer.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ tracked: true, shareId, visits: 1 });
    // A userId that is not an account (or not an id at all) is stored as nobody.
    const second = await call('POST', `/api/shares/${shareId}/track`, { ip: newIp() }, { platform: 'facebook', userId: 'undefined' });
    expect(second.json().data.visits).toBe(2);
    const third = await call('POST', `/api/shares/${shareId}/track`, { ip: newIp() }, { userId: unknownId() });
    expect(third.statusCode, third.body).toBe(200);
    const noBody = await call('POST', `/api/shares/${shareId}/track`, { ip: newIp() });
    expect(noBody.json().data.visits).toBe(4);
    const tracks = await t.database.db.select().from(shareTracks).where(eq(shareTracks.shareId, shareId));
    expect(tracks.map((r) => r.userId).sort()).toEqual([sharer.id, null, null, null].sort());
    expectError(await call('POST', `/api/shares/${unknownId()}/track`, {}, { platform: 'x' }), 404, SOCIAL_MESSAGES.shareNotFound);
    expectFieldError(await call('POST', '/api/shares/undefined/track', {}, { platform: 'x' }), 'id');
  });

  it('is a 404 for an unknown product, 422 for a bad id or platform', async () => {
    expectError(await call('POST', `/api/products/${unknownId()}/share`, {}, {}), 404, SOCIAL_MESSAGES.productNotFound);
    expectFieldError(await call('POST', '/api/products/undefined/share', {}, {}), 'id');
    const { product } = await makeListing(t);
    expectFieldError(await call('POST', `/api/products/${product.id}/share`, {}, { platform: 'x'.repeat(41) }), 'platform');
    expect(await t.database.db.select().from(productInquiries).where(eq(productInquiries.productId, product.id))).toEqual([]);
  });
});
