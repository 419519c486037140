import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_GALLERY_SIZES } from '@sokoni/contracts/catalog-media';
import { FIRST_PAINT_MODULE, VIEW_ROUTES_FILE, type BuiltViewRoutes } from '@sokoni/contracts/web-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { StoredMedia } from '../../platform/db/tables/products.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_SCRIPT_HASH } from './after-paint.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Sokoni</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><div class="first-paint min-h-dvh" aria-hidden="true">
        <!--first-paint-media-->
  </div></div><!--#root--></body>
</html>
`;

/** What the web build writes from its route table (apps/web/build/view-routes-plugin.ts). */
const VIEW_ROUTES: BuiltViewRoutes = {
  views: {
    tiktok: { path: '/', files: [] },
    browse: { path: '/browse', files: ['assets/browse-view-3.js', 'assets/card-2.js'] },
    detail: { path: '/products/:id', files: ['assets/product-detail-view-4.js'] },
    'shop-page': { path: '/shops/:id', files: ['assets/shop-page-view-5.js'] },
    discover: { path: '/discover', files: ['assets/discover-view-6.js'] },
    aichat: { path: '/aichat', files: ['assets/assistant-view-7.js'] },
  },
};

/**
 * Stands in for the web build's first-paint renderer (the real one renders the app's components
 * and is tested in apps/web): it shows what the server handed it.
 */
const FIRST_PAINT = `export async function renderBrowseFirstPaint(page) {
  return '<div data-first-paint-view="browse"><p>' + page.pagination.total + ' products available</p>' + page.products.map((p) => '<article>' + p.id + ' ' + p.title + '</article>').join('') + '</div>';
}
export async function renderProductFirstPaint(id, product) {
  return '<div data-first-paint-view="detail"><h1>' + product.title + '</h1>' + id + '</div>';
}
export async function renderShopFirstPaint(id, shop, products) {
  return '<div data-first-paint-view="shop-page"><h1>' + shop.name + '</h1>' + products.products.length + ' products</div>';
}
export async function renderDiscoverFirstPaint() {
  return '<div data-first-paint-view="discover">AI Discovery</div>';
}
export async function renderAssistantFirstPaint() {
  return '<div data-first-paint-view="aichat">What are you shopping for?</div>';
}
export async function paintIn(language, render) {
  const html = await render();
  return language === 'en' ? html : html.replace('<div ', '<div data-language="' + language + '" ');
}
`;

function writeWebDist(dir: string) {
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', VIEW_ROUTES_FILE), JSON.stringify(VIEW_ROUTES));
  mkdirSync(path.join(dir, path.dirname(FIRST_PAINT_MODULE)), { recursive: true });
  writeFileSync(path.join(dir, FIRST_PAINT_MODULE), FIRST_PAINT);
}

const preloads = (html: string, kind: string) => [...html.matchAll(new RegExp(`<link rel="${kind}"[^>]*>`, 'g'))].map((m) => m[0]);
/** The scripts a painted page starts one frame after its first paint. */
const afterPaint = (html: string) => /<meta name="sokoni:after-paint" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];

describe('route hints: /browse names its chunk and first pictures', () => {
  let t: TestContext;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    writeWebDist(web);
    t = await createTestApp({ WEB_DIST: web });
    const shop = await createShop(t.database.db);
    const picture = (name: string): StoredMedia => ({
      key: `seed/products/${name}-1080.webp`,
      type: 'image',
      isPrimary: true,
      width: 1080,
      height: 1350,
      size: 30_000,
      variantKeys: [320, 640, 1080].map((width) => ({ width, key: `seed/products/${name}-${width}.webp` })),
    });
    const titles: Record<string, string> = { a: 'Basket', b: 'Phone', c: 'Kettle <b>&</b> "cups"' };
    await createProducts(t.database.db, shop.id, ['a', 'b', 'c'].map((name) => ({ title: titles[name], media: [picture(name)], priceAmount: name === 'b' ? 0 : 450 })));
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('names the view chunk but not what the entry already loads, to start after the first paint, and preloads the first two pictures', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/browse' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    // Painted: no script or module preload starts before the first frame; the inline starter
    // (allowed by its hash) asks for the entry and these after it.
    expect(preloads(reply.body, 'modulepreload')).toEqual([]);
    expect(reply.body).not.toContain('<script type="module" crossorigin src=');
    expect(afterPaint(reply.body)).toEqual(['/assets/index-abc.js', '/assets/browse-view-3.js', '/assets/card-2.js']);
    expect(reply.body).toContain(`<script type="module">${AFTER_PAINT_SCRIPT}</script>`);
    expect(reply.headers['content-security-policy']).toContain(`script-src 'self' ${AFTER_PAINT_SCRIPT_HASH}`);
    const signedIn = await t.app.inject({ method: 'GET', url: '/browse', headers: { cookie: 'sokoni_signed_in=1' } });
    expect(afterPaint(signedIn.body)).toEqual([]);
    expect(signedIn.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(preloads(signedIn.body, 'modulepreload')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/browse-view-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-2.js">',
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=24' })).json();
    const images = preloads(reply.body, 'preload');
    expect(images).toHaveLength(2);
    const newest = list.data.products[0].media[0];
    expect(images[0]).toContain(`href="${newest.url}"`);
    expect(images[0]).toContain('imagesrcset="/media/seed/products/c-320.webp 320w, /media/seed/products/c-640.webp 640w, /media/seed/products/c-1080.webp 1080w"');
    expect(reply.body.indexOf(images[1]!)).toBeLessThan(reply.body.indexOf('/assets/index-abc.js'));
    expect(reply.body.indexOf('modulepreload')).toBeLessThan(reply.body.indexOf('</head>'));
  });

  it('paints a guest’s plain grid as the whole app with the web build’s renderer: the first page of the newest, and the count', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/browse' });
    const view = /<div id="root" data-painted-app inert>(<div data-first-paint-view="browse">[\s\S]*?)<\/div><\/body>/.exec(reply.body)?.[1] ?? '';
    expect(view).toContain('<p>3 products available</p>');
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=24' })).json().data.products;
    const cards = [...view.matchAll(/<article>([\s\S]*?)<\/article>/g)].map((m) => m[1]);
    expect(cards).toEqual(list.map((p: { id: string; title: string }) => `${p.id} ${p.title}`));
    // index.html's static first paint is replaced, not painted over.
    expect(reply.body).not.toContain('first-paint min-h-dvh');

    for (const [url, cookie] of [['/browse', 'sokoni_signed_in=1'], ['/browse?category=electronics', ''], ['/browse?view=list', ''], ['/browse?q=kettle', '']] as const) {
      const other = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(other.statusCode).toBe(200);
      expect(other.body, url).not.toContain('data-first-paint-view');
      expect(other.body, url).toContain('<div id="root"><div class="first-paint min-h-dvh"');
    }
  });

  it('follows the list filters of the address and survives bad ones', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/browse?q=zzzqqqxxxnothing' });
    expect(none.statusCode).toBe(200);
    expect(preloads(none.body, 'preload')).toHaveLength(0);
    const bad = await t.app.inject({ method: 'GET', url: '/browse?minPrice=abc&sort=nope' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('<div id="root">');
  });

  it('gives the feed a dark first paint on phones, with a guest’s first picture already in the page', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatch(/<style>@media \(max-width: 767px\)\{\.first-paint\{background:#020617\}/);
    expect(reply.body.indexOf('<style>')).toBeLessThan(reply.body.indexOf('</head>'));
    const feed = (await t.app.inject({ method: 'GET', url: '/api/users/feed?page=1&limit=20' })).json().data.products;
    const first = feed[0].media[0].url;
    expect(reply.body).toContain(`<meta name="sokoni:first-poster" content="${first}">`);
    expect(reply.body).toContain(`<link rel="preload" as="image" href="${first}" media="(max-width: 767px)" fetchpriority="high">`);
    expect(reply.body).toMatch(new RegExp(`<div class="first-paint[^>]*>\\s*<img src="${first}"`));

    // Signed in, the feed is personalised: no guessed picture.
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=x; sokoni_signed_in=1' } });
    expect(signedIn.body).not.toContain('sokoni:first-poster');
    expect(signedIn.body).toContain('<!--first-paint-media-->');
  });

  it('serves the page unpainted when the renderer is broken, and without preloads when the view routes file is missing', async () => {
    writeFileSync(path.join(web, FIRST_PAINT_MODULE), 'export function renderBrowseFirstPaint() { throw new Error("broken"); }\n');
    const unpainted = await t.app.inject({ method: 'GET', url: '/browse' });
    expect(unpainted.statusCode).toBe(200);
    expect(unpainted.body).toContain('<div id="root"><div class="first-paint min-h-dvh"');

    rmSync(path.join(web, '.vite'), { recursive: true, force: true });
    const reply = await t.app.inject({ method: 'GET', url: '/browse' });
    expect(reply.statusCode).toBe(200);
    expect(preloads(reply.body, 'modulepreload')).toHaveLength(0);
  });
});

