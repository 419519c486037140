import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '@sokoni/contracts/seller';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, signUp, type SignedIn } from '../../../test/factories.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { panVideo } from '../drafting/test-video.ts';
import { multipart, png, type Part } from '../media/test-upload.ts';
import { connectSocket, listenOnFreePort } from '../notifications/test-helpers.ts';
import { eq } from 'drizzle-orm';
import { products } from '../../platform/db/tables/products.ts';
import { PROCESSING_MESSAGES } from './processing.ts';
import { PROCESSING_TITLE } from './service.ts';

let t: TestContext;
let dir: string;
let clip: Buffer;
let carClip: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'sokoni-listing-'));
  const out = path.join(dir, 'clip.mp4');
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15', '-t', '2', '-pix_fmt', 'yuv420p', out]);
  clip = readFileSync(out);
  // A real photograph (drafting/test-photos), filmed as a phone would: the drafter knows a car.
  const car = path.join(dir, 'car.mp4');
  await panVideo(path.join(import.meta.dirname, '../drafting/test-photos/car-rear.jpg'), car, { seconds: 3, width: 640, height: 360, fps: 15 });
  carClip = readFileSync(car);
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const video = (data = clip, name = 'video'): Part => ({ name, filename: 'clip.mp4', data, contentType: 'video/mp4' });
const field = (name: string, value: string): Part => ({ name, value });

function post(url: string, token: string | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });

async function seller(): Promise<SignedIn & { shopId: string }> {
  const who = await signUp(t.app);
  const res = await call('POST', '/api/shops', who.accessToken);
  expect(res.statusCode).toBe(201);
  return { ...who, shopId: res.json().data.shop.id };
}

/** Until its processing settles (the job runs in this process). */
async function processed(productId: string, token: string) {
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const product = (await call('GET', `/api/products/${productId}`, token)).json().data.product;
    if (product.mediaProcessing.status !== 'processing') return product;
  }
  throw new Error(`product ${productId} still processing after 60 s`);
}

