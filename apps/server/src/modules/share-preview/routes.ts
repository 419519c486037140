import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client.ts';
import { cachedFile } from '../../platform/http/cached-file.ts';
import { routeNotFound } from '../../platform/http/error-handler.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { injectMeta, type PageMeta } from './meta.ts';
import { productPageMeta, shopPageMeta } from './page-meta.ts';

/**
 * /products/:id and /shops/:id for browsers and link-preview crawlers (WhatsApp, Facebook, X):
 * the app's index.html with the page's title, description, Open Graph and Twitter tags (and
 * schema.org data) rendered by the server, so a shared link shows the item, its price and its
 * picture. The app then renders the page as usual. An unknown or unlisted id gets the plain
 * app with status 404 (the app shows its "not found" screen; crawlers do not index it).
 */
/** Adds to a found page what another module paints into it (route-hints: its first paint). */
type PagePainter = (request: FastifyRequest, html: string) => Promise<string>;

type Deps = {
  db: Db;
  mediaUrl: MediaUrl;
  publicUrl: string;
  indexHtmlPath: string;
  /** The route hints' first paint of each page (module route-hints), applied to a found page. */
  paint?: { product?: PagePainter; shop?: PagePainter };
};

export const sharePreviewRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const page = cachedFile(deps.indexHtmlPath);

  const send = async (request: FastifyRequest, reply: FastifyReply, meta: (origin: string) => Promise<PageMeta | null>, paint?: PagePainter) => {
    const html = await page();
    if (html === null) return routeNotFound(request, reply);
    const found = await meta(deps.publicUrl);
    reply.code(found ? 200 : 404).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!found) return reply.send(html);
    const withMeta = injectMeta(html, found);
    return reply.send(paint ? await paint(request, withMeta) : withMeta);
  };

  app.get('/products/:id', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, async (origin) => {
      const { id } = request.params as { id: string };
      return productPageMeta(deps, origin, id);
    }, deps.paint?.product),
  );

  app.get('/shops/:id', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, async (origin) => {
      const { id } = request.params as { id: string };
      return shopPageMeta(deps, origin, id);
    }, deps.paint?.shop),
  );
};
