import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { Db } from '../../platform/db/client.ts';
import { products, type StoredMedia } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users } from '../../platform/db/tables/users.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sokoni — buy and sell with ease." />
    <meta property="og:title" content="Sokoni" />
    <title>Sokoni — Buy, sell, easy</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const hex = () => randomBytes(4).toString('hex');

async function seedShop(db: Db, values: Partial<typeof shops.$inferInsert> = {}) {
  const id = hex();
  const [owner] = await db
    .insert(users)
    .values({ phoneNumber: `+26870${String(randomInt(1_000_000_000)).padStart(9, '0')}`, passwordHash: 'x', name: 'Owner', username: `owner_${id}`, isPhoneVerified: true })
    .returning();
  const [shop] = await db
    .insert(shops)
    .values({ ownerId: owner!.id, name: 'Ezulwini Crafts', slug: `ezulwini-${id}`, city: 'Ezulwini', country: 'SZ', description: 'Baskets & candles from the valley.', logo: 'seed/shops/e-logo.webp', coverImage: 'seed/shops/e-cover.webp', productsCount: 3, followersCount: 1, ...values })
    .returning();
  return shop!;
}

const IMAGE: StoredMedia = {
  key: 'seed/products/basket-1080.webp',
  type: 'image',
  isPrimary: true,
  width: 1080,
  height: 1350,
  size: 30_000,
  variantKeys: [
    { width: 320, key: 'seed/products/basket-320.webp' },
    { width: 640, key: 'seed/products/basket-640.webp' },
    { width: 1080, key: 'seed/products/basket-1080.webp' },
  ],
};

function metaContent(html: string, attr: 'property' | 'name', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m?.[1];
}

