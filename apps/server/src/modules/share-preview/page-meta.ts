import { categoryName } from '@sokoni/contracts/catalog';
import { formatPrice } from '@sokoni/contracts/money';
import type { Db } from '../../platform/db/client.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { countryByCode } from '../countries/index.ts';
import { productsByIds, type StoredMedia } from '../products/index.ts';
import { shopBySlug, shopsByIds } from '../shops/index.ts';
import { SITE_NAME, summarize, type PageMeta } from './meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

type Ports = { db: Db; mediaUrl: MediaUrl };
type Product = Awaited<ReturnType<typeof productsByIds>>[number];

/** A media key's address as a crawler fetches it: absolute, on this origin when it is served here. */
function absolute(ports: Ports, origin: string, key: string | null | undefined) {
  const url = key ? ports.mediaUrl(key) : null;
  if (!url) return undefined;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** A listed product's page: its title and price, its picture, and schema.org's Product; null when it is not listed. */
export async function productPageMeta(deps: Ports, origin: string, id: string): Promise<PageMeta | null> {
  const absoluteUrl = (key: string | null | undefined) => absolute(deps, origin, key);
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
    ? { url: absoluteUrl(picture.key)!, width: picture.width, height: picture.height, alt: p.title }
    : row.shop.logo
      ? { url: absoluteUrl(row.shop.logo)!, alt: row.shop.name }
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
    ...(video ? { video: { url: absoluteUrl(video.key)!, type: 'video/mp4', width: video.width, height: video.height } } : {}),
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
      ...(amount > 0 ? { offers: offerOf(p, amount, url, row.shop.name) } : {}),
    },
  };
}

/** schema.org's Offer of a priced product. */
function offerOf(p: Product, amount: number, url: string, shopName: string) {
  return {
    '@type': 'Offer',
    url,
    price: amount.toFixed(2),
    priceCurrency: p.currency,
    availability: p.stockQuantity > 0 && p.isAvailable && p.status !== 'sold' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: `https://schema.org/${p.condition === 'used' ? 'Used' : p.condition === 'refurbished' ? 'Refurbished' : 'New'}Condition`,
    seller: { '@type': 'Organization', name: shopName },
  };
}

/** An active shop's page, by id or slug: its name, place, counts and picture, and schema.org's Store. */
export async function shopPageMeta(deps: Ports, origin: string, id: string): Promise<PageMeta | null> {
  const absoluteUrl = (key: string | null | undefined) => absolute(deps, origin, key);
  const shop = UUID.test(id) ? (await shopsByIds(deps.db, [id]))[0] : SLUG.test(id) ? await shopBySlug(deps.db, id) : undefined;
  if (!shop?.isActive) return null;
  const country = countryByCode(shop.country)?.name ?? shop.country;
  const where = [shop.city, country].filter(Boolean).join(', ');
  const cover = absoluteUrl(shop.coverImage);
  const logo = absoluteUrl(shop.logo);
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
}

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
