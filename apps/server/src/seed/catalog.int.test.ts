import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { login } from '../../test/factories.ts';
import { CATEGORY_SLUGS } from '@sokoni/contracts/catalog';
import { products } from '../platform/db/tables/products.ts';
import { shops } from '../platform/db/tables/shops.ts';
import { users } from '../platform/db/tables/users.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { probe } from '../platform/media/ffmpeg.ts';
import { bulkLoadProducts } from './bulk.ts';
import { seedCatalog, type SeedCatalogResult } from './catalog.ts';
import { DEALER_PHONE, SELLER_PHONE, SHOPS } from './data/shops.ts';
import { SMALL_MEDIA } from './media.ts';

/** Rows of a raw query, whichever driver (PGlite or node-postgres) ran it. */
async function rows<T>(t: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
async function one<T>(t: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t, query))[0]!;
}

describe('demo catalog seed', () => {
  let t: TestContext;
  let first: SeedCatalogResult;
  const now = new Date('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    // The same code path as a first start, with tiny media and few distinct files.
    first = await seedCatalog(t.database.db, createStorage(t.config), { now, media: SMALL_MEDIA });
  }, 120_000);
  afterAll(() => t.close());

  it('creates at least 12 shops and 150 products across Eswatini, South Africa and Kenya', async () => {
    expect(first.skipped).toBe(false);
    expect(first.shops).toBeGreaterThanOrEqual(12);
    expect(first.products).toBeGreaterThanOrEqual(150);
    const { n: shopCount } = await one<{ n: number }>(t, sql`select count(*)::int as n from shops`);
    const { n: productCount } = await one<{ n: number }>(t, sql`select count(*)::int as n from products`);
    expect(shopCount).toBe(first.shops);
    expect(productCount).toBe(first.products);
    const countries = await rows<{ country: string; cities: string[] }>(t, sql`select country, array_agg(distinct city) as cities from shops group by country`);
    const byCountry = Object.fromEntries(countries.map((c) => [c.country, c.cities]));
    expect(Object.keys(byCountry).sort()).toEqual(['KE', 'SZ', 'ZA']);
    expect(byCountry.SZ).toEqual(expect.arrayContaining(['Mbabane', 'Manzini', 'Ezulwini', 'Lobamba', 'Nhlangano', 'Siteki']));
    expect(byCountry.ZA).toEqual(expect.arrayContaining(['Johannesburg', 'Durban', 'Cape Town', 'Pretoria']));
    expect(byCountry.KE).toEqual(expect.arrayContaining(['Nairobi', 'Mombasa', 'Kisumu']));
  });

  it('uses real category slugs (at least 8) and subcategory names, and the currency of each shop’s country', async () => {
    const cats = await rows<{ category: string; n: number }>(t, sql`select category, count(*)::int as n from products group by category`);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    for (const c of cats) expect(CATEGORY_SLUGS).toContain(c.category);
    const pairs = await rows<{ country: string; currency: string }>(t, sql`select distinct p.country, p.currency from products p`);
    expect(pairs.sort((a, b) => a.country.localeCompare(b.country))).toEqual([
      { country: 'KE', currency: 'KES' },
      { country: 'SZ', currency: 'SZL' },
      { country: 'ZA', currency: 'ZAR' },
    ]);
    const { n: mismatched } = await one<{ n: number }>(t, sql`select count(*)::int as n from products p join shops s on s.id = p.shop_id where p.country <> s.country or p.city <> s.city`);
    expect(mismatched).toBe(0);
  });

  it('writes believable listings: descriptions, prices, tags, stock and some contact-for-price', async () => {
    const all = await t.database.db.select().from(products);
    expect(all.filter((p) => Number(p.priceAmount) === 0).length).toBeGreaterThan(0);
    expect(all.filter((p) => p.description.length > 200).length).toBeGreaterThan(10);
    expect(all.filter((p) => p.isFeatured).length).toBeGreaterThan(5);
    expect(all.filter((p) => p.isOnSale && p.discount && p.saleEndsAt && p.saleEndsAt > now).length).toBeGreaterThan(5);
    for (const p of all) {
      expect(p.title.length).toBeGreaterThan(5);
      expect(p.description.split(/(?<=[.!])\s/).length).toBeGreaterThanOrEqual(2);
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(p.subcategory).toBeTruthy();
      expect(p.searchExtra.length).toBeGreaterThan(0);
      expect(now.getTime() - p.createdAt.getTime()).toBeLessThanOrEqual(61 * 86_400_000);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const hilux = all.find((p) => p.attributes.model === 'Hilux' && p.title.includes('Raider'))!;
    expect(hilux.title).toMatch(/^20\d\d Toyota Hilux/);
    expect(hilux.currency).toBe('SZL');
    expect(Number(hilux.priceAmount)).toBeGreaterThan(300_000);
  });

  it('gives the demo seller a stocked shop and the dealer a lot of vehicles', async () => {
    const shopOf = async (phone: string) => {
      const [row] = await t.database.db.select({ shop: shops }).from(shops).innerJoin(users, eq(users.id, shops.ownerId)).where(eq(users.phoneNumber, phone));
      return row!.shop;
    };
    const seller = await shopOf(SELLER_PHONE);
    const sellerProducts = await t.database.db.select().from(products).where(eq(products.shopId, seller.id));
    expect(sellerProducts.length).toBeGreaterThanOrEqual(15);
    expect(seller.productsCount).toBe(sellerProducts.length);
    expect(seller.logo).toMatch(/\.webp$/);
    expect(seller.coverImage).toMatch(/\.webp$/);

    const dealer = await shopOf(DEALER_PHONE);
    expect(dealer.category).toBe('Car Dealer');
    const cars = await t.database.db.select().from(products).where(eq(products.shopId, dealer.id));
    const vehicles = cars.filter((p) => p.category === 'vehicles' && p.attributes.make);
    expect(vehicles.length).toBeGreaterThanOrEqual(12);
    for (const v of vehicles) {
      expect(Object.keys(v.attributes)).toEqual(expect.arrayContaining(['make', 'model', 'year', 'mileage', 'transmission', 'fuel']));
      expect(v.brand).toBe(v.attributes.make);
    }
    // Issue 24 #15: the dealer's cards name year, make, model and variant; two of one model differ by the variant.
    const names = vehicles.map((v) => [v.attributes.year, v.attributes.make, v.attributes.model, v.attributes.variant].join(' '));
    expect(vehicles.every((v) => typeof v.attributes.variant === 'string' && v.attributes.variant.length > 0)).toBe(true);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('keeps every counter equal to its rows', async () => {
    const checks = {
      likes: sql`select count(*)::int as n from products p where p.likes_count <> (select count(*) from product_likes l where l.product_id = p.id)`,
      bookmarks: sql`select count(*)::int as n from products p where p.bookmarks_count <> (select count(*) from product_bookmarks b where b.product_id = p.id)`,
      shares: sql`select count(*)::int as n from products p where p.shares_count <> (select count(*) from product_shares s where s.product_id = p.id)`,
      followers: sql`select count(*)::int as n from shops s where s.followers_count <> (select count(*) from shop_follows f where f.shop_id = s.id)`,
      products: sql`select count(*)::int as n from shops s where s.products_count <> (select count(*) from products p where p.shop_id = s.id)`,
      ownLikes: sql`select count(*)::int as n from product_likes l join products p on p.id = l.product_id join shops s on s.id = p.shop_id where s.owner_id = l.user_id`,
    };
    for (const [name, query] of Object.entries(checks)) {
      const { n } = await one<{ n: number }>(t, query);
      expect(n, name).toBe(0);
    }
    const { likes, popular } = await one<{ likes: number; popular: number }>(
      t,
      sql`select (select count(*)::int from product_likes) as likes, (select count(*)::int from products where likes_count > 10 or views_count > 100) as popular`,
    );
    expect(likes).toBe(first.likes);
    expect(likes).toBeGreaterThan(500);
    expect(popular).toBeGreaterThan(20);
    // The demo buyer has likes and follows to show.
    const { n: buyerLikes } = await one<{ n: number }>(t, sql`select count(*)::int as n from product_likes l join users u on u.id = l.user_id where u.phone_number = '+26876000001'`);
    expect(buyerLikes).toBeGreaterThan(5);
  });

  it('writes reviews whose ratings are the catalog’s ratings, with owner replies', async () => {
    const rated = (table: string, key: string) =>
      sql.raw(`select count(*)::int as n from ${table} t where t.rating_count <> (select count(c.rating) from comments c where c.${key} = t.id and c.parent_id is null)
        or t.rating_average <> coalesce((select round(avg(c.rating), 2) from comments c where c.${key} = t.id and c.parent_id is null), 0)`);
    const checks = {
      productRatings: rated('products', 'product_id'),
      shopRatings: rated('shops', 'shop_id'),
      productComments: sql`select count(*)::int as n from products p where p.comments_count <> (select count(*) from comments c where c.product_id = p.id)`,
      replyCounts: sql`select count(*)::int as n from comments c where c.reply_count <> (select count(*) from comments r where r.parent_id = c.id)`,
      repliesByOwners: sql`select count(*)::int as n from comments r join products p on p.id = r.product_id join shops s on s.id = p.shop_id where r.parent_id is not null and r.user_id <> s.owner_id`,
      ownReviews: sql`select count(*)::int as n from comments c join products p on p.id = c.product_id join shops s on s.id = p.shop_id where c.parent_id is null and c.user_id = s.owner_id`,
    };
    for (const [name, query] of Object.entries(checks)) {
      const { n } = await one<{ n: number }>(t, query);
      expect(n, name).toBe(0);
    }
    const { reviewed, replies, shopsRated } = await one<{ reviewed: number; replies: number; shopsRated: number }>(
      t,
      sql`select (select count(*)::int from products where rating_count > 0) as reviewed, (select count(*)::int from comments where parent_id is not null) as replies, (select count(*)::int from shops where rating_count >= 2) as "shopsRated"`,
    );
    expect(reviewed).toBeGreaterThan(50);
    expect(replies).toBeGreaterThan(20);
    expect(shopsRated).toBe(first.shops);
    // Through the API: a reviewed product's comments add up to its rating.
    const product = (await one<{ id: string }>(t, sql`select id from products where rating_count >= 3 order by id limit 1`)).id;
    const list = (await t.app.inject({ method: 'GET', url: `/api/products/${product}/comments?limit=50` })).json().data;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${product}` })).json().data.product;
    expect(list.stats.averageRating).toBeCloseTo(detail.rating.average, 2);
    expect(list.stats.totalComments).toBe(detail.comments);
  });

  it('gives every listing 1-3 pictures, and 40+ listings a video with a poster as primary media, all served', async () => {
    const all = await t.database.db.select({ media: products.media }).from(products);
    let videos = 0;
    const keys = new Set<string>();
    for (const { media } of all) {
      const images = media.filter((m) => m.type === 'image');
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(media.filter((m) => m.isPrimary)).toHaveLength(1);
      expect(media[0]!.isPrimary).toBe(true);
      for (const img of images) {
        expect(img.variantKeys?.map((v) => v.width)).toEqual(SMALL_MEDIA.imageWidths);
        expect(img.width).toBe(Math.max(...SMALL_MEDIA.imageWidths));
        expect(img.height).toBeGreaterThan(0);
        img.variantKeys!.forEach((v) => keys.add(v.key));
      }
      if (media[0]!.type === 'video') {
        videos += 1;
        expect(media[0]!.posterKey).toMatch(/-poster\.webp$/);
        expect(media[0]!.duration).toBeGreaterThan(0);
        keys.add(media[0]!.key);
        keys.add(media[0]!.posterKey!);
      }
    }
    expect(videos).toBeGreaterThanOrEqual(40);
    expect(first.videoProducts).toBe(videos);
    for (const key of keys) {
      const res = await t.app.inject({ method: 'HEAD', url: `/media/${key}` });
      expect(res.statusCode, key).toBe(200);
    }
    const videoKey = [...keys].find((k) => k.endsWith('.mp4'))!;
    const info = await probe(createStorage(t.config).localPath!(videoKey));
    expect([info.codec, info.pixelFormat]).toEqual(['h264', 'yuv420p']);
    expect(info.height).toBeGreaterThan(info.width);
  });

  it('lets the generated shop owners sign in with the demo password', async () => {
    const owner = SHOPS.find((s) => s.country === 'KE')!.owner.phoneNumber;
    const res = await login(t.app, owner, 'demo12345');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('gives shop owners no avatar: a person is never shown with their shop’s logo (issue 9, "JT" for Kagiso Molefe)', async () => {
    const owners = await t.database.db.select({ avatar: users.avatar }).from(users).innerJoin(shops, eq(shops.ownerId, users.id));
    expect(owners.length).toBeGreaterThanOrEqual(12);
    expect(owners.filter((o) => o.avatar !== null)).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const again = await seedCatalog(t.database.db, createStorage(t.config), { now, media: SMALL_MEDIA });
    expect(again.skipped).toBe(true);
    const { n } = await one<{ n: number }>(t, sql`select count(*)::int as n from products`);
    expect(n).toBe(first.products);
  });

  it('is reproducible: another empty database gets the same catalog', async () => {
    const other = await createTestApp();
    try {
      // Same storage: the files exist already, so none is redrawn.
      const second = await seedCatalog(other.database.db, createStorage(t.config), { now, media: SMALL_MEDIA });
      expect(second.media?.generated).toBe(0);
      const pick = (db: TestContext['database']['db']) =>
        db.select({ id: products.id, title: products.title, price: products.priceAmount, likes: products.likesCount, media: products.media }).from(products).orderBy(asc(products.id));
      expect(await pick(other.database.db)).toEqual(await pick(t.database.db));
    } finally {
      await other.close();
    }
  });

  // Last: it adds rows the tests above do not expect.
  it('bulk-loads synthetic listings for benchmarks, reusing the demo media', async () => {
    const loaded = await bulkLoadProducts(t.database.db, 700, { batch: 300, now });
    expect(loaded).toBe(700);
    const { n, bulk, shopsCounted } = await one<{ n: number; bulk: number; shopsCounted: number }>(
      t,
      sql`select (select count(*)::int from products) as n, (select count(*)::int from products where sku like 'BULK-%') as bulk, (select sum(products_count)::int from shops) as "shopsCounted"`,
    );
    expect(bulk).toBe(700);
    expect(n).toBe(first.products + 700);
    expect(shopsCounted).toBe(n);
    const pairs = await rows<{ country: string; currency: string }>(t, sql`select distinct country, currency from products where sku like 'BULK-%' order by country`);
    expect(pairs).toEqual([
      { country: 'KE', currency: 'KES' },
      { country: 'SZ', currency: 'SZL' },
      { country: 'ZA', currency: 'ZAR' },
    ]);
    const [sample] = await t.database.db.select().from(products).where(sql`${products.sku} like 'BULK-%'`).limit(1);
    expect(sample!.media.length).toBeGreaterThan(0);
    expect(sample!.media[0]!.key.startsWith('seed/')).toBe(true);
    // A second run continues the numbering.
    await bulkLoadProducts(t.database.db, 10, { now });
    const { dupes } = await one<{ dupes: number }>(t, sql`select count(*)::int as dupes from (select sku from products where sku is not null group by sku having count(*) > 1) d`);
    expect(dupes).toBe(0);
  });
});
