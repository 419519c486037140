import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { MediaItem } from '@sokoni/contracts/catalog';
import { primaryMedia, PRODUCT_GRID_SIZES, stillOf } from '@sokoni/contracts/catalog-media';
import { DEFAULT_COUNTRY_CODE, FEED_PAGE_SIZE, PAINTED_BROWSE_CARDS, PRODUCT_LIST_PAGE_SIZE, SIGNED_IN_HINT_COOKIE } from '@sokoni/contracts/constants';
import type { Language } from '@sokoni/contracts/languages';
import { VIEW_ROUTES_FILE } from '@sokoni/contracts/web-build';
import { cachedFile } from '../../platform/http/cached-file.ts';
import { routeNotFound } from '../../platform/http/error-handler.ts';
import { scriptsAfterPaint } from './after-paint.ts';
import { firstPaintModule } from './first-paint-module.ts';
import { firstPosterHints, firstPosterImage, hasCookie, imagePreload, injectFirst, injectHints, MEDIA_SLOT, modulePreload, withPaintedApp } from './hints.ts';
import { pageInLanguage, paintLanguage } from './paint-language.ts';
import { parseViewRoutes, readViewRoutes } from './view-routes.ts';
import { viewPainters, type ViewPainters } from './view-paints.ts';

const LIST_KEYS = ['sort', 'category', 'minPrice', 'maxPrice', 'condition', 'country'];
const DARK_FIRST_PAINT =
  '<style>@media (max-width: 767px){.first-paint{background:#020617}.first-paint-bar{background:#020617;border-color:transparent}.first-paint-wordmark{color:#fff}}</style>';

/** A listed product as the API sends it; the server reads only its pictures, the web build's renderer the rest. */
type ListedProduct = { media?: MediaItem[] };
type ListPage = { products: ListedProduct[]; pagination?: { total?: number } };

/**
 * A cold open of /browse otherwise waits for the entry script, then the view's chunk and the
 * list, then the pictures. The page the server sends names the view's chunk and the first
 * pictures up front so the browser fetches them beside the entry script (Lighthouse: LCP).
 */
type HintOptions = { indexHtmlPath: string; manifestPath: string; internalHeaders?: Record<string, string> };

/**
 * The web build's views: paths read once (routes are registered at boot), each view's files again
 * after every rebuild. The build writes them into dist/.vite, the folder `manifestPath` names (it
 * no longer writes Vite's own manifest).
 */
function builtViews(opts: HintOptions) {
  const viewRoutesFile = path.join(path.dirname(opts.manifestPath), VIEW_ROUTES_FILE);
  const builtRoutes = cachedFile(viewRoutesFile);
  const views = readViewRoutes(viewRoutesFile)?.views;
  const viewFiles = async (view: string) => parseViewRoutes(await builtRoutes())?.views[view]?.files ?? [];
  return { viewRoutesFile, views, viewFiles };
}

/** The painters of the views whose pages other modules serve too (share-preview's /products/:id and /shops/:id). */
export function pagePainters(app: FastifyInstance, opts: HintOptions): ViewPainters {
  return viewPainters({ app, firstPaint: firstPaintModule(path.dirname(opts.indexHtmlPath)), viewFiles: builtViews(opts).viewFiles, internalHeaders: opts.internalHeaders });
}

