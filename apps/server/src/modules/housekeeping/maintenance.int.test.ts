import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { runMaintenance } from './maintenance.ts';
import { comments } from '../../platform/db/tables/comments.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users } from '../../platform/db/tables/users.ts';
import { png, upload } from '../media/test-upload.ts';
import { createPrivateStorage, createStorage } from '../../platform/storage/create-storage.ts';

describe('maintenance', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('purges accounts deleted more than 90 days ago and keeps recent ones', async () => {
    const old = await signUp(t.app);
    const recent = await signUp(t.app);
    for (const s of [old, recent]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(s.accessToken) });
      expect(res.statusCode).toBe(200);
    }
    await t.database.db.update(users).set({ closedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(users.id, old.user.id));

    const { purgedUsers } = await runMaintenance(t.database.db);

    expect(purgedUsers).toBe(1);
    const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, recent.user.id));
    expect(left).toHaveLength(1);
    const gone = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, old.user.id));
    expect(gone).toHaveLength(0);
  });
});

describe('purging an account keeps the counters its rows moved exact', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes back likes, saves, follows, comment likes, replies and ratings, and removes the uploads, private ones too', async () => {
    const db = t.database.db;
    const shop = await createShop(db, { followersCount: 10 });
    const [product] = await createProducts(db, shop.id, [{ likesCount: 7, bookmarksCount: 3 }]);
    const stayer = await signUp(t.app);
    const leaver = await signUp(t.app);
    const post = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    const review = (await post(stayer.accessToken, `/api/products/${product!.id}/comments`, { comment: 'Lovely', rating: 5 })).json().data.comment;
    for (const [url, payload] of [
      [`/api/products/${product!.id}/like`],
      [`/api/products/${product!.id}/bookmark`],
      [`/api/shops/${shop.id}/follow`],
      [`/api/comments/${review.id}/like`],
      [`/api/comments/${review.id}/reply`, { comment: 'Agreed' }],
      [`/api/products/${product!.id}/comments`, { comment: 'Not for me', rating: 1 }],
    ] as const) {
      const res = await post(leaver.accessToken, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
    const photo = (await upload(t.app, leaver.accessToken, [{ name: 'file', filename: 'p.png', data: await png(64, 64) }])).json().data;
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const chatPhoto = (await upload(t.app, leaver.accessToken, [{ name: 'folder', value: 'chats' }, { name: 'file', filename: 'c.png', data: await png(64, 64) }])).json().data;
    expect((await t.app.inject({ method: 'GET', url: chatPhoto.url })).statusCode).toBe(200);
    const before = (await t.app.inject({ method: 'GET', url: `/api/products/${product!.id}` })).json().data.product;
    expect(before).toMatchObject({ likes: 8, comments: 3, rating: { average: 3, count: 2 } });

    await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(leaver.accessToken) });
    await db.update(users).set({ closedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(users.id, leaver.user.id));
    expect((await runMaintenance(db, { storage: createStorage(t.config), privateStorage: createPrivateStorage(t.config) })).purgedUsers).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: chatPhoto.url })).statusCode).toBe(404);

    const [p] = await db.select().from(products).where(eq(products.id, product!.id));
    expect(p).toMatchObject({ likesCount: 7, bookmarksCount: 3, commentsCount: 1, ratingCount: 1, ratingAverage: 5 });
    const [s] = await db.select().from(shops).where(eq(shops.id, shop.id));
    expect(s!.followersCount).toBe(10);
    const [c] = await db.select().from(comments).where(eq(comments.id, review.id));
    expect(c).toMatchObject({ likesCount: 0, replyCount: 0 });
  });

  it('fails listings left processing by a dead worker (2 h without a word), so their seller can retry', async () => {
    const db = t.database.db;
    const shop = await createShop(db);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const [stale, recent] = await createProducts(db, shop.id, [{ status: 'pending' }, { status: 'pending' }]);
    await db.update(products).set({ processingStatus: 'processing', updatedAt: hoursAgo(3) }).where(eq(products.id, stale!.id));
    await db.update(products).set({ processingStatus: 'processing', updatedAt: hoursAgo(1) }).where(eq(products.id, recent!.id));
    await runMaintenance(db);
    const state = async (id: string) => (await db.select({ s: products.processingStatus, e: products.processingError }).from(products).where(eq(products.id, id)))[0];
    expect(await state(stale!.id)).toEqual({ s: 'failed', e: 'Processing was interrupted. Tap retry to try again.' });
    expect(await state(recent!.id)).toEqual({ s: 'processing', e: null });
  });
});
