import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, signUp } from '../../../test/factories.ts';
import { createProducts, createShop, insertUser } from '../products/test-catalog.ts';
import { shopFollows } from '../../platform/db/tables/social.ts';
import { users } from '../../platform/db/tables/users.ts';
import { eq } from 'drizzle-orm';
import { SLUG_MESSAGES } from '@sokoni/contracts/seller';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
async function data(url: string, token?: string) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}
const names = (shops: Shop[]) => shops.map((s) => s.name);
/** A town of its own per test, so lists filtered by it hold only that test's shops. */
const town = () => `Town${randomBytes(4).toString('hex')}`;

describe('GET /api/shops', () => {
  it('lists live shops with the Shop shape and pagination', async () => {
    const city = town();
    const owner = await insertUser(db(), { name: 'Thandi', isIdVerified: true });
    const shop = await createShop(db(), {
      ownerId: owner.id,
      name: 'Thandi Crafts',
      description: 'Baskets and more',
      city,
      logo: 'shops/logo.png',
      followersCount: 3,
      ratingAverage: 4.5,
      ratingCount: 2,
      category: 'Crafts & Curios',
    });
    await createShop(db(), { city, isActive: false });
    const { shops, pagination } = await data(`/api/shops?city=${city}`);
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, total: 1, hasMore: false, hasNextPage: false });
    expect(shops[0]).toEqual({
      id: shop.id,
      _id: shop.id,
      name: 'Thandi Crafts',
      slug: shop.slug,
      description: 'Baskets and more',
      category: 'Crafts & Curios',
      owner: { id: owner.id, _id: owner.id, name: 'Thandi', isIdVerified: true },
      isVerified: true,
      location: { city, country: 'Eswatini' },
      address: { city, country: 'Eswatini' },
      logo: '/media/shops/logo.png',
      coverImage: null,
      contactPhone: null,
      followersCount: 3,
      productsCount: 0,
      viewsCount: 0,
      rating: { average: 4.5, count: 2 },
      averageRating: 4.5,
      totalSales: 0,
      createdAt: shop.createdAt.toISOString(),
    });
    // The owner's phone number never shows.
    expect(JSON.stringify(shops[0])).not.toContain(owner.phoneNumber);
  });

  it('searches names by trigram and substring, closest first', async () => {
    const city = town();
    await createShop(db(), { name: 'Lutindzi Baskets', city });
    await createShop(db(), { name: 'Mbabane Electronics', city });
    await createShop(db(), { name: 'Basket World', city });
    expect(names((await data(`/api/shops?city=${city}&q=basket`)).shops).sort()).toEqual(['Basket World', 'Lutindzi Baskets']);
    expect(names((await data(`/api/shops?city=${city}&q=electronic`)).shops)).toEqual(['Mbabane Electronics']);
    expect(names((await data(`/api/shops?city=${city}&q=elctronics`)).shops)).toEqual(['Mbabane Electronics']);
    expect(names((await data(`/api/shops?city=${city}&q=%25`)).shops)).toEqual([]);
  });

  it('filters by city, country and category, and sorts by newest or followers', async () => {
    const city = town();
    const a = await createShop(db(), { name: 'A', city, followersCount: 1, category: 'Car Dealer', createdAt: new Date(Date.now() - 3000) });
    const b = await createShop(db(), { name: 'B', city, followersCount: 9, country: 'ZA', createdAt: new Date(Date.now() - 2000) });
    const c = await createShop(db(), { name: 'C', city, followersCount: 5, createdAt: new Date(Date.now() - 1000) });
    expect(names((await data(`/api/shops?city=${city.toLowerCase()}`)).shops)).toEqual(['C', 'B', 'A']);
    expect(names((await data(`/api/shops?city=${city}&sort=popular`)).shops)).toEqual(['B', 'C', 'A']);
    expect(names((await data(`/api/shops?city=${city}&country=ZA`)).shops)).toEqual(['B']);
    expect(names((await data(`/api/shops?city=${city}&country=South%20Africa`)).shops)).toEqual(['B']);
    expect(names((await data(`/api/shops?city=${city}&category=car-dealer`)).shops)).toEqual(['A']);
    expect(names((await data(`/api/shops?city=${city}&category=Car%20Dealer`)).shops)).toEqual(['A']);
    const page2 = await data(`/api/shops?city=${city}&limit=2&page=2`);
    expect(names(page2.shops)).toEqual(['A']);
    expect(page2.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 3, hasMore: false, hasNextPage: false });
    void [a, b, c];
  });

  it('rejects bad input with 422', async () => {
    for (const q of ['limit=0', 'limit=-1', 'limit=abc', 'page=0', 'sort=bogus']) {
      expect((await get(`/api/shops?${q}`)).statusCode, q).toBe(422);
    }
  });
});

