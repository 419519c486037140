import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, signUp } from '../../../test/factories.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { productLikes, productShares, productViews, shopFollows } from '../../platform/db/tables/social.ts';
import { products } from '../../platform/db/tables/products.ts';
import { createProduct, createProducts, createShop, insertUser } from './test-catalog.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
async function list(url: string, token?: string): Promise<{ products: Product[]; pagination: Record<string, unknown> }> {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}
const ids = (page: { products: Product[] }) => page.products.map((p) => p.id);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('GET /api/products', () => {
  it('lists listable products with the list shape and pagination', async () => {
    const shop = await createShop(db(), { name: 'Shape Shop', city: 'Manzini' });
    const made = await createProducts(db(), shop.id, [
      { title: 'First', priceAmount: 1250, sku: 'SKU-1', media: [{ key: 'products/a.jpg', type: 'image', isPrimary: true }] },
      { title: 'Second', priceAmount: 0 },
      { title: 'Third' },
      { title: 'Fourth' },
      { title: 'Fifth' },
    ]);
    const page1 = await list(`/api/products?shopId=${shop.id}&limit=2`);
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 3, total: 5, hasMore: true, hasNextPage: true });
    expect(ids(page1)).toEqual([made[4]!.id, made[3]!.id]);
    const page3 = await list(`/api/products?shopId=${shop.id}&limit=2&page=3`);
    expect(page3.pagination).toEqual({ currentPage: 3, totalPages: 3, total: 5, hasMore: false, hasNextPage: false });
    expect(ids(page3)).toEqual([made[0]!.id]);
    const beyond = await list(`/api/products?shopId=${shop.id}&limit=2&page=9`);
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 5, hasMore: false });

    const first = page3.products[0]!;
    expect(first).toMatchObject({
      id: made[0]!.id,
      _id: made[0]!.id,
      shopId: shop.id,
      title: 'First',
      price: { amount: 1250, currency: 'SZL', formattedPrice: 'E1,250.00' },
      category: 'electronics',
      status: 'active',
      isActive: true,
      isAvailable: true,
      mediaCount: 1,
      stock: { quantity: 1, isInStock: true },
      location: { city: 'Mbabane', country: 'Eswatini' },
      shop: { id: shop.id, _id: shop.id, name: 'Shape Shop', owner: shop.ownerId, location: { city: 'Manzini', country: 'Eswatini' } },
    });
    expect(first.media[0]).toMatchObject({ type: 'image', url: '/media/products/a.jpg', isPrimary: true });
    // Lists are a lean card (a feed page of 20 stays under 30 KB): the detail-only fields stay out.
    for (const field of ['stats', 'seo', 'tags', 'slug', 'name', 'categoryName', 'subcategory', 'isFeatured', 'updatedAt']) {
      expect(first).not.toHaveProperty(field);
    }
    expect(first.media[0]).not.toHaveProperty('key');
    expect(first.stock).not.toHaveProperty('sku');
    expect(first.shop).not.toHaveProperty('slug');
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    // doc 1 §5: no price above 0 → Contact for price.
    expect(page3.products.length).toBe(1);
    const second = (await list(`/api/products?shopId=${shop.id}&limit=5`)).products.find((p) => p.title === 'Second')!;
    expect(second.price.formattedPrice).toBe('Contact for price');
  });

  it('sorts by newest, price and popularity, with order flipping the direction', async () => {
    const shop = await createShop(db());
    const [a, b, c, d] = await createProducts(db(), shop.id, [
      { title: 'A', priceAmount: 300, likesCount: 1, viewsCount: 0, commentsCount: 0, createdAt: minutesAgo(40) },
      { title: 'B', priceAmount: 100, likesCount: 0, viewsCount: 50, commentsCount: 0, createdAt: minutesAgo(30) },
      { title: 'C', priceAmount: 200, likesCount: 5, viewsCount: 0, commentsCount: 1, createdAt: minutesAgo(20) },
      { title: 'D', priceAmount: 100, likesCount: 0, viewsCount: 1, commentsCount: 0, createdAt: minutesAgo(10) },
    ]);
    const url = (q: string) => `/api/products?shopId=${shop.id}&${q}`;
    expect(ids(await list(url('')))).toEqual([d!.id, c!.id, b!.id, a!.id]);
    expect(ids(await list(url('sort=newest')))).toEqual([d!.id, c!.id, b!.id, a!.id]);
    expect(ids(await list(url('sort=newest&order=asc')))).toEqual([a!.id, b!.id, c!.id, d!.id]);
    const [lowB, lowD] = [b!, d!].sort((x, y) => x.id.localeCompare(y.id));
    expect(ids(await list(url('sort=price-low')))).toEqual([lowB!.id, lowD!.id, c!.id, a!.id]);
    expect(ids(await list(url('sort=price-high')))).toEqual([a!.id, c!.id, lowD!.id, lowB!.id]);
    expect(ids(await list(url('sort=price-low&order=desc')))).toEqual([a!.id, c!.id, lowD!.id, lowB!.id]);
    // popular = likes×3 + views + comments×2: C 17, B 50, A 3, D 1.
    expect(ids(await list(url('sort=popular')))).toEqual([b!.id, c!.id, a!.id, d!.id]);
  });

  it('filters by category, price range, condition, city, country, shop, subcategory and brand', async () => {
    const shop = await createShop(db());
    const other = await createShop(db());
    const [phone, car, shirt, kenyan] = await createProducts(db(), shop.id, [
      { title: 'Phone', category: 'electronics', subcategory: 'Phones & Tablets', brand: 'Samsung', priceAmount: 5000, condition: 'used', city: 'Manzini' },
      { title: 'Car', category: 'vehicles', priceAmount: 150000, condition: 'used', city: 'Mbabane', country: 'ZA' },
      { title: 'Shirt', category: 'fashion', priceAmount: 150, condition: 'new', city: 'Mbabane' },
      { title: 'Kenyan', category: 'fashion', priceAmount: 900, condition: 'refurbished', city: 'Nairobi', country: 'KE' },
    ]);
    const [elsewhere] = await createProducts(db(), other.id, [{ title: 'Elsewhere', category: 'fashion' }]);
    const url = (q: string) => `/api/products?shopId=${shop.id}&${q}`;
    const set = async (q: string) => new Set(ids(await list(url(q))));
    expect(await set('category=fashion')).toEqual(new Set([shirt!.id, kenyan!.id]));
    // A category's name works like its slug.
    expect(await set('category=Home%20%26%20Garden')).toEqual(new Set());
    expect(await set('category=Vehicles')).toEqual(new Set([car!.id]));
    expect(await set('category=no-such-thing')).toEqual(new Set());
    expect(await set('minPrice=900')).toEqual(new Set([phone!.id, car!.id, kenyan!.id]));
    expect(await set('maxPrice=900')).toEqual(new Set([shirt!.id, kenyan!.id]));
    expect(await set('minPrice=150&maxPrice=5000')).toEqual(new Set([phone!.id, shirt!.id, kenyan!.id]));
    expect(await set('condition=used')).toEqual(new Set([phone!.id, car!.id]));
    expect(await set('city=mbabane')).toEqual(new Set([car!.id, shirt!.id]));
    expect(await set('country=ZA')).toEqual(new Set([car!.id]));
    expect(await set('country=Kenya')).toEqual(new Set([kenyan!.id]));
    expect(await set('country=sz')).toEqual(new Set([phone!.id, shirt!.id]));
    expect(await set('subcategory=phones%20%26%20tablets')).toEqual(new Set([phone!.id]));
    expect(await set('brand=SAMSUNG')).toEqual(new Set([phone!.id]));
    expect(await set('category=fashion&condition=new&city=Mbabane')).toEqual(new Set([shirt!.id]));
    const byOtherShop = new Set(ids(await list(`/api/products?shopId=${other.id}`)));
    expect(byOtherShop).toEqual(new Set([elsewhere!.id]));
  });

  it('hides what is not listable: inactive, unavailable, not active, or in an inactive shop', async () => {
    const shop = await createShop(db());
    const [ok] = await createProducts(db(), shop.id, [
      { title: 'Listed' },
      { title: 'Inactive', isActive: false },
      { title: 'Sold out', isAvailable: false },
      { title: 'Pending', status: 'pending' },
      { title: 'Draft', status: 'draft' },
    ]);
    expect(ids(await list(`/api/products?shopId=${shop.id}`))).toEqual([ok!.id]);
    const closed = await createShop(db(), { isActive: false });
    await createProducts(db(), closed.id, 2);
    expect((await list(`/api/products?shopId=${closed.id}`)).products).toEqual([]);
  });

  it('rejects bad input with 422, never 500', async () => {
    for (const q of ['limit=0', 'limit=-1', 'limit=abc', 'page=0', 'page=-1', 'sort=bogus', 'order=up', 'minPrice=-1', 'maxPrice=abc', 'condition=broken', 'shopId=undefined', 'shopId=123', 'asOf=yesterday']) {
      const res = await get(`/api/products?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expectFieldError(await get('/api/products?limit=1.5'), 'limit');
    expectFieldError(await get('/api/products?shopId=undefined'), 'shopId');
    expectFieldError(await get('/api/products?minPrice=10&maxPrice=5'), 'maxPrice', 'maxPrice must not be less than minPrice');
    const long = 'x'.repeat(201);
    expectFieldError(await get(`/api/products?q=${long}`), 'q');
    // Odd but valid text is fine.
    for (const q of ['q=%27%3B%20drop%20table%20products%3B--', 'q=%25_%5C', 'q=(((', 'q=%22unclosed', 'q=!!!', 'city=%25', 'q=a%20or%20-b']) {
      expect((await get(`/api/products?${q}`)).statusCode, q).toBe(200);
    }
  });
});

describe('GET /api/products/{id}', () => {
  it('returns the full product with stats', async () => {
    const shop = await createShop(db(), { contactPhone: '+26876111111' });
    const product = await createProduct(db(), shop.id, {
      title: 'Detail phone',
      sku: 'D-1',
      seo: { title: 'x' },
      weight: 1.5,
      likesCount: 4,
      viewsCount: 12,
      bookmarksCount: 2,
      commentsCount: 3,
      sharesCount: 1,
    });
    const res = await get(`/api/products/${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data.product;
    expect(p).toMatchObject({
      id: product.id,
      title: 'Detail phone',
      name: 'Detail phone',
      categoryName: 'Electronics',
      tags: expect.any(Array),
      slug: expect.any(String),
      updatedAt: expect.any(String),
      stock: { sku: 'D-1' },
      shop: { id: shop.id, slug: shop.slug, isPhoneVerified: expect.any(Boolean) },
      sku: 'D-1',
      seo: { title: 'x' },
      weight: 1.5,
      stats: { productId: product.id, views: 12, likes: 4, commentCount: 3, bookmarks: 2, bookmarkCount: 2, shares: 1, isFlagged: false },
    });
    expect(p.stats).not.toHaveProperty('isLiked');
  });

  it('adds the caller’s like and bookmark when signed in', async () => {
    const s = await signUp(t.app);
    const shop = await createShop(db());
    const product = await createProduct(db(), shop.id);
    await db().insert(productLikes).values({ userId: s.user.id, productId: product.id });
    const p = (await get(`/api/products/${product.id}`, s.accessToken)).json().data.product;
    expect(p.stats).toMatchObject({ isLiked: true, isBookmarked: false, isFavorited: false });
    const stats = (await get(`/api/products/${product.id}/stats`, s.accessToken)).json().data;
    expect(stats).toMatchObject({ productId: product.id, isLiked: true, isBookmarked: false });
    const guest = (await get(`/api/products/${product.id}/stats`)).json().data;
    expect(guest).toMatchObject({ productId: product.id, likes: 0, views: 0 });
    expect(guest).not.toHaveProperty('isLiked');
  });

  it('is a 404 for unknown products and for unlisted ones, except to their shop’s owner', async () => {
    expectError(await get('/api/products/00000000-0000-4000-8000-000000000000'), 404, 'Product not found');
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const shop = await createShop(db(), { ownerId: owner.user.id });
    const hidden = await createProducts(db(), shop.id, [{ isActive: false }, { isAvailable: false }, { status: 'pending' }, { status: 'archived' }]);
    for (const p of hidden) {
      expectError(await get(`/api/products/${p.id}`), 404, 'Product not found');
      expectError(await get(`/api/products/${p.id}`, stranger.accessToken), 404, 'Product not found');
      expectError(await get(`/api/products/${p.id}/stats`), 404, 'Product not found');
      const mine = await get(`/api/products/${p.id}`, owner.accessToken);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data.product.id).toBe(p.id);
    }
    // A closed shop hides its products too.
    const listed = await createProduct(db(), shop.id);
    expect((await get(`/api/products/${listed.id}`)).statusCode).toBe(200);
    await db().update(shops).set({ isActive: false }).where(eq(shops.id, shop.id));
    expectError(await get(`/api/products/${listed.id}`), 404);
    expect((await get(`/api/products/${listed.id}`, owner.accessToken)).statusCode).toBe(200);
  });

  it('rejects ids that are not ids', async () => {
    for (const id of ['undefined', 'null', '123', 'not-a-uuid']) {
      expectFieldError(await get(`/api/products/${id}`), 'id');
      expectFieldError(await get(`/api/products/${id}/stats`), 'id');
      expectFieldError(await get(`/api/products/${id}/similar`), 'id');
    }
  });
});