describe('POST /api/shops/{shopId}/products (a listing from a video)', () => {
  it('answers 201 processing at once; processing drafts what the seller left out and the public sees it once the seller publishes it', async () => {
    const s = await seller();
    const res = await post(`/api/shops/${s.shopId}/products`, s.accessToken, [video(carClip)]);
    expect(res.statusCode).toBe(201);
    const created = res.json().data.product;
    expect(created).toMatchObject({ shopId: s.shopId, title: PROCESSING_TITLE, status: 'pending', mediaProcessing: { status: 'processing' }, sale: null });
    expect(created.media[0]).toMatchObject({ type: 'video' });
    expect(created.id).toBe(created._id);

    // Not public while it is processing; its owner sees it in their shop.
    expectError(await call('GET', `/api/products/${created.id}`), 404);
    const mine = (await call('GET', `/api/shops/${s.shopId}/products`, s.accessToken)).json().data.products;
    expect(mine.map((p: { id: string }) => p.id)).toContain(created.id);
    expect((await call('GET', `/api/shops/${s.shopId}/products`)).json().data.products).toEqual([]);

    const done = await processed(created.id, s.accessToken);
    expect(done.mediaProcessing).toEqual({ status: 'completed', retryCount: 1 });
    // A draft waits for its seller (publish.int.test.ts has the whole review).
    expect(done.status).toBe('pending');
    expect(done.title).not.toBe(PROCESSING_TITLE);
    expect(done.title.length).toBeGreaterThanOrEqual(2);
    expect(done.description.length).toBeGreaterThanOrEqual(3);
    expect(done.category).toBe('vehicles');
    expect(done.draft).toMatchObject({ labels: expect.arrayContaining([expect.objectContaining({ label: expect.stringMatching(/^(car|truck)$/) })]), source: 'builtin' });
    expectError(await call('GET', `/api/products/${created.id}`), 404);
    await call('PUT', `/api/products/${created.id}`, s.accessToken, { price: 120000, condition: 'used' });
    expect((await call('POST', `/api/products/${created.id}/publish`, s.accessToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${created.id}`)).statusCode).toBe(200);
  }, 90_000);

  it('tells the owner’s open app over the socket when it is done', async () => {
    const s = await seller();
    const baseUrl = await listenOnFreePort(t.app);
    const socket = await connectSocket(baseUrl, s.accessToken);
    try {
      const event = new Promise<unknown>((resolve) => socket.once('product:processed', resolve));
      const res = await post(`/api/shops/${s.shopId}/products`, s.accessToken, [video()]);
      const productId = res.json().data.product.id;
      expect(await event).toEqual({ productId, shopId: s.shopId, status: 'completed' });
    } finally {
      socket.close();
    }
  }, 90_000);

  it('never overwrites what the seller typed', async () => {
    const s = await seller();
    const res = await post(`/api/shops/${s.shopId}/products`, s.accessToken, [
      field('title', '  Red canvas sneakers  '),
      field('description', 'Worn twice, size 42.'),
      field('price', '350.5'),
      field('currency', 'zar'),
      video(),
    ]);
    expect(res.statusCode).toBe(201);
    const done = await processed(res.json().data.product.id, s.accessToken);
    expect(done.mediaProcessing.status).toBe('completed');
    expect(done).toMatchObject({ title: 'Red canvas sneakers', description: 'Worn twice, size 42.', price: { amount: 350.5, currency: 'ZAR' } });
  }, 90_000);

  it('a listing whose drafting failed: retried on request, or published once the seller fills it in', async () => {
    const s = await seller();
    const res = await post(`/api/shops/${s.shopId}/products`, s.accessToken, [video()]);
    const id = res.json().data.product.id;
    await processed(id, s.accessToken);
    // As the last failed attempt leaves it (the drafter is real; its failure is simulated here).
    const failLast = () => t.database.db.update(products).set({ processingStatus: 'failed', processingError: PROCESSING_MESSAGES.draftFailed, status: 'pending', title: PROCESSING_TITLE, category: 'uncategorized' }).where(eq(products.id, id));
    await failLast();
    const failed = (await call('GET', `/api/products/${id}`, s.accessToken)).json().data.product;
    expect(failed.mediaProcessing).toMatchObject({ status: 'failed', error: PROCESSING_MESSAGES.draftFailed });
    expectError(await call('GET', `/api/products/${id}`), 404);
    expectError(await call('PATCH', `/api/products/${id}/sold`, s.accessToken, { sold: true }), 409, SELLER_MESSAGES.notPublished);

    const retried = await call('POST', `/api/products/${id}/processing/retry`, s.accessToken);
    expect(retried.json().data.product.mediaProcessing.status).toBe('processing');
    expect((await processed(id, s.accessToken)).mediaProcessing.status).toBe('completed');

    await failLast();
    // A title alone does not publish it while its category is unknown; with one it does.
    await call('PUT', `/api/products/${id}`, s.accessToken, { title: 'Test pattern poster' });
    expect((await call('GET', `/api/products/${id}`, s.accessToken)).json().data.product.mediaProcessing.status).toBe('failed');
    const filled = await call('PUT', `/api/products/${id}`, s.accessToken, { category: 'crafts-art', price: 120 });
    expect(filled.json().data.product).toMatchObject({ status: 'active', mediaProcessing: { status: 'completed' }, title: 'Test pattern poster' });
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(200);
  }, 90_000);

  it('refuses with doc 2 §5’s words: no video, not a video, bad fields', async () => {
    const s = await seller();
    const url = `/api/shops/${s.shopId}/products`;
    expectFieldError(await post(url, s.accessToken, [field('title', 'Chair')]), 'video', SELLER_MESSAGES.videoRequired);
    expectError(await post(url, s.accessToken, [video(await png(40, 40), 'video')]), 415, SELLER_MESSAGES.notAVideo);
    expectFieldError(await post(url, s.accessToken, [field('title', 'a'), video()]), 'title', SELLER_MESSAGES.titleTooShort);
    expectFieldError(await post(url, s.accessToken, [field('price', '-1'), video()]), 'price', SELLER_MESSAGES.priceNotPositive);
    expectFieldError(await post(url, s.accessToken, [field('price', 'ten'), video()]), 'price', SELLER_MESSAGES.priceNotPositive);
    expectFieldError(await post(url, s.accessToken, [field('description', 'ok'), video()]), 'description', SELLER_MESSAGES.descriptionTooShort);
    // Nothing was created by any of them.
    expect((await call('GET', url, s.accessToken)).json().data.products).toEqual([]);
  }, 60_000);

  it('refuses a video of exactly 100 MB: doc 2 §5 says "under 100 MB"', async () => {
    const s = await seller();
    const url = `/api/shops/${s.shopId}/products`;
    const exactly = Buffer.concat([clip, Buffer.alloc(100 * 1024 * 1024 - clip.length)]);
    expectError(await post(url, s.accessToken, [video(exactly)]), 413, SELLER_MESSAGES.videoTooLarge);
    expect((await call('GET', url, s.accessToken)).json().data.products).toEqual([]);
  }, 60_000);
});

describe('a seller’s product: edit, hide, sell, delete (owner only)', () => {
  let s: SignedIn & { shopId: string };
  let productId: string;

  beforeAll(async () => {
    s = await seller();
    const res = await post(`/api/shops/${s.shopId}/products`, s.accessToken, [field('title', 'Oak dining table'), field('price', '2500'), video()]);
    productId = res.json().data.product.id;
    await processed(productId, s.accessToken);
  }, 90_000);

  it('PUT changes title, description, price and attributes; never the shop or the counters', async () => {
    const other = await seller();
    const res = await call('PUT', `/api/products/${productId}`, s.accessToken, {
      title: 'Oak dining table, 6 seats',
      description: 'Solid oak, seats six.',
      price: 2300,
      attributes: { seats: 6 },
      shopId: other.shopId,
      likesCount: 999,
      views: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product).toMatchObject({ shopId: s.shopId, title: 'Oak dining table, 6 seats', price: { amount: 2300 }, attributes: { seats: 6 }, likes: 0, views: 0 });
  });

  it('PUT refuses with the edit form’s words', async () => {
    const url = `/api/products/${productId}`;
    expectFieldError(await call('PUT', url, s.accessToken, { title: ' x ' }), 'title', SELLER_MESSAGES.titleTooShort);
    expectFieldError(await call('PUT', url, s.accessToken, { title: 'x'.repeat(201) }), 'title', SELLER_MESSAGES.titleTooLong);
    expectFieldError(await call('PUT', url, s.accessToken, { description: 'ab' }), 'description', SELLER_MESSAGES.descriptionTooShort);
    expectFieldError(await call('PUT', url, s.accessToken, { description: 'x'.repeat(1001) }), 'description', SELLER_MESSAGES.descriptionTooLong);
    expectFieldError(await call('PUT', url, s.accessToken, { price: null }), 'price', SELLER_MESSAGES.priceRequired);
    expectFieldError(await call('PUT', url, s.accessToken, { price: -5 }), 'price', SELLER_MESSAGES.priceNotPositive);
    expectFieldError(await call('PUT', url, s.accessToken, { price: 1.234 }), 'price', SELLER_MESSAGES.priceNotPositive);
  });

  it('PATCH availability hides it from everyone but its owner, and shows it again', async () => {
    const hidden = await call('PATCH', `/api/products/${productId}/availability`, s.accessToken, { isAvailable: false });
    expect(hidden.json().data.product.isAvailable).toBe(false);
    expectError(await call('GET', `/api/products/${productId}`), 404);
    expect((await call('GET', `/api/products/${productId}`, s.accessToken)).statusCode).toBe(200);
    // Without a body it toggles.
    const shown = await call('PATCH', `/api/products/${productId}/availability`, s.accessToken);
    expect(shown.json().data.product.isAvailable).toBe(true);
    expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(200);
  });

  it('PATCH sold records a sale that shop stats count, and undoes it', async () => {
    const sold = await call('PATCH', `/api/products/${productId}/sold`, s.accessToken, { sold: true, soldPrice: 2200 });
    expect(sold.json().data.product).toMatchObject({ status: 'sold', sale: { soldPrice: 2200 } });
    const stats = (await call('GET', `/api/shops/${s.shopId}/stats`, s.accessToken)).json().data;
    expect(stats).toMatchObject({ totalOrders: 1, totalRevenue: 2200, averageOrderValue: 2200 });
    expect((await call('GET', `/api/shops/${s.shopId}`)).json().data.shop.totalSales).toBe(1);
    // Twice is still one sale.
    await call('PATCH', `/api/products/${productId}/sold`, s.accessToken, { sold: true, soldPrice: 2100 });
    expect((await call('GET', `/api/shops/${s.shopId}/stats`, s.accessToken)).json().data).toMatchObject({ totalOrders: 1, totalRevenue: 2100 });
    const undone = await call('PATCH', `/api/products/${productId}/sold`, s.accessToken, { sold: false });
    expect(undone.json().data.product).toMatchObject({ status: 'active', sale: null });
    expect((await call('GET', `/api/shops/${s.shopId}/stats`, s.accessToken)).json().data).toMatchObject({ totalOrders: 0, totalRevenue: 0 });
  });

  it('answers 401 to guests, 403 to other users and 404 for unknown ids, and changes nothing', async () => {
    const stranger = await signUp(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const attempts: [('PUT' | 'PATCH' | 'POST' | 'DELETE'), string, unknown][] = [
      ['PUT', `/api/products/${productId}`, { title: 'Mine now' }],
      ['PATCH', `/api/products/${productId}/availability`, { isAvailable: false }],
      ['PATCH', `/api/products/${productId}/sold`, { sold: true }],
      ['POST', `/api/products/${productId}/processing/retry`, undefined],
      ['DELETE', `/api/products/${productId}`, undefined],
      ['PUT', `/api/shops/${s.shopId}`, { name: 'Taken over' }],
    ];
    for (const [method, url, body] of attempts) {
      expectError(await call(method, url, undefined, body), 401);
      expectError(await call(method, url, stranger.accessToken, body), 403, /owner/);
      expectError(await call(method, url.replace(url.includes('/shops/') ? s.shopId : productId, unknown), stranger.accessToken, body), 404);
    }
    expectError(await post(`/api/shops/${s.shopId}/products`, stranger.accessToken, [video()]), 403);
    expectError(await post(`/api/shops/${unknown}/products`, stranger.accessToken, [video()]), 404);
    expectError(await post(`/api/shops/${s.shopId}/products`, null, [video()]), 401);
    const product = (await call('GET', `/api/products/${productId}`, s.accessToken)).json().data.product;
    expect(product).toMatchObject({ title: 'Oak dining table, 6 seats', isAvailable: true, status: 'active' });
  });

  it('POST processing/retry only after a failure', async () => {
    expectError(await call('POST', `/api/products/${productId}/processing/retry`, s.accessToken), 409, SELLER_MESSAGES.notFailed);
  });

  it('GET price-suggestion: what listings of the same kind sell for in another category (owner only), and a saved category change renews the evidence', async () => {
    const mine = (await call('GET', `/api/products/${productId}`, s.accessToken)).json().data.product;
    const currency = mine.price.currency;
    const url = (category: string) => `/api/products/${productId}/price-suggestion?category=${category}`;
    // Fewer than 3 listed prices in a category: no suggestion.
    expect((await call('GET', url('sports-outdoors'), s.accessToken)).json().data).toEqual({ priceRange: null });
    for (const [i, amount] of [100, 200, 300, 400].entries()) {
      await t.database.db.insert(products).values({ shopId: s.shopId, title: `Bike ${i}`, slug: `bike-${i}-${Date.now()}`, category: 'sports-outdoors', currency, priceAmount: amount, city: '', country: 'SZ', media: [] });
    }
    // Prices of the same kind only: bikes are no price for a listing whose title names none (or a car).
    expect((await call('GET', url('sports-outdoors'), s.accessToken)).json().data).toEqual({ priceRange: null });
    await call('PUT', `/api/products/${productId}`, s.accessToken, { title: 'Kids bike' });
    const range = { low: 175, high: 325, median: 250, comparables: 4, currency };
    expect((await call('GET', url('sports-outdoors'), s.accessToken)).json().data).toEqual({ priceRange: range });
    expectError(await call('GET', url('sports-outdoors')), 401);
    expectError(await call('GET', url('sports-outdoors'), (await signUp(t.app)).accessToken), 403);
    expectFieldError(await call('GET', url('nonsense'), s.accessToken), 'category');
    // Saved in that category, the listing's own evidence is that category's (the others', not its own price).
    const moved = await call('PUT', `/api/products/${productId}`, s.accessToken, { category: 'sports-outdoors' });
    expect(moved.json().data.product.draft.priceRange).toEqual(range);
  });

  it('DELETE removes it and uncounts it', async () => {
    const before = (await call('GET', `/api/shops/${s.shopId}`)).json().data.shop.productsCount;
    const res = await call('DELETE', `/api/products/${productId}`, s.accessToken);
    expect(res.json().data).toEqual({ id: productId, _id: productId });
    expectError(await call('GET', `/api/products/${productId}`, s.accessToken), 404);
    expect((await call('GET', `/api/shops/${s.shopId}`)).json().data.shop.productsCount).toBe(before - 1);
    expectError(await call('DELETE', `/api/products/${productId}`, s.accessToken), 404);
  });
});