export const routeHintsRoutes: FastifyPluginAsync<HintOptions> = async (app, opts) => {
  const page = cachedFile(opts.indexHtmlPath);
  const firstPaint = firstPaintModule(path.dirname(opts.indexHtmlPath));
  const { viewRoutesFile, views, viewFiles } = builtViews(opts);
  if (!views) {
    app.log.warn(`no ${viewRoutesFile}: deep links get the plain page (build the web app)`);
    return;
  }
  const painters = viewPainters({ app, firstPaint, viewFiles, internalHeaders: opts.internalHeaders });

  /** The first page of the list the address shows (from the reply cache), or null. */
  async function firstPage(query: Record<string, unknown>): Promise<ListPage | null> {
    // A search's results are not worth a server-side search per page load (and a crawler could
    // make that expensive): the lists without a query come from the reply cache.
    if (typeof query.q === 'string' && query.q.trim()) return null;
    const params = new URLSearchParams({ page: '1', limit: String(PRODUCT_LIST_PAGE_SIZE) });
    for (const key of LIST_KEYS) if (typeof query[key] === 'string' && query[key]) params.set(key, query[key]);
    // The browse screen ranks the buyer's market first (a guest's is Eswatini) unless they chose
    // all countries or one country: ask for the same list, so the paint matches what the app shows.
    if (query.market !== 'all' && !query.country) params.set('market', DEFAULT_COUNTRY_CODE);
    const reply = await app.inject({ method: 'GET', url: `/api/products?${params}`, headers: opts.internalHeaders });
    if (reply.statusCode !== 200) return null;
    const data = (reply.json() as { data?: Partial<ListPage> }).data;
    return { ...data, products: data?.products ?? [] };
  }

  /** A guest's plain grid painted as the whole app by the web build's own components, or null. */
  async function paintBrowse(list: ListPage, language: Language): Promise<string | null> {
    const renderer = await firstPaint();
    if (!renderer) return null;
    try {
      const draw = () => renderer.renderBrowseFirstPaint(list);
      return (await (renderer.paintIn ? renderer.paintIn(language, draw) : draw())) ?? null;
    } catch (error) {
      app.log.warn({ err: error }, 'the first paint of /browse failed to render');
      return null;
    }
  }

  /** The guest feed's first picture (the client asks for the same page; it comes from the reply cache). */
  async function firstFeedPicture(): Promise<string | null> {
    const reply = await app.inject({ method: 'GET', url: `/api/users/feed?page=1&limit=${FEED_PAGE_SIZE}`, headers: opts.internalHeaders });
    if (reply.statusCode !== 200) return null;
    const first = (reply.json() as { data?: { products?: Array<{ media?: MediaItem[] }> } }).data?.products?.[0];
    return stillOf(primaryMedia(first?.media)) ?? null;
  }

  // The feed is dark on a phone: so is its first paint (index.html's static bar is light). A
  // guest's phone also gets the first product's picture in the page itself, painted before any
  // script runs; the feed keeps showing it until its own first slide is ready.
  if (views.tiktok) app.get(views.tiktok.path, { schema: { hide: true } }, async (request, reply) => {
    const html = await page();
    if (html === null) return routeNotFound(request, reply);
    const guest = !hasCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE);
    const poster = guest ? await firstFeedPicture() : null;
    const body = poster ? scriptsAfterPaint(html.replace(MEDIA_SLOT, firstPosterImage(poster))) : html;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHints(injectFirst(body, poster ? firstPosterHints(poster) : []), [DARK_FIRST_PAINT]));
  });

  // A guest on the plain grid (the common cold open) also gets the whole app painted, which it takes
  // over in place; filtered and list layouts, and signed-in visitors (no hero), get the hints only.
  if (views.browse) app.get(views.browse.path, { schema: { hide: true } }, async (request, reply) => {
    const html = await page();
    if (html === null) return routeNotFound(request, reply);
    const query = request.query as Record<string, unknown>;
    const list = await firstPage(query);
    const pictures = (list?.products ?? []).slice(0, PAINTED_BROWSE_CARDS).flatMap((p) => imagePreload(p.media, PRODUCT_GRID_SIZES) ?? []);
    const hints = (await viewFiles('browse')).map(modulePreload);
    const guest = !hasCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE);
    const plain = Object.keys(query).every((key) => key === 'sort' && query.sort === 'newest');
    const language = paintLanguage(request);
    const view = guest && plain && list && list.products.length > 0 ? await paintBrowse(list, language) : null;
    if (!view) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHints(injectFirst(html, pictures), hints));
    const painted = scriptsAfterPaint(injectHints(injectFirst(withPaintedApp(pageInLanguage(html, language), view), pictures), hints));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(painted);
  });

  // AI Discovery and the assistant as a guest first sees them (no search, no conversation asked for).
  for (const view of ['discover', 'aichat'] as const) {
    const route = views[view];
    if (!route) continue;
    app.get(route.path, { schema: { hide: true } }, async (request, reply) => {
      const html = await page();
      if (html === null) return routeNotFound(request, reply);
      const plain = Object.keys(request.query as object).length === 0;
      const body = plain ? await painters[view](request, html) : injectHints(html, (await viewFiles(view)).map(modulePreload));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
    });
  }
};