describe('share previews: /products/:id and /shops/:id', () => {
  let t: TestContext;
  let web: string;
  let shop: typeof shops.$inferSelect;
  let productId: string;
  let videoProductId: string;
  let freeProductId: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    writeFileSync(path.join(web, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIST: web, PUBLIC_URL: 'https://sokoni.example/' });
    shop = await seedShop(t.database.db);
    const base = { shopId: shop.id, slug: `p-${hex()}`, category: 'crafts-art', city: 'Ezulwini', country: 'SZ', currency: 'SZL', sku: 'ECC-1001', brand: 'Gone Rural' };
    const [p] = await t.database.db
      .insert(products)
      .values({ ...base, title: 'Sisal Basket <b>"Big" & Bold</b>', description: 'Woven by hand.\nStrong & beautiful <script>alert(1)</script>', priceAmount: 1250, media: [IMAGE] })
      .returning();
    productId = p!.id;
    const [v] = await t.database.db
      .insert(products)
      .values({
        ...base,
        title: 'Toyota Hilux',
        priceAmount: 349_900,
        category: 'vehicles',
        media: [
          { key: 'seed/videos/hilux.mp4', type: 'video', isPrimary: true, width: 360, height: 640, duration: 4, size: 100_000, posterKey: 'seed/videos/hilux-poster.webp' },
          { ...IMAGE, isPrimary: false },
        ],
      })
      .returning();
    videoProductId = v!.id;
    const [f] = await t.database.db.insert(products).values({ ...base, title: 'Wedding Photography', priceAmount: 0, category: 'services', media: [] }).returning();
    freeProductId = f!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('renders the app with the product’s title, price and image as Open Graph and Twitter tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/${productId}`, headers: { host: 'sokoni.example:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // Still the app: its script and root are there.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc123.js');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Sokoni — Buy, sell, easy');
    expect(html.match(/property="og:title"/g)).toHaveLength(1);

    expect(metaContent(html, 'property', 'og:title')).toBe('Sisal Basket &lt;b&gt;&quot;Big&quot; &amp; Bold&lt;/b&gt; – E1,250.00');
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Sokoni');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://sokoni.example/products/${productId}`);
    expect(metaContent(html, 'property', 'og:image')).toBe('https://sokoni.example/media/seed/products/basket-1080.webp');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1080');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('1350');
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('1250.00');
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('SZL');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe('https://sokoni.example/media/seed/products/basket-1080.webp');
    const description = metaContent(html, 'name', 'description')!;
    expect(description).toContain('E1,250.00');
    expect(description).toContain('Ezulwini Crafts');
    expect(html).toContain('<title>Sisal Basket &lt;b&gt;&quot;Big&quot; &amp; Bold&lt;/b&gt; – E1,250.00 | Sokoni</title>');
  });

  it('builds canonical, og:url and og:image from PUBLIC_URL, whatever Host or X-Forwarded-Host say (issue 9.8)', async () => {
    for (const headers of [{ host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }]) {
      const html = (await t.app.inject({ method: 'GET', url: `/products/${productId}`, headers })).body;
      expect(html).not.toContain('evil.example');
      expect(html).toContain(`<link rel="canonical" href="https://sokoni.example/products/${productId}" />`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`https://sokoni.example/products/${productId}`);
      expect(metaContent(html, 'property', 'og:image')).toBe('https://sokoni.example/media/seed/products/basket-1080.webp');
    }
  });

  it('escapes every HTML-special character of the listing', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${productId}` })).body;
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/"Big"/);
    // The structured data is a data block whose "<" are escaped.
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]!);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Sisal Basket <b>"Big" & Bold</b>', offers: { price: '1250.00', priceCurrency: 'SZL' } });
  });

  it('uses a video’s poster as the image and names the video', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${videoProductId}` })).body;
    expect(metaContent(html, 'property', 'og:image')).toBe('https://sokoni.example/media/seed/videos/hilux-poster.webp');
    expect(metaContent(html, 'property', 'og:video')).toBe('https://sokoni.example/media/seed/videos/hilux.mp4');
    expect(metaContent(html, 'property', 'og:title')).toBe('Toyota Hilux – E349,900.00');
  });

  it('says "Contact for price" and leaves out price tags when there is no price', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${freeProductId}` })).body;
    expect(metaContent(html, 'property', 'og:title')).toBe('Wedding Photography – Contact for price');
    expect(metaContent(html, 'property', 'product:price:amount')).toBeUndefined();
    // No product picture: the shop's logo stands in.
    expect(metaContent(html, 'property', 'og:image')).toBe('https://sokoni.example/media/seed/shops/e-logo.webp');
  });

  it('renders a shop by id or slug with its name, description and cover', async () => {
    for (const id of [shop.id, shop.slug]) {
      const res = await t.app.inject({ method: 'GET', url: `/shops/${id}` });
      expect(res.statusCode).toBe(200);
      expect(metaContent(res.body, 'property', 'og:title')).toBe('Ezulwini Crafts');
      expect(metaContent(res.body, 'property', 'og:type')).toBe('website');
      expect(metaContent(res.body, 'property', 'og:image')).toBe('https://sokoni.example/media/seed/shops/e-cover.webp');
      expect(metaContent(res.body, 'property', 'og:url')).toBe(`https://sokoni.example/shops/${shop.id}`);
      expect(metaContent(res.body, 'property', 'og:description')).toContain('Baskets &amp; candles from the valley.');
      expect(metaContent(res.body, 'property', 'og:description')).toContain('Ezulwini, Eswatini');
    }
  });

  it('serves the plain app with 404 for an unknown or invalid id', async () => {
    for (const url of ['/products/5b0c7a52-0000-4000-8000-000000000000', '/products/not-an-id', '/shops/5b0c7a52-0000-4000-8000-000000000000', '/shops/NOT%20a%20slug', '/shops/no-such-shop']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
    }
  });

  it('hides unlisted products', async () => {
    const [draft] = await t.database.db.insert(products).values({ shopId: shop.id, slug: 'd', title: 'Secret draft', category: 'fashion', status: 'draft' }).returning();
    const res = await t.app.inject({ method: 'GET', url: `/products/${draft!.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret draft');
  });

  it('prefixes media with MEDIA_PUBLIC_URL when it is set', async () => {
    const cdn = await createTestApp({ WEB_DIST: web, MEDIA_PUBLIC_URL: 'https://cdn.sokoni.example/m', PUBLIC_URL: 'https://sokoni.example' });
    try {
      const s = await seedShop(cdn.database.db);
      const [p] = await cdn.database.db.insert(products).values({ shopId: s.id, slug: 'x', title: 'Basket', category: 'crafts-art', priceAmount: 10, media: [IMAGE] }).returning();
      const html = (await cdn.app.inject({ method: 'GET', url: `/products/${p!.id}` })).body;
      expect(metaContent(html, 'property', 'og:image')).toBe('https://cdn.sokoni.example/m/seed/products/basket-1080.webp');
      expect(metaContent(html, 'property', 'og:image:secure_url')).toBe('https://cdn.sokoni.example/m/seed/products/basket-1080.webp');
    } finally {
      await cdn.close();
    }
  });

  it('follows a rebuilt index.html, and falls through to a 404 envelope when it is gone', async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX.replace('index-abc123.js', 'index-def456.js') + '\n');
    const rebuilt = await t.app.inject({ method: 'GET', url: `/products/${productId}` });
    expect(rebuilt.body).toContain('index-def456.js');
    rmSync(path.join(web, 'index.html'));
    const res = await t.app.inject({ method: 'GET', url: `/products/${productId}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    writeFileSync(path.join(web, 'index.html'), INDEX);
  });
});
