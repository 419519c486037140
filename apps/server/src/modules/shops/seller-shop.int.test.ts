import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES, SLUG_MESSAGES } from '@sokoni/contracts/seller';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, signUp } from '../../../test/factories.ts';
import { multipart, png, type Part } from '../media/test-upload.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });

function postMedia(shopId: string, token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/media`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

const image = (data: Buffer, filename = 'logo.png'): Part => ({ name: 'file', filename, data, contentType: 'image/png' });

describe('GET /api/shops/me and POST /api/shops', () => {
  it('is null without a shop; creating one gives the caller’s shop, named after them, and a second is 409', async () => {
    const u = await signUp(t.app);
    expect((await call('GET', '/api/shops/me', u.accessToken)).json().data).toEqual({ shop: null });
    expect((await call('GET', '/api/users/me', u.accessToken)).json().data.user.shop).toBeNull();
    const res = await call('POST', '/api/shops', u.accessToken);
    expect(res.statusCode).toBe(201);
    const shop = res.json().data.shop;
    expect(shop).toMatchObject({ owner: { id: u.user.id }, productsCount: 0 });
    expect(shop.name).toMatch(/^Shop \d{4}$/);
    expect(shop.slug).toMatch(/^shop-\d{4}/);
    expect((await call('GET', '/api/shops/me', u.accessToken)).json().data.shop.id).toBe(shop.id);
    // doc 1 §3: the user's record names the shop they own.
    expect((await call('GET', '/api/users/me', u.accessToken)).json().data.user.shop).toEqual({ id: shop.id, _id: shop.id, name: shop.name, slug: shop.slug });
    expectError(await call('POST', '/api/shops', u.accessToken), 409, SELLER_MESSAGES.alreadyHasShop);
    expectError(await call('GET', '/api/shops/me'), 401);
  });

  it('five parallel creates make one shop: one 201, four 409', async () => {
    const u = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/shops', u.accessToken, { name: 'Race Shop' })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const ids = (await call('GET', `/api/users/${u.user.id}/shops`)).json().data.shops.map((s: { id: string }) => s.id);
    expect(ids).toHaveLength(1);
  });

  it('takes a name and description, with the shop save words for bad ones', async () => {
    const u = await signUp(t.app);
    expectFieldError(await call('POST', '/api/shops', u.accessToken, { name: '   ' }), 'name', SELLER_MESSAGES.shopNameRequired);
    expectFieldError(await call('POST', '/api/shops', u.accessToken, { description: 'short' }), 'description', SELLER_MESSAGES.shopDescriptionTooShort);
    const res = await call('POST', '/api/shops', u.accessToken, { name: 'Lobamba Crafts', description: 'Grass baskets woven in Lobamba.' });
    expect(res.json().data.shop).toMatchObject({ name: 'Lobamba Crafts', slug: expect.stringMatching(/^lobamba-crafts/), description: 'Grass baskets woven in Lobamba.' });
  });
});

describe('PUT /api/shops/{id}', () => {
  it('changes name, description and slug with doc 2 §5’s rules; a taken slug is 409', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const shopA = (await call('POST', '/api/shops', a.accessToken)).json().data.shop;
    const shopB = (await call('POST', '/api/shops', b.accessToken)).json().data.shop;
    const url = `/api/shops/${shopA.id}`;
    const saved = await call('PUT', url, a.accessToken, { name: 'Ezulwini Electronics', description: 'Phones and laptops, fixed and sold.', slug: 'Ezulwini-Electronics' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shop).toMatchObject({ name: 'Ezulwini Electronics', slug: 'ezulwini-electronics' });
    expect((await call('GET', `/api/shops/check-slug?slug=ezulwini-electronics`, a.accessToken)).json().data.available).toBe(true);
    expect((await call('GET', `/api/shops/check-slug?slug=ezulwini-electronics`, b.accessToken)).json().data.available).toBe(false);

    expectError(await call('PUT', `/api/shops/${shopB.id}`, b.accessToken, { slug: 'ezulwini-electronics' }), 409, SLUG_MESSAGES.taken);
    expectFieldError(await call('PUT', url, a.accessToken, { slug: 'ab' }), 'slug', SLUG_MESSAGES.tooShort);
    expectFieldError(await call('PUT', url, a.accessToken, { slug: 'a--b' }), 'slug', SLUG_MESSAGES.doubleHyphen);
    expectFieldError(await call('PUT', url, a.accessToken, { slug: '-abc' }), 'slug', SLUG_MESSAGES.edgeHyphen);
    expectFieldError(await call('PUT', url, a.accessToken, { slug: 'my_shop' }), 'slug', SLUG_MESSAGES.charset);
    expectFieldError(await call('PUT', url, a.accessToken, { name: '' }), 'name', SELLER_MESSAGES.shopNameRequired);
    expectFieldError(await call('PUT', url, a.accessToken, { description: '' }), 'description', SELLER_MESSAGES.shopDescriptionRequired);
    expectFieldError(await call('PUT', url, a.accessToken, { description: 'Too short' }), 'description', SELLER_MESSAGES.shopDescriptionTooShort);
    // Nothing of the refused ones landed.
    expect((await call('GET', url)).json().data.shop).toMatchObject({ name: 'Ezulwini Electronics', slug: 'ezulwini-electronics' });
  });

  it('takes only the owner’s own pictures as logo and cover; null clears', async () => {
    const a = await signUp(t.app);
    const shop = (await call('POST', '/api/shops', a.accessToken)).json().data.shop;
    const url = `/api/shops/${shop.id}`;
    expectFieldError(await call('PUT', url, a.accessToken, { logo: 'https://tracker.example/pixel.png' }), 'logo', SELLER_MESSAGES.imageNotYours);
    expectFieldError(await call('PUT', url, a.accessToken, { coverImage: 'javascript:alert(1)' }), 'coverImage', SELLER_MESSAGES.imageNotYours);
    const uploaded = await postMedia(shop.id, a.accessToken, [{ name: 'kind', value: 'logo' }, image(await png(300, 300))]);
    expect(uploaded.statusCode).toBe(200);
    const { url: logoUrl, key, shop: withLogo } = uploaded.json().data;
    expect(withLogo.logo).toBe(logoUrl);
    expect(key).toMatch(new RegExp(`^u/${a.user.id}/shops/`));
    // Saved at once: the shop has it without a PUT.
    expect((await call('GET', url)).json().data.shop.logo).toBe(logoUrl);
    // Sending it back unchanged is fine; null clears it.
    expect((await call('PUT', url, a.accessToken, { logo: logoUrl })).statusCode).toBe(200);
    expect((await call('PUT', url, a.accessToken, { logo: null })).json().data.shop.logo).toBeNull();
  });
});

describe('POST /api/shops/{id}/media', () => {
  it('checks the owner first, then kind, type and size with the shop image words', async () => {
    const a = await signUp(t.app);
    const stranger = await signUp(t.app);
    const shop = (await call('POST', '/api/shops', a.accessToken)).json().data.shop;
    const logo = image(await png(64, 64));
    expectError(await postMedia(shop.id, stranger.accessToken, [{ name: 'kind', value: 'logo' }, logo]), 403);
    expectError(await postMedia('00000000-0000-4000-8000-000000000000', a.accessToken, [{ name: 'kind', value: 'logo' }, logo]), 404);
    expectFieldError(await postMedia(shop.id, a.accessToken, [{ name: 'kind', value: 'banner' }, logo]), 'kind');
    expectError(await postMedia(shop.id, a.accessToken, [{ name: 'kind', value: 'logo' }, image(Buffer.from('%PDF-1.4 not a picture'), 'x.pdf')]), 415, SELLER_MESSAGES.notAnImage);
    // Noise does not compress: a PNG past 5 MB.
    const big = await import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
    );
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expectError(await postMedia(shop.id, a.accessToken, [{ name: 'kind', value: 'coverImage' }, image(big)]), 413, SELLER_MESSAGES.imageTooLarge);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().data.shop.coverImage).toBeNull();
  });

  it('refuses a picture of exactly 5 MB: doc 2 §5 says "under 5 MB"', async () => {
    const a = await signUp(t.app);
    const shop = (await call('POST', '/api/shops', a.accessToken)).json().data.shop;
    const start = await png(64, 64);
    const exactly = Buffer.concat([start, Buffer.alloc(5 * 1024 * 1024 - start.length)]);
    expectError(await postMedia(shop.id, a.accessToken, [{ name: 'kind', value: 'logo' }, image(exactly)]), 413, SELLER_MESSAGES.imageTooLarge);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().data.shop.logo).toBeNull();
  });
});
