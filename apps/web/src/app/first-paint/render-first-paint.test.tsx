import type { MediaItem } from '@sokoni/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { makeProduct, page } from '@/test/catalog-factories.ts';
import { queryClient } from '@/lib/query/query-client.ts';
import { paintIn, renderAssistantFirstPaint, renderBrowseFirstPaint, renderDiscoverFirstPaint, renderProductFirstPaint, renderShopFirstPaint } from './render-first-paint.tsx';

const picture = (name: string): MediaItem => ({
  key: name,
  type: 'image',
  url: `/media/${name}-1080.webp`,
  isPrimary: true,
  width: 1080,
  height: 1350,
  variants: [320, 1080].map((width) => ({ width, url: `/media/${name}-${width}.webp` })),
});

const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('a guest’s plain /browse, painted as the whole app for it to take over', () => {
  const products = () => [
    makeProduct({ id: 'p-1', title: 'Kettle <b>&</b> "cups"', media: [picture('c')], price: { amount: 450, currency: 'SZL', formattedPrice: 'E450.00' }, likes: 0, views: 500, isPopular: true }),
    makeProduct({ id: 'p-2', title: 'Phone', price: { amount: 0, currency: 'SZL', formattedPrice: '' } }),
    ...Array.from({ length: 4 }, (_, i) => makeProduct({ id: `p-${i + 3}`, title: `Item ${i + 3}`, media: [picture(`i${i}`)] })),
  ];

  it('shows the hero, the count and the first row of cards (their pictures loaded at once), escaped, inside the shell', async () => {
    const html = await renderBrowseFirstPaint({ ...page(products()), pagination: { ...page([]).pagination, total: 31 } });
    expect(html.startsWith('<!--$-->')).toBe(true);
    expect(html).not.toContain('<script');
    const root = parse(html);
    expect(root.querySelector('nav')).not.toBeNull();
    expect([...root.querySelectorAll('#main h1')].map((h) => h.textContent)).toEqual(['Buy. Sell. Easy.', 'Browse Products']);
    expect(root.textContent).toContain('31 products available');
    expect(root.querySelector('[data-testid="product-grid"]')).not.toBeNull();
    const cards = root.querySelectorAll('article');
    // The rest of the page's cards are the app's to render once it runs (below the fold).
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('h3 a')?.textContent).toBe('Kettle <b>&</b> "cups"');
    expect(html).toContain('>Kettle &lt;b&gt;&amp;&lt;/b&gt; &quot;cups&quot;</a>');
    const img = cards[0]!.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe('/media/c-320.webp 320w, /media/c-1080.webp 1080w');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(cards[0]!.textContent).toContain('Popular');
    expect(cards[0]!.querySelector('p')?.textContent).toBe('E450.00');
    expect(cards[1]!.textContent).toContain('Contact for price');
    expect(cards[1]!.querySelector('h3 a')?.getAttribute('href')).toBe('/products/p-2');
    expect(root.querySelector('[aria-label="Loading products"], [aria-busy="true"]')).toBeNull();
    // The search is a GET form on /browse, as the app renders it.
    const form = root.querySelector('form[role="search"]');
    expect([form?.getAttribute('action'), form?.getAttribute('method'), form?.querySelector('input')?.getAttribute('name')]).toEqual(['/browse', 'get', 'q']);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('the other views a guest opens cold, painted as the whole app for it to take over', () => {
  it('draws the product page inside the shell, with its data: title, price and the gallery’s picture', async () => {
    const product = makeProduct({ id: 'p-9', title: 'Match <Football>', media: [picture('ball')], price: { amount: 499, currency: 'SZL', formattedPrice: 'E499.00' } });
    const html = await renderProductFirstPaint('p-9', product);
    // React's own markers stay (hydration reads them); no preload link before them, no script anywhere.
    expect(html.startsWith('<!--$-->')).toBe(true);
    expect(html).not.toContain('<script');
    const root = parse(html);
    expect(root.querySelector('#main h1')?.textContent).toBe('Match <Football>');
    expect(root.querySelector('#main')?.textContent).toContain('E499.00');
    expect(root.querySelector('nav')).not.toBeNull();
    expect(root.querySelector('header')).not.toBeNull();
    const img = root.querySelector('#main img');
    expect(img?.getAttribute('src')).toBe('/media/ball-1080.webp');
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1024px) 560px, 100vw');
    // The app's own markup: nothing only a still picture carries.
    expect(img?.getAttribute('elementtiming')).toBeNull();
    expect(root.textContent).not.toContain('Loading product');
  });

  it('draws a shop with its header and its first products (not the loading skeletons)', async () => {
    const products = [makeProduct({ title: 'Team Kit', shopId: 's-1' }), makeProduct({ title: 'Cones', shopId: 's-1' })];
    const shop = { id: 's-1', _id: 's-1', name: 'Siteki Sports', slug: 'siteki', description: 'For the pitch', productsCount: 2, followersCount: 20, viewsCount: 1600, rating: { average: 4.3, count: 3 } };
    const root = parse(await renderShopFirstPaint('siteki', shop, page(products)));
    expect(root.querySelector('#main h1')?.textContent).toBe('Siteki Sports');
    expect(root.textContent).toContain('4.3 · Reviews');
    expect([...root.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual(['Team Kit', 'Cones']);
    expect(root.querySelector('[aria-label="Loading shop"]')).toBeNull();
  });

  it('lays out the first cards with the page and leaves the later ones for when they scroll on screen', async () => {
    const products = Array.from({ length: 6 }, (_, i) => makeProduct({ title: `Item ${i + 1}`, shopId: 's-1' }));
    const shop = { id: 's-1', _id: 's-1', name: 'Siteki Sports', slug: 'siteki', productsCount: 6, followersCount: 0, viewsCount: 0 };
    const root = parse(await renderShopFirstPaint('siteki', shop, page(products)));
    const skipped = [...root.querySelectorAll('article')].map((card) => card.className.includes('[content-visibility:auto]'));
    expect(skipped).toEqual([false, false, false, false, true, true]);
  });

  it('draws AI Discovery and the assistant’s welcome, without touching the server’s globals, and forgets the data after', async () => {
    const discover = parse(await renderDiscoverFirstPaint());
    expect(discover.querySelector('#main h1')?.textContent).toBe('AI Discovery');
    expect(discover.textContent).toContain('Start New Chat');
    const had = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    const chat = parse(await renderAssistantFirstPaint());
    expect(chat.querySelector('#main h1')?.textContent).toBe('Your Shopping Assistant');
    expect(chat.textContent).toContain('What are you shopping for?');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage')).toEqual(had);
    // The product painted above is not in the app's cache for the next paint (nor for anyone's app).
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('a guest’s first paint in their language', () => {
  const title = (html: string | undefined) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html ?? '')?.[1];

  it('paints in the language asked for, each paint in its own even when asked at once, and English again after', async () => {
    const [siswati, kiswahili, english] = await Promise.all([paintIn('ss', renderDiscoverFirstPaint), paintIn('sw', renderDiscoverFirstPaint), paintIn('en', renderDiscoverFirstPaint)]);
    expect(title(siswati)).toBe('Tfola nge-AI');
    expect(title(kiswahili)).toBe('Gundua kwa AI');
    expect(title(english)).toBe('AI Discovery');
    expect(title(await paintIn('xx', renderDiscoverFirstPaint))).toBe('AI Discovery');
  });

  it('names places in the language too, as the app does once its names are in', async () => {
    const shop = { id: 's-1', _id: 's-1', name: 'Siteki Sports', slug: 'siteki', productsCount: 0, followersCount: 0, viewsCount: 0, location: { city: 'Siteki', country: 'Eswatini' } };
    const zulu = await paintIn('zu', () => renderShopFirstPaint('siteki', shop, page([])));
    expect(zulu).toContain('Siteki, i-Eswatini');
    expect(await paintIn('en', () => renderShopFirstPaint('siteki', shop, page([])))).toContain('Siteki, Eswatini');
  });
});
