import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, makeListing, makeShop, makeUser, type Client } from './test-data.ts';

let t: TestContext;
let api: Client;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

// issue 9 §8: "JT" for Kagiso Molefe — a comment showed the author's shop logo as their face.
describe('a comment author is the person, not their shop', () => {
  it('an install seeded before the fix: the data migration takes the shop logo off its owner, so comments show their initials', async () => {
    const { product } = await makeListing(t);
    const kagiso = await makeUser(t, { name: 'Kagiso Molefe', avatar: 'shops/jozi-tech-logo.png' });
    await makeShop(t, kagiso, { name: 'Jozi Tech', logo: 'shops/jozi-tech-logo.png' });
    await t.database.db.execute(sql.raw(readFileSync(path.join(import.meta.dirname, '../../../drizzle/0006_owner_avatars_not_shop_logos.sql'), 'utf8')));

    const posted = await api.post(`/products/${product.id}/comments`, kagiso, { comment: 'Works well' });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json().data.comment;
    expect(comment.user).toMatchObject({ name: 'Kagiso Molefe', avatar: null });
    const listed = await api.get(`/products/${product.id}/comments`);
    expect(listed.json().data.comments[0].user).toMatchObject({ id: kagiso.id, avatar: null });
    expect(JSON.stringify(listed.json().data)).not.toContain('jozi-tech-logo');
  });

  it("an author's own picture still shows, shop or not", async () => {
    const { product } = await makeListing(t);
    const owner = await makeUser(t, { name: 'Nomsa', avatar: 'avatars/nomsa.jpg' });
    await makeShop(t, owner, { logo: 'shops/nomsa-logo.png' });
    const buyer = await makeUser(t, { name: 'Sipho', avatar: 'avatars/sipho.jpg' });

    const fromOwner = (await api.post(`/products/${product.id}/comments`, owner, { comment: 'Mine too' })).json().data.comment;
    const fromBuyer = (await api.post(`/products/${product.id}/comments`, buyer, { comment: 'Nice' })).json().data.comment;
    expect(fromOwner.user.avatar).toContain('avatars/nomsa.jpg');
    expect(fromBuyer.user.avatar).toContain('avatars/sipho.jpg');
  });
});