describe('GET /api/products/category/{category}', () => {
  it('lists a category by slug or name', async () => {
    const shop = await createShop(db());
    const [basket] = await createProducts(db(), shop.id, [{ title: 'Basket', category: 'crafts-art' }, { title: 'Phone', category: 'electronics' }]);
    const bySlug = await list(`/api/products/category/crafts-art?shopId=${shop.id}`);
    expect(ids(bySlug)).toEqual([basket!.id]);
    expect(bySlug.pagination).toMatchObject({ total: 1, currentPage: 1 });
    expect(ids(await list(`/api/products/category/Crafts%20%26%20Art?shopId=${shop.id}`))).toEqual([basket!.id]);
  });

  it('is a 422 naming the valid categories for an unknown one', async () => {
    const body = expectFieldError(await get('/api/products/category/spaceships'), 'category');
    expect(body.message).toContain('vehicles');
    expect(body.message).toContain('home-garden');
  });
});

describe('GET /api/products/featured', () => {
  it('lists listable featured products, newest first', async () => {
    const shop = await createShop(db());
    const [older, , newer] = await createProducts(db(), shop.id, [
      { isFeatured: true, createdAt: minutesAgo(5) },
      { isFeatured: false },
      { isFeatured: true, createdAt: minutesAgo(1) },
      { isFeatured: true, isActive: false },
    ]);
    expect(ids(await list(`/api/products/featured?shopId=${shop.id}`))).toEqual([newer!.id, older!.id]);
  });
});

