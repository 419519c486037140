import type { MediaItem } from '@sokoni/contracts/catalog';
import { FIRST_PAINT_TIMING } from '@sokoni/contracts/constants';
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

function paint() {
  const products = [
    makeProduct({ id: 'p-1', title: 'Kettle <b>&</b> "cups"', media: [picture('c')], price: { amount: 450, currency: 'SZL', formattedPrice: 'E450.00' }, likes: 0, views: 500, isPopular: true }),
    makeProduct({ id: 'p-2', title: 'Phone', price: { amount: 0, currency: 'SZL', formattedPrice: '' } }),
  ];
  const html = renderBrowseFirstPaint(products, 3);
  const root = document.createElement('div');
  root.innerHTML = html;
  return { html, root };
}

describe('the static first paint of /browse, rendered from the app’s components', () => {
  it('shows the hero, the count and the first row of cards, escaped', () => {
    const { html, root } = paint();
    expect(html.startsWith('<div class="md:hidden" data-first-paint-view="browse">')).toBe(true);
    expect(html).toContain('Buy. Sell. <span class="text-accent-400">Easy.</span>');
    expect(root.textContent).toContain('3 products available');
    const cards = root.querySelectorAll('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('h3 a')?.textContent).toBe('Kettle <b>&</b> "cups"');
    expect(html).toContain('>Kettle &lt;b&gt;&amp;&lt;/b&gt; &quot;cups&quot;</a>');
    expect(cards[0]!.querySelector('img')?.getAttribute('elementtiming')).toBe(FIRST_PAINT_TIMING);
    expect(cards[0]!.querySelector('img')?.getAttribute('srcset')).toBe('/media/c-320.webp 320w, /media/c-1080.webp 1080w');
    expect(cards[0]!.textContent).toContain('Popular');
    expect(cards[0]!.querySelector('p')?.textContent).toBe('E450.00');
    expect(cards[1]!.textContent).toContain('Contact for price');
    expect(cards[1]!.querySelector('h3 a')?.getAttribute('href')).toBe('/products/p-2');
  });

  it('keeps everything out of the tab order, works as plain links and a GET form, and carries no scripts, preloads or test ids', () => {
    const { html, root } = paint();
    const focusable = root.querySelectorAll('a, button, input, select');
    expect(focusable.length).toBeGreaterThan(8);
    for (const element of focusable) expect(element.getAttribute('tabindex'), element.outerHTML.slice(0, 80)).toBe('-1');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/login?mode=signup', '/become-seller', '/browse?market=all']));
    const form = root.querySelector('form[role="search"]');
    expect([form?.getAttribute('action'), form?.getAttribute('method'), form?.querySelector('input')?.getAttribute('name')]).toEqual(['/browse', 'get', 'q']);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<link');
    expect(html).not.toContain('data-testid');
  });
});

const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

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
