import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatPrice } from '@sokoni/contracts/money';
import { categoryName } from '@sokoni/contracts/catalog';
import type { Db } from '../../platform/db/client.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { cachedFile } from '../../platform/http/cached-file.ts';
import { routeNotFound } from '../../platform/http/error-handler.ts';
import { countryByCode } from '../countries/index.ts';
import { productsByIds, type StoredMedia } from '../products/index.ts';
import { shopBySlug, shopsByIds } from '../shops/index.ts';
import { injectMeta, SITE_NAME, summarize, type PageMeta } from './meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

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

  const absolute = (origin: string, key: string | null | undefined) => {
    const url = key ? deps.mediaUrl(key) : null;
    if (!url) return undefined;
    return url.startsWith('/') ? `${origin}${url}` : url;
  };

  app.get('/products/:id', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, async (origin) => {
      const { id } = request.params as { id: string };
      if (!UUID.test(id)) return null;
      // Two lookups through the owners' faces (a cold path: a link opened or crawled).
      const [p] = await productsByIds(deps.db, [id]);
      if (!p?.isActive || ['draft', 'pending', 'archived'].includes(p.status)) return null;
      const [shop] = await shopsByIds(deps.db, [p.shopId]);
      if (!shop?.isActive) return null;
      const row = { product: p, shop };
      const amount = Number(p.priceAmount);
      const price = amount > 0 ? formatPrice(amount, p.currency) : 'Contact for price';
      const country = countryByCode(p.country || row.shop.country)?.name ?? p.country;
      const city = p.city || row.shop.city;
      const picture = previewPicture(p.media);
      const image = picture
        ? { url: absolute(origin, picture.key)!, width: picture.width, height: picture.height, alt: p.title }
        : row.shop.logo
          ? { url: absolute(origin, row.shop.logo)!, alt: row.shop.name }
          : undefined;
      const video = p.media.find((m) => m.type === 'video');
      const url = `${origin}/products/${p.id}`;
      const where = [row.shop.name, [city, country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
      return {
        pageTitle: `${p.title} – ${price} | ${SITE_NAME}`,
        title: `${p.title} – ${price}`,
        description: summarize(`${price} · ${where}. ${p.description}`, 200),
        url,
        type: 'product',
        image,
        ...(video ? { video: { url: absolute(origin, video.key)!, type: 'video/mp4', width: video.width, height: video.height } } : {}),
        ...(amount > 0 ? { price: { amount: amount.toFixed(2), currency: p.currency } } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.title,
          description: summarize(p.description, 500),
          ...(image ? { image: [image.url] } : {}),
          ...(p.sku ? { sku: p.sku } : {}),
          ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
          category: categoryName(p.category),
          ...(amount > 0
            ? {
                offers: {
                  '@type': 'Offer',
                  url,
                  price: amount.toFixed(2),
                  priceCurrency: p.currency,
                  availability: p.stockQuantity > 0 && p.isAvailable && p.status !== 'sold' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                  itemCondition: `https://schema.org/${p.condition === 'used' ? 'Used' : p.condition === 'refurbished' ? 'Refurbished' : 'New'}Condition`,
                  seller: { '@type': 'Organization', name: row.shop.name },
                },
              }
            : {}),
        },
      };
    }, deps.paint?.product),
  );

  app.get('/shops/:id', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, async (origin) => {
      const { id } = request.params as { id: string };
      const shop = UUID.test(id) ? (await shopsByIds(deps.db, [id]))[0] : SLUG.test(id) ? await shopBySlug(deps.db, id) : undefined;
      if (!shop?.isActive) return null;
      const country = countryByCode(shop.country)?.name ?? shop.country;
      const where = [shop.city, country].filter(Boolean).join(', ');
      const cover = absolute(origin, shop.coverImage);
      const logo = absolute(origin, shop.logo);
      const counts = `${shop.productsCount} ${shop.productsCount === 1 ? 'listing' : 'listings'} · ${shop.followersCount} ${shop.followersCount === 1 ? 'follower' : 'followers'}`;
      return {
        pageTitle: `${shop.name}${where ? ` – ${where}` : ''} | ${SITE_NAME}`,
        title: shop.name,
        description: summarize(`${where ? `${where} · ` : ''}${counts}. ${shop.description || `Shop ${shop.name} on Sokoni.`}`, 200),
        url: `${origin}/shops/${shop.id}`,
        type: 'website',
        image: cover ? { url: cover, alt: shop.name } : logo ? { url: logo, alt: shop.name } : undefined,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Store',
          name: shop.name,
          ...(shop.description ? { description: summarize(shop.description, 500) } : {}),
          ...(logo || cover ? { image: [logo ?? cover] } : {}),
          url: `${origin}/shops/${shop.id}`,
          address: { '@type': 'PostalAddress', addressLocality: shop.city, addressCountry: shop.country },
        },
      };
    }, deps.paint?.shop),
  );
};

/** The picture a preview shows: the primary item's (a video's poster), at about 1080 px wide. */
export function previewPicture(media: StoredMedia[]): { key: string; width?: number; height?: number } | undefined {
  const primary = media.find((m) => m.isPrimary) ?? media[0];
  const ordered = primary ? [primary, ...media.filter((m) => m !== primary)] : [];
  for (const m of ordered) {
    if (m.type === 'video' && m.posterKey) return { key: m.posterKey, width: m.width, height: m.height };
    if (m.type === 'image') {
      const fits = (m.variantKeys ?? []).filter((v) => v.width <= 1200).sort((a, b) => b.width - a.width)[0];
      if (!fits) return { key: m.key, width: m.width, height: m.height };
      const height = m.width && m.height ? Math.round((m.height * fits.width) / m.width) : undefined;
      return { key: fits.key, width: fits.width, height };
    }
  }
  return undefined;
}