describe('GET /api/products/trending', () => {
  it('ranks recent engagement above none, and recent above old', async () => {
    const shop = await createShop(db());
    const [quiet, liked, viewed, stale] = await createProducts(db(), shop.id, [
      { title: 'Quiet', createdAt: minutesAgo(1) },
      { title: 'Liked', createdAt: minutesAgo(50) },
      { title: 'Viewed', createdAt: minutesAgo(40) },
      { title: 'Stale', createdAt: minutesAgo(30) },
    ]);
    const fans = await Promise.all([insertUser(db()), insertUser(db()), insertUser(db())]);
    await db().insert(productLikes).values(fans.map((u) => ({ userId: u.id, productId: liked!.id })));
    await db().insert(productViews).values([{ productId: viewed!.id, viewerKey: 'a', hour: new Date() }]);
    await db().insert(productShares).values([{ productId: viewed!.id }]);
    // Engagement older than a week does not count.
    const weeksAgo = new Date(Date.now() - 9 * 86_400_000);
    await db().insert(productLikes).values(fans.map((u) => ({ userId: u.id, productId: stale!.id, createdAt: weeksAgo })));
    const order = ids(await list(`/api/products/trending?shopId=${shop.id}`));
    // liked: 3 likes × 3 = 9; viewed: 1 view + 1 share × 4 = 5; stale and quiet 0 (then newest first).
    expect(order).toEqual([liked!.id, viewed!.id, quiet!.id, stale!.id]);
  });
});

