import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedReply } from '@sokoni/contracts/catalog';
import { bearer, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { shopFollows } from '../../platform/db/tables/social.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';
import { createUsersRepo } from '../users/index.ts';

// Issue 24.14: the feed puts the buyer's market first the way Browse does (doc 1 §1): a Kenyan
// car priced in KSh no longer opens an Eswatini buyer's feed because it is the newest listing.
describe('the feed follows the buyer’s market', () => {
  let t: TestContext;
  let nairobiId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const mbabane = await createShop(db, { name: 'Mbabane Goods', country: 'SZ' });
    const nairobi = await createShop(db, { name: 'Nairobi Motors', city: 'Nairobi', country: 'KE' });
    nairobiId = nairobi.id;
    const hour = (h: number) => new Date(Date.now() - h * 3_600_000);
    await createProducts(db, mbabane.id, [2, 3, 4].map((h) => ({ createdAt: hour(h) })));
    // The newest listings are Kenyan.
    await createProducts(db, nairobi.id, [0.5, 1].map((h) => ({ createdAt: hour(h), country: 'KE', currency: 'KES', priceAmount: 1_500_000 })));
  });
  afterAll(() => t.close());

  async function feed(query: string, token?: string): Promise<FeedReply> {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/feed${query}`, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const currencies = (reply: FeedReply) => reply.products.map((p) => p.price.currency);

  it('opens a guest’s feed on Eswatini (the default country), newest first within it', async () => {
    const reply = await feed('');
    expect(currencies(reply)).toEqual(['SZL', 'SZL', 'SZL', 'KES', 'KES']);
    
    const times = reply.products.slice(0, 3).map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('opens a signed-in buyer’s feed on their account’s country', async () => {
    const eswatini = await signUp(t.app);
    expect(currencies(await feed('', eswatini.accessToken))[0]).toBe('SZL');
    const kenyan = await signUp(t.app);
    await createUsersRepo(t.database.db).update(kenyan.user.id, { countryCode: 'KE' });
    expect(currencies(await feed('', kenyan.accessToken))).toEqual(['KES', 'KES', 'SZL', 'SZL', 'SZL']);
  });

  it('keeps the market first in a personal feed too: a followed Kenyan shop comes after Eswatini', async () => {
    const follower = await signUp(t.app);
    await t.database.db.insert(shopFollows).values({ userId: follower.user.id, shopId: nairobiId, createdAt: new Date(Date.now() - 60_000) });
    const reply = await feed('', follower.accessToken);
    expect(reply.isPersonalized).toBe(true);
    expect(currencies(reply)).toEqual(['SZL', 'SZL', 'SZL', 'KES', 'KES']);
    // Among the buyer's own market's products, and then the others, what they follow comes first.
    const kenyan = await signUp(t.app);
    await createUsersRepo(t.database.db).update(kenyan.user.id, { countryCode: 'KE' });
    expect(currencies(await feed('', kenyan.accessToken))).toEqual(['KES', 'KES', 'SZL', 'SZL', 'SZL']);
  });

  it('takes the market the client names, and none for all countries', async () => {
    expect(currencies(await feed('?market=KE'))[0]).toBe('KES');
    expect(currencies(await feed('?market=all'))).toEqual(['KES', 'KES', 'SZL', 'SZL', 'SZL']);
  });
});