describe('GET /api/shops/{id}', () => {
  it('returns the shop, 404 when unknown or closed (but not to its owner), 422 for a bad id', async () => {
    const owner = await signUp(t.app);
    const shop = await createShop(db(), { ownerId: owner.user.id, name: 'Open Shop' });
    const res = await data(`/api/shops/${shop.id}`);
    expect(res.shop).toMatchObject({ id: shop.id, name: 'Open Shop', owner: { id: owner.user.id } });
    expectError(await get('/api/shops/00000000-0000-4000-8000-000000000000'), 404, 'Shop not found');
    const closedOwner = await signUp(t.app);
    const closed = await createShop(db(), { ownerId: closedOwner.user.id, isActive: false });
    expectError(await get(`/api/shops/${closed.id}`), 404, 'Shop not found');
    expectError(await get(`/api/shops/${closed.id}`, owner.accessToken), 404, 'Shop not found');
    expect((await data(`/api/shops/${closed.id}`, closedOwner.accessToken)).shop.id).toBe(closed.id);
    for (const id of ['undefined', 'null', '42']) {
      expectFieldError(await get(`/api/shops/${id}`), 'id');
      expectFieldError(await get(`/api/shops/${id}/stats`), 'id');
    }
  });
});

describe('GET /api/shops/{idOrSlug} (issue 24)', () => {
  it('opens a shop, its products, one product and its stats by slug as by id; an unknown slug is a 404', async () => {
    const owner = await signUp(t.app);
    const slug = `nkosi-home-${randomBytes(3).toString('hex')}`;
    const shop = await createShop(db(), { ownerId: owner.user.id, name: 'Nkosi Home', slug });
    const [product] = await createProducts(db(), shop.id, [{ title: 'Woven lampshade' }]);
    expect((await data(`/api/shops/${slug}`)).shop).toMatchObject({ id: shop.id, slug, name: 'Nkosi Home' });
    expect((await data(`/api/shops/${slug.toUpperCase()}`)).shop.id).toBe(shop.id);
    const listed = await data(`/api/shops/${slug}/products`);
    expect(listed.products.map((p: { id: string }) => p.id)).toEqual([product!.id]);
    expect(listed).toEqual(await data(`/api/shops/${shop.id}/products`));
    expect((await data(`/api/shops/${slug}/products/${product!.id}`)).product.id).toBe(product!.id);
    expect((await data(`/api/shops/${slug}/products/${product!.id}/stats`))).toBeTruthy();
    expect(await data(`/api/shops/${slug}/stats`)).toEqual(await data(`/api/shops/${shop.id}/stats`));
    expectError(await get('/api/shops/no-such-shop-here'), 404, 'Shop not found');
    expect((await get('/api/shops/no-such-shop-here/products')).statusCode).toBe(404);
    // A product of another shop is not this shop's, by slug either.
    const other = await createShop(db());
    expect((await get(`/api/shops/${other.slug}/products/${product!.id}`)).statusCode).toBe(404);
    for (const bad of ['ab', 'bad--slug', '-edge', 'no_underscores']) expectFieldError(await get(`/api/shops/${bad}`), 'id');
  });

  it('a closed shop stays closed by slug, to all but its owner', async () => {
    const owner = await signUp(t.app);
    const slug = `closed-${randomBytes(3).toString('hex')}`;
    await createShop(db(), { ownerId: owner.user.id, slug, isActive: false });
    expectError(await get(`/api/shops/${slug}`), 404, 'Shop not found');
    expect((await get(`/api/shops/${slug}/products`)).statusCode).toBe(404);
    expect((await data(`/api/shops/${slug}`, owner.accessToken)).shop.slug).toBe(slug);
  });
});

