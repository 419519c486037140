import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { createWorkerAi } from '../../platform/ai/index.ts';
import { products } from '../../platform/db/tables/products.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { file, upload } from '../media/test-upload.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';
import { saveProductVector } from './retrieval.ts';

// Issue 25.1: a draft waiting for its seller is not the assistant's to offer, by words or by photo.
const photos = path.join(import.meta.dirname, '../drafting/test-photos');
const photo = (name: string) => readFileSync(path.join(photos, name));
const WORD = 'zqxkettle';

let t: TestContext;
let draftId: string;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const storage = createStorage(t.config);
  const shop = await createShop(db, { name: 'Draft Test Shop' });
  await storage.put('test/pictures/car-rear.jpg', photo('car-rear.jpg'), 'image/jpeg');
  await storage.put('test/pictures/fruit.jpg', photo('fruit.jpg'), 'image/jpeg');
  const [draft, other] = await createProducts(db, shop.id, [
    // As processing leaves a draft: pending, with the vector of its video's frames.
    { title: `Silver hatchback ${WORD}`, category: 'vehicles', subcategory: 'Cars', priceAmount: 90000, status: 'pending', processingStatus: 'completed', media: [{ type: 'image', key: 'test/pictures/car-rear.jpg' }] },
    { title: 'Fresh fruit box', category: 'food-groceries', subcategory: 'Fresh Produce', priceAmount: 120, media: [{ type: 'image', key: 'test/pictures/fruit.jpg' }] },
  ]);
  draftId = draft!.id;
  const ai = createWorkerAi();
  await saveProductVector(db, draftId, 'vehicles', Array.from(await ai.embedImage(photo('car-rear.jpg'))));
  await saveProductVector(db, other!.id, 'food-groceries', Array.from(await ai.embedImage(photo('fruit.jpg'))));
  await ai.close();
  buyer = await signUp(t.app);
}, 120_000);
afterAll(() => t?.close());

async function carShot() {
  const shot = await sharp(photo('car-rear.jpg')).flop().resize({ width: 480 }).jpeg({ quality: 75 }).toBuffer();
  const res = await upload(t.app, buyer.accessToken, [file(shot, 'my-car.jpg'), { name: 'folder', value: 'ai-search' }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; key: string };
}

type Found = { products: { id: string }[] };
const offered = async (session: string, payload: object) => {
  const chat = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { sessionId: session, ...payload }, headers: bearer(buyer.accessToken) });
  expect(chat.statusCode, chat.body).toBe(200);
  return (chat.json().data as Found).products.map((p) => p.id);
};
const discovered = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload, headers: bearer(buyer.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.results as { product: { id: string } }[]).map((r) => r.product.id);
};

describe('the assistant and a pending draft', () => {
  it('neither its text search nor its picture search offers a draft; both do once it is published', async () => {
    const shot = await carShot();
    expect(await offered('draft_text_1', { message: `silver hatchback ${WORD}` })).not.toContain(draftId);
    expect(await discovered({ query: `silver hatchback ${WORD}` })).not.toContain(draftId);
    expect(await offered('draft_photo_1', { attachments: [{ type: 'image', url: shot.url, key: shot.key }] })).not.toContain(draftId);
    expect(await discovered({ imageKey: shot.key })).not.toContain(draftId);

    // Published (what POST /products/{id}/publish writes): the same questions find it.
    await t.database.db.update(products).set({ status: 'active' }).where(eq(products.id, draftId));
    expect(await offered('draft_text_2', { message: `silver hatchback ${WORD}` })).toContain(draftId);
    expect(await discovered({ query: `silver hatchback ${WORD}` })).toContain(draftId);
    expect(await offered('draft_photo_2', { attachments: [{ type: 'image', url: shot.url, key: shot.key }] })).toContain(draftId);
    expect(await discovered({ imageKey: shot.key })).toContain(draftId);
  }, 90_000);
});