describe('GET /api/products/recommended', () => {
  it('puts followed shops and liked categories first, without liked products or the user’s own', async () => {
    const s = await signUp(t.app);
    const followed = await createShop(db());
    const other = await createShop(db());
    const own = await createShop(db(), { ownerId: s.user.id });
    const [fromFollowed] = await createProducts(db(), followed.id, [{ title: 'From followed', category: 'services', createdAt: minutesAgo(90) }]);
    const [likedOne, sameCategory, unrelated] = await createProducts(db(), other.id, [
      { title: 'Liked', category: 'baby-kids', createdAt: minutesAgo(80) },
      { title: 'Same category', category: 'baby-kids', createdAt: minutesAgo(70) },
      { title: 'Unrelated', category: 'services', createdAt: minutesAgo(1) },
    ]);
    const [mine] = await createProducts(db(), own.id, [{ title: 'Mine', category: 'baby-kids' }]);
    await db().insert(shopFollows).values({ userId: s.user.id, shopId: followed.id });
    await db().insert(productLikes).values({ userId: s.user.id, productId: likedOne!.id });

    const all = ids(await list('/api/products/recommended?limit=100', s.accessToken));
    expect(all.slice(0, 2)).toEqual([fromFollowed!.id, sameCategory!.id]);
    expect(all).toContain(unrelated!.id);
    expect(all).not.toContain(likedOne!.id);
    expect(all).not.toContain(mine!.id);
  });

  it('falls back to trending for guests and users without follows or likes', async () => {
    const guest = await list('/api/products/recommended?limit=5');
    expect(guest.products.length).toBeGreaterThan(0);
    expect(guest.pagination).toMatchObject({ currentPage: 1 });
    const s = await signUp(t.app);
    expect(ids(await list('/api/products/recommended?limit=5', s.accessToken))).toEqual(ids(await list('/api/products/trending?limit=5')));
  });
});