describe('GET /api/shops/{id}/stats', () => {
  it('sums over the shop’s products; sales are the products marked sold; sales, revenue and their rates only for the owner and admins', async () => {
    const { user, accessToken } = await signUp(t.app);
    const shop = await createShop(db(), { ownerId: user.id, ratingAverage: 5, ratingCount: 1 });
    const soldAt = new Date();
    await createProducts(db(), shop.id, [
      { viewsCount: 10, likesCount: 2, ratingAverage: 4, ratingCount: 2, soldAt, soldPrice: 900, priceAmount: 1000, status: 'sold' },
      { viewsCount: 5, likesCount: 1, ratingAverage: 2, ratingCount: 1, isActive: false, soldAt, priceAmount: 250.5, status: 'sold' },
      // 10 USD at 17.8 lilangeni each.
      { viewsCount: 1, soldAt, soldPrice: 10, currency: 'USD', status: 'sold' },
      { viewsCount: 0 },
    ]);
    const totals = {
      totalProducts: 4,
      totalViews: 16,
      totalLikes: 3,
      totalOrders: 3,
      // (5×1 + 4×2 + 2×1) / 4
      averageRating: 3.75,
      totalReviews: 4,
      // doc 2 §9: 3 / 16 and 3 / 16 as percentages to 2 decimals.
      conversionRate: 18.75,
      engagementRate: 18.75,
      currency: 'SZL',
      badges: [],
    };
    // 900 + 250.50 + 178 = 1328.50; per order 442.83 → 443.
    const owners = { ...totals, totalRevenue: 1328.5, averageOrderValue: 443 };
    expect(await data(`/api/shops/${shop.id}/stats`, accessToken)).toEqual(owners);
    const admin = await signUp(t.app);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expect(await data(`/api/shops/${shop.id}/stats`, admin.accessToken)).toEqual(owners);
    // Guests and other sellers get the public counts only (issue 24).
    const publicCounts = { ...totals, totalOrders: null, totalRevenue: null, conversionRate: null, averageOrderValue: null };
    expect(await data(`/api/shops/${shop.id}/stats`)).toEqual(publicCounts);
    const otherSeller = await signUp(t.app);
    await createShop(db(), { ownerId: otherSeller.user.id });
    expect(await data(`/api/shops/${shop.id}/stats`, otherSeller.accessToken)).toEqual(publicCounts);
    const empty = await createShop(db());
    expect(await data(`/api/shops/${empty.id}/stats`)).toEqual({
      totalProducts: 0,
      totalViews: 0,
      totalLikes: 0,
      totalOrders: null,
      totalRevenue: null,
      averageRating: 0,
      totalReviews: 0,
      conversionRate: null,
      engagementRate: 0,
      averageOrderValue: null,
      currency: 'SZL',
      badges: [],
    });
    expectError(await get('/api/shops/00000000-0000-4000-8000-000000000000/stats'), 404, 'Shop not found');
  });
});