describe('route hints: a product, a shop, AI Discovery and the assistant painted for a guest', () => {
  let t: TestContext;
  let web: string;
  let productId: string;
  let shop: { id: string; slug: string };

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    writeWebDist(web);
    t = await createTestApp({ WEB_DIST: web });
    shop = await createShop(t.database.db, { name: 'Siteki Sports', coverImage: 'seed/shops/siteki-cover.webp' });
    const media: StoredMedia[] = [
      { key: 'seed/products/ball-1080.webp', type: 'image', isPrimary: true, width: 1080, height: 1080, size: 30_000, variantKeys: [320, 1080].map((width) => ({ width, key: `seed/products/ball-${width}.webp` })) },
      { key: 'seed/products/ball-side-1080.webp', type: 'image', isPrimary: false, width: 1080, height: 1080, size: 30_000 },
    ];
    const [ball] = await createProducts(t.database.db, shop.id, [{ title: 'Match Football', media }, { title: 'Team Kit' }]);
    productId = ball!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('/products/:id carries the product’s title in the page and its first picture preloaded with the gallery’s srcset and sizes', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/products/${productId}` });
    expect(reply.statusCode).toBe(200);
    // The whole app, in place of index.html's static first paint, for the app to take over.
    expect(reply.body).toContain(`<div id="root" data-painted-app inert><div data-first-paint-view="detail"><h1>Match Football</h1>${productId}</div></div>`);
    expect(reply.body).not.toContain('first-paint min-h-dvh');
    expect(preloads(reply.body, 'preload')).toEqual([
      `<link rel="preload" as="image" href="/media/seed/products/ball-1080.webp" imagesrcset="/media/seed/products/ball-320.webp 320w, /media/seed/products/ball-1080.webp 1080w" imagesizes="${PRODUCT_GALLERY_SIZES}" fetchpriority="high">`,
    ]);
    // The painted screen is up: the view's code is not preloaded ahead of the picture, and the entry starts after the first paint.
    expect(preloads(reply.body, 'modulepreload')).toEqual([]);
    expect(afterPaint(reply.body)).toEqual(['/assets/index-abc.js']);
    // The share preview's tags are still there.
    expect(reply.body).toContain('<meta property="og:title"');
    // Ahead of the stylesheet and scripts index.html names.
    expect(reply.body.indexOf('rel="preload"')).toBeLessThan(reply.body.indexOf('<title>'));
  });

  it('paints nothing for someone signed in or for an unknown product, and still names the view’s code', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: `/products/${productId}`, headers: { cookie: 'sokoni_signed_in=1' } });
    expect(signedIn.body).not.toContain('data-first-paint-view');
    expect(signedIn.body).not.toContain('data-painted-app');
    expect(preloads(signedIn.body, 'preload')).toHaveLength(0);
    expect(preloads(signedIn.body, 'modulepreload')).toHaveLength(1);
    const unknown = await t.app.inject({ method: 'GET', url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('data-first-paint-view');
  });

  it('/shops/:id (by id or slug) is painted with its products and its cover preloaded', async () => {
    const cover = (await t.app.inject({ method: 'GET', url: `/api/shops/${shop.id}` })).json().data.shop.coverImage;
    expect(cover).toBeTruthy();
    for (const id of [shop.id, shop.slug]) {
      const reply = await t.app.inject({ method: 'GET', url: `/shops/${id}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root" data-painted-app inert><div data-first-paint-view="shop-page"><h1>Siteki Sports</h1>2 products</div></div>');
      expect(preloads(reply.body, 'preload')).toEqual([`<link rel="preload" as="image" href="${cover}" fetchpriority="high">`]);
      expect(preloads(reply.body, 'modulepreload')).toEqual([]);
    }
  });

  it('paints a guest’s screen in this device’s language (the app’s cookie), else Accept-Language, else English, and says so in <html lang>', async () => {
    const paintedIn = (html: string) => /data-language="([^"]+)"/.exec(html)?.[1] ?? (html.includes('data-first-paint-view') ? 'en' : undefined);
    const lang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'en'],
      [{ cookie: 'sokoni_lang=ss' }, 'ss'],
      [{ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }, 'sw'],
      [{ cookie: 'other=1; sokoni_lang=zu', 'accept-language': 'sw' }, 'zu'],
      [{ cookie: 'sokoni_lang=fr', 'accept-language': 'fr,en;q=0.5' }, 'en'],
    ];
    for (const url of ['/discover', '/browse']) {
      for (const [headers, language] of cases) {
        const reply = await t.app.inject({ method: 'GET', url, headers });
        expect(paintedIn(reply.body), `${url} ${JSON.stringify(headers)}`).toBe(language);
        expect(lang(reply.body)).toBe(language);
      }
    }
  });

  it('/discover and /aichat are painted as a guest first sees them; a search or a conversation asked for is not', async () => {
    const discover = await t.app.inject({ method: 'GET', url: '/discover' });
    expect(discover.statusCode).toBe(200);
    expect(discover.body).toContain('<div id="root" data-painted-app inert><div data-first-paint-view="discover">AI Discovery</div></div>');
    expect(preloads(discover.body, 'modulepreload')).toEqual([]);
    // No picture to wait for: the view's code starts after the first paint, beside the entry.
    expect(afterPaint(discover.body)).toEqual(['/assets/index-abc.js', '/assets/discover-view-6.js']);
    const chat = await t.app.inject({ method: 'GET', url: '/aichat' });
    expect(chat.body).toContain('<div id="root" data-painted-app inert><div data-first-paint-view="aichat">What are you shopping for?</div></div>');
    for (const url of ['/discover?q=phone', '/aichat?session=abc', '/aichat?q=sofa']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body, url).not.toContain('data-first-paint-view');
      expect(other.body, url).toContain('first-paint min-h-dvh');
      expect(preloads(other.body, 'modulepreload'), url).toHaveLength(1);
    }
  });
});

describe('route hints and the rate limit', () => {
  it('keeps preloading pictures however often pages load: its own list calls are not counted', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    writeWebDist(web);
    const t = await createTestApp({ WEB_DIST: web, RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const shop = await createShop(t.database.db);
      await createProducts(t.database.db, shop.id, [{ media: [{ key: 'seed/products/x-640.webp', type: 'image', isPrimary: true, width: 640, height: 800, size: 1 }] }]);
      for (let i = 0; i < 6; i++) {
        const reply = await t.app.inject({ method: 'GET', url: `/browse?sort=newest&n=${i}` });
        expect(preloads(reply.body, 'preload'), `load ${i}`).toHaveLength(1);
      }
      // A client's own API calls are still limited.
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