describe('GET /api/products/{id}/similar', () => {
  it('ranks the same category first, then alike titles, never the product itself', async () => {
    const shop = await createShop(db());
    const [base, sameCatAlike, sameCatOther, otherCatAlike] = await createProducts(db(), shop.id, [
      { title: 'Handwoven sisal basket large', category: 'home-garden', tags: ['sisal'] },
      { title: 'Handwoven sisal basket small', category: 'home-garden' },
      { title: 'Garden hose 20m', category: 'home-garden' },
      { title: 'Handwoven sisal basket bag', category: 'fashion', tags: ['sisal'] },
      { title: 'Toyota Corolla', category: 'vehicles' },
    ]);
    const res = await list(`/api/products/${base!.id}/similar?limit=100`);
    const order = ids(res);
    expect(order).not.toContain(base!.id);
    expect(order.indexOf(sameCatAlike!.id)).toBeLessThan(order.indexOf(sameCatOther!.id));
    expect(order.indexOf(sameCatOther!.id)).toBeLessThan(order.indexOf(otherCatAlike!.id));
    expect(order.indexOf(otherCatAlike!.id)).toBeGreaterThan(-1);
    // Every same-category product comes before any other.
    const firstOther = res.products.findIndex((p) => p.category !== 'home-garden');
    expect(res.products.slice(firstOther).every((p) => p.category !== 'home-garden')).toBe(true);
    // 8 by default.
    expect((await list(`/api/products/${base!.id}/similar`)).products.length).toBeLessThanOrEqual(8);
    expectError(await get('/api/products/00000000-0000-4000-8000-000000000000/similar'), 404, 'Product not found');
  });
});

