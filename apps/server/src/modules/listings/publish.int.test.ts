import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '@sokoni/contracts/seller';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError } from '../../../test/factories.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';
import { panVideo } from '../drafting/test-video.ts';
import { multipart, type Part } from '../media/test-upload.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

// Issue 25.1: a draft is the seller's until they publish it.
let t: TestContext;
let dir: string;
let carClip: Buffer;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sokoni-publish-'));
  // The built app, for the share preview's pages.
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>Sokoni</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dir });
  const car = path.join(dir, 'car.mp4');
  await panVideo(path.join(import.meta.dirname, '../drafting/test-photos/car-rear.jpg'), car, { seconds: 3, width: 640, height: 360, fps: 15 });
  carClip = readFileSync(car);
  admin = await makeUser(t, { role: 'admin', name: 'Draft Admin' });
  stranger = await makeUser(t, { name: 'Stranger' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });

function postVideo(shopId: string, token: string, parts: Part[]) {
  const body = multipart([...parts, { name: 'video', filename: 'car.mp4', data: carClip, contentType: 'video/mp4' }]);
  return t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/products`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

/** Until its processing settles; generous, as 2 shared cores can make the models slow. */
async function processed(productId: string, token: string) {
  for (const end = Date.now() + 150_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const product = (await call('GET', `/api/products/${productId}`, token)).json().data.product;
    if (product.mediaProcessing.status !== 'processing') return product;
  }
  throw new Error(`product ${productId} still processing after 150 s`);
}

const ids = (res: { json(): { data: { products: { id: string }[] } } }) => res.json().data.products.map((p) => p.id);

/** A draft as processing leaves it: pending, the AI's title, category and price suggested; the condition not given. */
async function pendingDraft(owner?: TestUser, overrides: Partial<ProductRow> = {}) {
  const { shop, owner: seller } = await makeShop(t, owner);
  const word = `zqx${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await makeProducts(t, shop, 1, {
    title: `Kettle ${word}`,
    category: 'home-garden',
    priceAmount: 450,
    status: 'pending',
    processingStatus: 'completed',
    aiProcessingCompleted: true,
    tags: ['kettle', 'bottle'],
    draft: { sellerProvided: [], labels: [{ label: 'bottle', score: 0.8 }], source: 'builtin', suggested: ['title', 'category', 'price'], confidence: { title: 0.7, category: 0.7, price: 1 } },
    ...overrides,
  });
  return { shop, seller, product: row!, word };
}

describe('a listing drafted from a video waits for its seller', () => {
  it('ends pending with the suggested fields, tells the seller, and goes live only when published', async () => {
    const { shop, owner } = await makeShop(t);
    const res = await postVideo(shop.id, owner.token, []);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.product.id;
    // Still processing: nothing to publish yet.
    expectError(await call('POST', `/api/products/${id}/publish`, owner.token), 409, SELLER_MESSAGES.stillProcessing);

    const done = await processed(id, owner.token);
    expect(done).toMatchObject({ status: 'pending', mediaProcessing: { status: 'completed' }, category: 'vehicles' });
    expect(done.draft.suggested).toEqual(expect.arrayContaining(['title', 'category']));
    for (const f of done.draft.suggested) expect(done.draft.confidence[f], f).toBeGreaterThanOrEqual(0);
    for (const value of Object.values(done.draft.confidence) as number[]) expect(value).toBeLessThanOrEqual(1);
    // No comparable prices in this catalog, and the seller said nothing about the condition.
    expect(done.draft.missing).toEqual(['price', 'condition']);

    // "Your listing is ready to review", in the seller's notifications (delivered just after the listing settles).
    const notes = async () => (await call('GET', '/api/notifications', owner.token)).json().data.notifications as { title: string; data: { productId?: string; link?: string } }[];
    await expect
      .poll(notes, { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ title: 'Your listing is ready to review', data: expect.objectContaining({ productId: id, link: `/shop?review=${id}` }) }));

    // Only its owner and admins see it.
    expectError(await call('GET', `/api/products/${id}`), 404);
    expectError(await call('GET', `/api/products/${id}`, stranger.token), 404);
    const asAdmin = await call('GET', `/api/products/${id}`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.product.draft.suggested).toEqual(done.draft.suggested);

    // Publishing says what it still needs, field by field.
    const refused = await call('POST', `/api/products/${id}/publish`, owner.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      message: SELLER_MESSAGES.notReadyToPublish,
      errors: [
        { field: 'price', message: SELLER_MESSAGES.needPrice },
        { field: 'condition', message: SELLER_MESSAGES.needCondition },
      ],
    });

    // An edit keeps it pending; the field the seller edited is no longer a suggestion.
    const edited = (await call('PUT', `/api/products/${id}`, owner.token, { title: 'Silver hatchback, one owner', price: 85000, condition: 'used' })).json().data.product;
    expect(edited.status).toBe('pending');
    expect(edited.draft.suggested).not.toContain('title');
    expect(edited.draft.suggested).toContain('category');
    expect(edited.draft.confidence.title).toBeUndefined();
    expect(edited.draft.missing).toEqual([]);
    expectError(await call('GET', `/api/products/${id}`), 404);

    const published = await call('POST', `/api/products/${id}/publish`, owner.token);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.product).toMatchObject({ id, status: 'active', title: 'Silver hatchback, one owner', draft: { suggested: [], confidence: {}, missing: [] } });
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(200);
    // Publishing again changes nothing.
    expect((await call('POST', `/api/products/${id}/publish`, owner.token)).json().data.product.status).toBe('active');
  }, 240_000);

  it('a listing whose title and price the seller gave goes live when processing ends, with no review notice', async () => {
    const { shop, owner } = await makeShop(t);
    const res = await postVideo(shop.id, owner.token, [
      { name: 'title', value: 'Red hatchback' },
      { name: 'price', value: '90000' },
    ]);
    const id = res.json().data.product.id;
    const done = await processed(id, owner.token);
    expect(done).toMatchObject({ status: 'active', title: 'Red hatchback', price: { amount: 90000 } });
    expect(done.draft.suggested).not.toContain('title');
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(200);
    const notes = (await call('GET', '/api/notifications', owner.token)).json().data.notifications as { title: string }[];
    expect(notes.map((n) => n.title)).not.toContain('Your listing is ready to review');
  }, 180_000);

  it('keeps the condition the seller gave when creating it', async () => {
    const { shop, owner } = await makeShop(t);
    const res = await postVideo(shop.id, owner.token, [{ name: 'condition', value: 'refurbished' }]);
    const done = await processed(res.json().data.product.id, owner.token);
    expect(done).toMatchObject({ status: 'pending', condition: 'refurbished' });
    expect(done.draft.missing).not.toContain('condition');
  }, 180_000);
});

