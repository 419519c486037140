import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, IMAGE_FAILURE_SUGGESTIONS } from '@sokoni/contracts/assistant';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { createWorkerAi } from '../../platform/ai/index.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';
import { file, upload } from '../media/test-upload.ts';
import { indexPictures } from './picture-index.ts';

// Issue 13: "image search finding a product from another photo of it", with the real image models.
const photos = path.join(import.meta.dirname, '../drafting/test-photos');
const photo = (name: string) => readFileSync(path.join(photos, name));

let t: TestContext;
let ids: Record<string, string>;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const storage = createStorage(t.config);
  const shop = await createShop(db, { name: 'Photo Test Shop' });
  const listed = [
    { name: 'flip-flops.jpg', title: 'Beach flip-flops', category: 'fashion', subcategory: 'Shoes' },
    { name: 'car-rear.jpg', title: 'Family hatchback', category: 'vehicles', subcategory: 'Cars' },
    { name: 'film-camera.jpg', title: 'Vintage film camera', category: 'electronics', subcategory: 'Accessories' },
    { name: 'fruit.jpg', title: 'Fresh fruit box', category: 'food-groceries', subcategory: 'Fresh Produce' },
    { name: 'potted-aloe.jpg', title: 'Aloe in a pot', category: 'home-garden', subcategory: 'Garden & Tools' },
  ];
  for (const p of listed) await storage.put(`test/pictures/${p.name}`, photo(p.name), 'image/jpeg');
  const rows = await createProducts(
    db,
    shop.id,
    listed.map((p) => ({ title: p.title, category: p.category, subcategory: p.subcategory, media: [{ type: 'image' as const, key: `test/pictures/${p.name}` }], priceAmount: 500 })),
  );
  ids = Object.fromEntries(rows.map((r, i) => [listed[i]!.name, r.id]));

  // The index the scheduled job keeps: a vector for each listing's picture.
  const ai = createWorkerAi();
  const indexed = await indexPictures({ db, read: (key) => storage.read(key), embed: (image) => ai.embedImage(image), log: { warn: () => {}, info: () => {} } });
  await ai.close();
  expect(indexed).toBe(5);
  buyer = await signUp(t.app);
}, 120_000);
afterAll(() => t?.close());

/** Another photo of the same thing: mirrored, cropped, a little darker, as a buyer's own shot would differ. */
async function otherPhotoOf(name: string): Promise<Buffer> {
  const img = sharp(photo(name));
  const { width = 0, height = 0 } = await img.metadata();
  return sharp(photo(name))
    .flop()
    .extract({ left: Math.round(width * 0.08), top: Math.round(height * 0.06), width: Math.round(width * 0.85), height: Math.round(height * 0.88) })
    .modulate({ brightness: 0.9 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function uploadSearchPhoto(token: string, name: string) {
  const res = await upload(t.app, token, [file(await otherPhotoOf(name), 'my-photo.jpg'), { name: 'folder', value: 'ai-search' }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; key: string };
}

describe('searching by photo', () => {
  it('finds the listing from another photo of it, in discovery and in the chat', async () => {
    const shot = await uploadSearchPhoto(buyer.accessToken, 'flip-flops.jpg');
    const found = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: { imageKey: shot.key, limit: 5 }, headers: bearer(buyer.accessToken) });
    expect(found.statusCode, found.body).toBe(200);
    const results = found.json().data.results as { product: { id: string }; matchScore: number; reasons: string[] }[];
    expect(results[0]!.product.id).toBe(ids['flip-flops.jpg']);
    // Mirrored, cropped and darker, the photo is not near enough to be called alike in a catalog of five: the kind found it, and says so.
    expect(results[0]!.reasons[0]).toMatch(/^(Looks like your photo|Also shoes)$/);
    // Nothing of another kind is presented as a match.
    for (const r of results.slice(1)) expect(r.reasons[0] ?? '').not.toMatch(/like your photo|Same picture/);

    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { sessionId: 'photo_session_1', message: ASSISTANT_MESSAGES.imageQuestion, attachments: [{ type: 'image', url: shot.url, key: shot.key, mimeType: 'image/webp' }] },
      headers: bearer(buyer.accessToken),
    });
    const data = chat.json().data;
    expect(data.products[0].id).toBe(ids['flip-flops.jpg']);
    expect(data.message).toMatch(/^(That looks like shoes\. 1 listing looks like your photo|I couldn't find this exact item — here are the shoes on Sokoni\.)/);
    const history = (await t.app.inject({ method: 'GET', url: '/api/ai/sessions/photo_session_1/history', headers: bearer(buyer.accessToken) })).json().data.history;
    expect(history[0]).toMatchObject({ role: 'user', content: ASSISTANT_MESSAGES.imageQuestion, attachments: [{ type: 'image', key: shot.key }] });
  }, 60_000);

  it('finds a car from another photo of it by its address alone', async () => {
    const shot = await uploadSearchPhoto(buyer.accessToken, 'car-rear.jpg');
    const found = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: { imageUrl: shot.url }, headers: bearer(buyer.accessToken) });
    expect(found.json().data.results[0].product.id).toBe(ids['car-rear.jpg']);
  }, 60_000);

  it('puts the listing first when its own picture is searched, and names it, whatever the detectors read', async () => {
    for (const name of ['film-camera.jpg', 'potted-aloe.jpg', 'fruit.jpg']) {
      const resized = await sharp(photo(name)).resize({ width: 480 }).jpeg({ quality: 70 }).toBuffer();
      const res = await upload(t.app, buyer.accessToken, [file(resized, 'same.jpg'), { name: 'folder', value: 'ai-search' }]);
      const shot = res.json().data as { url: string; key: string };
      const chat = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { attachments: [{ type: 'image', url: shot.url, key: shot.key }] }, headers: bearer(buyer.accessToken) });
      const data = chat.json().data;
      expect(data.products[0].id, name).toBe(ids[name]);
      expect(data.message).toMatch(/^That is the /);
      expect(data.matches[0].reasons[0]).toBe('Same picture as your photo');
      // Nothing else scores as high as the listing's own picture.
      expect(data.matches[0].matchScore - (data.matches[1]?.matchScore ?? 0)).toBeGreaterThanOrEqual(5);
    }
  }, 90_000);

  it('will not read someone else’s upload: the spec’s image failure words instead', async () => {
    const shot = await uploadSearchPhoto(buyer.accessToken, 'fruit.jpg');
    const other = await signUp(t.app);
    const chat = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { attachments: [{ type: 'image', key: shot.key }] }, headers: bearer(other.accessToken) });
    expect(chat.json().data).toMatchObject({ message: ASSISTANT_MESSAGES.imageFailure, products: [], suggestions: [...IMAGE_FAILURE_SUGGESTIONS] });
    const guest = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: { imageKey: shot.key } });
    expect(guest.json().data).toMatchObject({ results: [], suggestions: [...IMAGE_FAILURE_SUGGESTIONS] });
  }, 60_000);
});
