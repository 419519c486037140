import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaItem } from '@sokoni/contracts/catalog';
import { PRODUCT_GALLERY_SIZES, SHOP_GRID_SIZES } from '@sokoni/contracts/catalog-media';
import { PRODUCT_LIST_PAGE_SIZE, SIGNED_IN_HINT_COOKIE } from '@sokoni/contracts/constants';
import type { FirstPaintModule } from '@sokoni/contracts/web-build';
import type { Language } from '@sokoni/contracts/languages';
import { scriptsAfterPaint } from './after-paint.ts';
import { pageInLanguage, paintLanguage } from './paint-language.ts';
import { attr, hasCookie, imagePreload, injectFirst, injectHints, itemPreload, modulePreload, withPaintedApp } from './hints.ts';

/** Adds a page's hints and, for a guest, its painted screen to index.html. */
export type PagePainter = (request: FastifyRequest, html: string) => Promise<string>;

type Deps = {
  app: FastifyInstance;
  firstPaint: () => Promise<FirstPaintModule | null>;
  viewFiles: (view: string) => Promise<string[]>;
  internalHeaders?: Record<string, string>;
};

type Media = { media?: MediaItem[] };
/** A shop grid's first row on a phone. */
const PRELOADED_SHOP_PICTURES = 2;

/**
 * The product page, a shop, AI Discovery and the assistant, painted for a guest as the whole app
 * (the web build's first-paint module; the app takes the markup over) with the data the app would ask for
 * (read through the server's own API, so the same replies and caches), and the largest picture
 * preloaded with the srcset and sizes its <img> has. Signed-in visitors get the view's code
 * preloaded only: their pages carry their own likes and conversations.
 */
export function viewPainters({ app, firstPaint, viewFiles, internalHeaders }: Deps) {
  async function read<T>(url: string): Promise<T | null> {
    const reply = await app.inject({ method: 'GET', url, headers: internalHeaders });
    if (reply.statusCode !== 200) return null;
    return ((reply.json() as { data?: T }).data ?? null) as T | null;
  }

  async function paint(view: string, language: Language, render: (module: FirstPaintModule) => Promise<string> | undefined): Promise<string | null> {
    try {
      const module = await firstPaint();
      if (!module) return null;
      const draw = () => render(module);
      return (await (module.paintIn ? module.paintIn(language, draw) : draw())) ?? null;
    } catch (error) {
      app.log.warn({ err: error }, `the first paint of ${view} failed to render`);
      return null;
    }
  }

  /**
   * `screen` (hints and painted HTML) for a guest; otherwise the view's code preloaded. A painted
   * page with a picture does not preload the view's code: those ~30 chunks would share the
   * phone's line with the picture the largest paint waits for (the app asks for them as soon as
   * its entry runs, see route-prefetch.ts). Without a picture they start after the first paint
   * beside the entry, a few per task; the app then finds them asked for (its own preload would
   * insert them all in one long task).
   */
  const painter =
    (view: string, screen: (request: FastifyRequest, language: Language) => Promise<{ hints: string[]; html: string | null }>): PagePainter =>
    async (request, page) => {
      const guest = !hasCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE);
      const language = paintLanguage(request);
      const painted = guest ? await screen(request, language) : { hints: [], html: null };
      if (painted.html) {
        const code = painted.hints.length === 0 ? (await viewFiles(view)).map(modulePreload) : [];
        return scriptsAfterPaint(injectHints(injectFirst(withPaintedApp(pageInLanguage(page, language), painted.html), painted.hints), code));
      }
      return injectHints(injectFirst(page, painted.hints), (await viewFiles(view)).map(modulePreload));
    };

  const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

  return {
    product: painter('detail', async (request, language) => {
      const id = idOf(request);
      const product = (await read<{ product?: Media }>(`/api/products/${encodeURIComponent(id)}`))?.product;
      if (!product) return { hints: [], html: null };
      // The gallery opens on the first item (a video shows its poster).
      const picture = itemPreload(product.media?.[0], PRODUCT_GALLERY_SIZES);
      const html = await paint('/products/:id', language, (m) => m.renderProductFirstPaint?.(id, product));
      return { hints: picture ? [picture] : [], html };
    }),
    shop: painter('shop-page', async (request, language) => {
      const id = idOf(request);
      const shop = (await read<{ shop?: { id?: string; coverImage?: string | null } }>(`/api/shops/${encodeURIComponent(id)}`))?.shop;
      if (!shop?.id) return { hints: [], html: null };
      const products = await read<{ products?: Media[] }>(`/api/shops/${encodeURIComponent(shop.id)}/products?page=1&limit=${PRODUCT_LIST_PAGE_SIZE}`);
      // On a phone the cover is the largest picture above the fold (the grid starts near its
      // bottom); without one, the grid's first row is.
      const pictures = shop.coverImage
        ? [`<link rel="preload" as="image" href="${attr(shop.coverImage)}" fetchpriority="high">`]
        : (products?.products ?? []).slice(0, PRELOADED_SHOP_PICTURES).flatMap((p) => imagePreload(p.media, SHOP_GRID_SIZES) ?? []);
      const html = await paint('/shops/:id', language, (m) => m.renderShopFirstPaint?.(id, shop, products));
      return { hints: pictures, html };
    }),
    discover: painter('discover', async (_request, language) => ({ hints: [], html: await paint('/discover', language, (m) => m.renderDiscoverFirstPaint?.()) })),
    aichat: painter('aichat', async (_request, language) => ({ hints: [], html: await paint('/aichat', language, (m) => m.renderAssistantFirstPaint?.()) })),
  };
}

export type ViewPainters = ReturnType<typeof viewPainters>;