describe('POST /api/products/{id}/publish', () => {
  it('answers 401 to guests, 403 to other users (admins too) and 404 for unknown ids, and publishes nothing', async () => {
    const { product } = await pendingDraft();
    const url = `/api/products/${product.id}/publish`;
    expectError(await call('POST', url), 401);
    expectError(await call('POST', url, stranger.token), 403, SELLER_MESSAGES.notShopOwner);
    expectError(await call('POST', url, admin.token), 403, SELLER_MESSAGES.notShopOwner);
    expectError(await call('POST', '/api/products/00000000-0000-4000-8000-000000000000/publish', stranger.token), 404, SELLER_MESSAGES.productNotFound);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.status).toBe('pending');
  });

  it('409 after processing failed or once sold; 422 naming a missing title, a category that is none, a price of 0', async () => {
    const failed = await pendingDraft(undefined, { processingStatus: 'failed', processingError: 'x' });
    expectError(await call('POST', `/api/products/${failed.product.id}/publish`, failed.seller.token), 409, SELLER_MESSAGES.publishFailedProcessing);
    const sold = await pendingDraft(undefined, { status: 'sold', soldAt: new Date() });
    expectError(await call('POST', `/api/products/${sold.product.id}/publish`, sold.seller.token), 409, SELLER_MESSAGES.publishSold);

    const empty = await pendingDraft(undefined, { title: '', category: 'uncategorized', priceAmount: 0, draft: { sellerProvided: ['condition'], suggested: [], confidence: {} } });
    const res = await call('POST', `/api/products/${empty.product.id}/publish`, empty.seller.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'title', message: SELLER_MESSAGES.needTitle },
      { field: 'category', message: SELLER_MESSAGES.needCategory },
      { field: 'price', message: SELLER_MESSAGES.needPrice },
    ]);
    const mine = (await call('GET', `/api/products/${empty.product.id}`, empty.seller.token)).json().data.product;
    expect(mine.draft.missing).toEqual(['title', 'category', 'price']);
  });

  it('a pending draft cannot be marked sold', async () => {
    const { seller, product } = await pendingDraft();
    expectError(await call('PATCH', `/api/products/${product.id}/sold`, seller.token, { sold: true }), 409, SELLER_MESSAGES.notPublished);
  });

  it('the seller removes a wrong AI tag while reviewing', async () => {
    const { seller, product } = await pendingDraft();
    const res = await call('PUT', `/api/products/${product.id}`, seller.token, { tags: ['kettle'] });
    expect(res.json().data.product).toMatchObject({ tags: ['kettle'], status: 'pending' });
  });
});