describe('GET /api/shops/check-slug', () => {
  it('tells whether a slug is free; the caller’s own counts as free', async () => {
    const owner = await signUp(t.app);
    const slug = `taken-${randomBytes(3).toString('hex')}`;
    await createShop(db(), { ownerId: owner.user.id, slug });
    expect(await data(`/api/shops/check-slug?slug=${slug}`)).toMatchObject({ available: false });
    expect(await data(`/api/shops/check-slug?slug=${slug.toUpperCase()}`)).toMatchObject({ available: false, slug });
    expect(await data(`/api/shops/check-slug?slug=${slug}`, owner.accessToken)).toMatchObject({ available: true });
    expect(await data(`/api/shops/check-slug?slug=free-${randomBytes(3).toString('hex')}`)).toMatchObject({ available: true });
  });

  it.each([
    ['', SLUG_MESSAGES.required],
    ['ab', SLUG_MESSAGES.tooShort],
    ['a'.repeat(101), SLUG_MESSAGES.tooLong],
    ['my_shop', SLUG_MESSAGES.charset],
    ['my shop', SLUG_MESSAGES.charset],
    ['-shop', SLUG_MESSAGES.edgeHyphen],
    ['shop-', SLUG_MESSAGES.edgeHyphen],
    ['my--shop', SLUG_MESSAGES.doubleHyphen],
  ])('rejects %j with 422', async (slug, message) => {
    expectFieldError(await get(`/api/shops/check-slug?slug=${encodeURIComponent(slug)}`), 'slug', message);
  });

  it('needs a slug', async () => {
    expectFieldError(await get('/api/shops/check-slug'), 'slug', SLUG_MESSAGES.required);
  });
});

describe('GET /api/shop-categories', () => {
  it('lists names and slugs', async () => {
    const { categories } = await data('/api/shop-categories');
    expect(categories.length).toBe(10);
    expect(categories).toContainEqual({ name: 'Car Dealer', slug: 'car-dealer' });
    expect(categories).toContainEqual({ name: 'Beauty Salon & Cosmetics', slug: 'beauty-salon-cosmetics' });
  });
});

describe('GET /api/users/{id}/shops', () => {
  it('lists the user’s shops, or none', async () => {
    const owner = await insertUser(db());
    const shop = await createShop(db(), { ownerId: owner.id });
    expect((await data(`/api/users/${owner.id}/shops`)).shops.map((s: Shop) => s.id)).toEqual([shop.id]);
    const nobody = await insertUser(db());
    expect(await data(`/api/users/${nobody.id}/shops`)).toEqual({ shops: [] });
    expect(await data('/api/users/00000000-0000-4000-8000-000000000000/shops')).toEqual({ shops: [] });
    expectFieldError(await get('/api/users/undefined/shops'), 'id');
  });

  it('shows a closed shop only to its owner', async () => {
    const s = await signUp(t.app);
    await createShop(db(), { ownerId: s.user.id, isActive: false });
    expect((await data(`/api/users/${s.user.id}/shops`)).shops).toEqual([]);
    expect((await data(`/api/users/${s.user.id}/shops`, s.accessToken)).shops).toHaveLength(1);
  });
});

describe('GET /api/shops/suggestions', () => {
  it('suggests the most followed shops the user does not follow yet, never their own', async () => {
    const s = await signUp(t.app);
    const own = await createShop(db(), { ownerId: s.user.id, followersCount: 1_000_000 });
    const top = await createShop(db(), { followersCount: 900_000 });
    const second = await createShop(db(), { followersCount: 800_000 });
    const followed = await createShop(db(), { followersCount: 950_000 });
    await db().insert(shopFollows).values({ userId: s.user.id, shopId: followed.id });

    const mine = await data('/api/shops/suggestions?limit=2', s.accessToken);
    expect(mine.shops.map((x: Shop) => x.id)).toEqual([top.id, second.id]);
    expect(mine.pagination).toMatchObject({ currentPage: 1, hasMore: true });

    const guest = await data('/api/shops/suggestions?limit=3');
    expect(guest.shops.map((x: Shop) => x.id)).toEqual([own.id, followed.id, top.id]);
    expect((await get('/api/shops/suggestions?limit=500')).statusCode).toBe(200);
    expect((await get('/api/shops/suggestions?limit=0')).statusCode).toBe(422);
  });
});

describe('owners', () => {
  it('fall back to the username when they have no name', async () => {
    const owner = await insertUser(db(), { name: '' });
    const shop = await createShop(db(), { ownerId: owner.id });
    const [row] = await db().select().from(users).where(eq(users.id, owner.id));
    expect((await data(`/api/shops/${shop.id}`)).shop.owner.name).toBe(row!.username);
  });
});