describe('GET /api/shops/{shopId}/products', () => {
  it('shows strangers the listable products and the owner every product', async () => {
    const owner = await signUp(t.app);
    const shop = await createShop(db(), { ownerId: owner.user.id });
    const made = await createProducts(db(), shop.id, [{ title: 'Listed' }, { title: 'Pending', status: 'pending' }, { title: 'Off', isAvailable: false }]);
    const guest = await list(`/api/shops/${shop.id}/products`);
    expect(ids(guest)).toEqual([made[0]!.id]);
    expect(guest.pagination).toMatchObject({ total: 1 });
    const mine = await list(`/api/shops/${shop.id}/products`, owner.accessToken);
    expect(new Set(ids(mine))).toEqual(new Set(made.map((p) => p.id)));
    expect(mine.pagination).toMatchObject({ total: 3 });
    // The same query as /products: sorts and filters.
    expect(ids(await list(`/api/shops/${shop.id}/products?sort=newest&order=asc`, owner.accessToken))).toEqual(made.map((p) => p.id));
    expect(ids(await list(`/api/shops/${shop.id}/products?q=pending`, owner.accessToken))).toEqual([made[1]!.id]);
  });

  it('gets one product of the shop and its stats; another shop’s product is a 404', async () => {
    const shop = await createShop(db());
    const other = await createShop(db());
    const product = await createProduct(db(), shop.id, { likesCount: 2 });
    const res = await get(`/api/shops/${shop.id}/products/${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product).toMatchObject({ id: product.id, shopId: shop.id, stats: { likes: 2 } });
    expect((await get(`/api/shops/${shop.id}/products/${product.id}/stats`)).json().data).toMatchObject({ productId: product.id, likes: 2 });
    expectError(await get(`/api/shops/${other.id}/products/${product.id}`), 404, 'Product not found');
    expectError(await get(`/api/shops/${other.id}/products/${product.id}/stats`), 404, 'Product not found');
  });

  it('is a 404 for an unknown or closed shop, a 422 for a bad id', async () => {
    expectError(await get('/api/shops/00000000-0000-4000-8000-000000000000/products'), 404, 'Shop not found');
    const closed = await createShop(db(), { isActive: false });
    expectError(await get(`/api/shops/${closed.id}/products`), 404, 'Shop not found');
    expectFieldError(await get('/api/shops/undefined/products'), 'shopId');
    expectFieldError(await get('/api/shops/undefined/products/undefined'), 'shopId');
    expect((await get(`/api/shops/${closed.id}/products?limit=0`)).statusCode).toBe(422);
  });
});

describe('product rows written by others', () => {
  it('are read whatever their optional fields hold', async () => {
    const shop = await createShop(db());
    const [p] = await createProducts(db(), shop.id, [{ discount: 10, dimensions: { w: 1 }, shipping: { free: true }, saleEndsAt: new Date() }]);
    const res = await get(`/api/products/${p!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product).toMatchObject({ price: { discount: 10 }, dimensions: { w: 1 }, shipping: { free: true } });
    await db().update(products).set({ media: [{ key: 'v.mp4', type: 'video', posterKey: 'v.jpg' }] }).where(eq(products.id, p!.id));
    expect((await get(`/api/products/${p!.id}`)).json().data.product.media[0]).toMatchObject({ type: 'video', url: '/media/v.mp4', poster: '/media/v.jpg' });
  });
});