describe('a pending draft is nowhere public until it is published', () => {
  it('is not a price comparable for other listings', async () => {
    const { shop, owner } = await makeShop(t);
    // Comparables are of the same kind (the title names it): tricycles here.
    const drafts = await makeProducts(t, shop, 4, { title: 'Kids tricycle', category: 'baby-kids', status: 'pending', processingStatus: 'completed', currency: 'SZL', draft: { sellerProvided: ['condition'], suggested: ['price'], confidence: { price: 1 } } });
    const [mine] = await makeProducts(t, shop, 1, { title: 'Pink tricycle', category: 'electronics', currency: 'SZL' });
    const suggestion = async () => (await call('GET', `/api/products/${mine!.id}/price-suggestion?category=baby-kids`, owner.token)).json().data.priceRange;
    expect(await suggestion()).toBeNull();
    for (const d of drafts) expect((await call('POST', `/api/products/${d.id}/publish`, owner.token)).statusCode).toBe(200);
    expect(await suggestion()).toMatchObject({ comparables: 4 });
  });

  it('not in the feed, lists, search, category, shop page or share preview; there once published', async () => {
    const { shop, seller, product, word } = await pendingDraft();
    await call('PUT', `/api/products/${product.id}`, seller.token, { condition: 'new' });
    const places = () => [
      call('GET', '/api/users/feed?limit=100'),
      call('GET', '/api/users/feed?limit=100', stranger.token),
      call('GET', '/api/products?limit=100'),
      call('GET', `/api/products/search?q=${word}`),
      call('GET', `/api/products?q=${word}`),
      call('GET', '/api/products/category/home-garden?limit=100'),
      call('GET', `/api/shops/${shop.id}/products`),
      call('GET', `/api/shops/${shop.slug}/products`, stranger.token),
    ];
    for (const res of await Promise.all(places())) {
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res), res.raw.req.url).not.toContain(product.id);
    }
    expectError(await call('GET', `/api/shops/${shop.id}/products/${product.id}`), 404);
    const preview = await t.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(preview.statusCode).toBe(404);
    expect(preview.body).not.toContain(word);
    // Its owner sees it in their shop.
    expect(ids(await call('GET', `/api/shops/${shop.id}/products`, seller.token))).toContain(product.id);

    expect((await call('POST', `/api/products/${product.id}/publish`, seller.token)).statusCode).toBe(200);
    for (const res of await Promise.all(places())) expect(ids(res), res.raw.req.url).toContain(product.id);
    const shared = await t.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain(word);
  });
});
