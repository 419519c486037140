import type { FastifyPluginAsync } from 'fastify';
import type { MediaItem } from '@sokoni/contracts/catalog';
import { PRODUCT_GRID_SIZES } from '@sokoni/contracts/catalog-media';
import { PRODUCT_LIST_PAGE_SIZE } from '@sokoni/contracts/constants';
import { cachedFile } from '../../platform/http/cached-file.ts';
import { routeNotFound } from '../../platform/http/error-handler.ts';
import { imagePreload, injectHints, modulePreload } from './hints.ts';
import { parseManifest, viewChunkFiles } from './manifest.ts';

const BROWSE_VIEW_SOURCE = 'src/features/browse/browse-view.tsx';
const LIST_KEYS = ['sort', 'category', 'minPrice', 'maxPrice', 'condition', 'country'];
const DARK_FIRST_PAINT =
  '<style>@media (max-width: 767px){.first-paint{background:#020617}.first-paint-bar{background:#020617;border-color:transparent}.first-paint-wordmark{color:#fff}}</style>';
/** The first row of the grid on a phone: two cards. */
const PRELOADED_PICTURES = 2;

/**
 * A cold open of /browse otherwise waits for the entry script, then the view's chunk and the
 * list, then the pictures. The page the server sends names the view's chunk and the first
 * pictures up front so the browser fetches them beside the entry script (Lighthouse: LCP).
 */
export const routeHintsRoutes: FastifyPluginAsync<{ indexHtmlPath: string; manifestPath: string; internalHeaders?: Record<string, string> }> = async (app, opts) => {
  const page = cachedFile(opts.indexHtmlPath);
  const manifest = cachedFile(opts.manifestPath);

  async function firstPictures(query: Record<string, unknown>): Promise<string[]> {
    // A search's results are not worth a server-side search per page load (and a crawler could
    // make that expensive): the lists without a query come from the reply cache.
    if (typeof query.q === 'string' && query.q.trim()) return [];
    const params = new URLSearchParams({ page: '1', limit: String(PRODUCT_LIST_PAGE_SIZE) });
    for (const key of LIST_KEYS) if (typeof query[key] === 'string' && query[key]) params.set(key, query[key]);
    const reply = await app.inject({ method: 'GET', url: `/api/products?${params}`, headers: opts.internalHeaders });
    if (reply.statusCode !== 200) return [];
    const products = (reply.json() as { data?: { products?: Array<{ media?: MediaItem[] }> } }).data?.products ?? [];
    return products.slice(0, PRELOADED_PICTURES).flatMap((p) => imagePreload(p.media, PRODUCT_GRID_SIZES) ?? []);
  }

  // The feed is dark on a phone: so is its first paint (index.html's static bar is light).
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const html = await page();
    if (html === null) return routeNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHints(html, [DARK_FIRST_PAINT]));
  });

  app.get('/browse', { schema: { hide: true } }, async (request, reply) => {
    const html = await page();
    if (html === null) return routeNotFound(request, reply);
    const chunks = parseManifest(await manifest());
    const hints = [...(chunks ? viewChunkFiles(chunks, BROWSE_VIEW_SOURCE).map(modulePreload) : []), ...(await firstPictures(request.query as Record<string, unknown>))];
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHints(html, hints));
  });
};
