import { isVideoMedia, type MediaItem } from './catalog.ts';

/**
 * Which picture a product card shows. The web app renders it; the server preloads the same file
 * for a deep link (modules/route-hints), so both must choose alike.
 */
export const PRODUCT_GRID_SIZES = '(min-width: 1280px) 280px, (min-width: 768px) 33vw, 50vw';
/** The product page's large picture (the server preloads it with the same sizes). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1024px) 560px, 100vw';
/** A shop page's product grid. */
export const SHOP_GRID_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw';

/** The primary media item (flagged, else the first). */
export function primaryMedia(media: readonly MediaItem[] | undefined): MediaItem | undefined {
  return media?.find((m) => m.isPrimary) ?? media?.[0];
}

/** The still picture of a media item: the image itself, or a video's poster frame. */
export function stillOf(item: MediaItem | undefined): string | undefined {
  if (!item) return undefined;
  return isVideoMedia(item) ? item.poster : item.url;
}

/** `srcset` from an image's WebP variants (none for a video's poster). */
export function srcSetOf(item: MediaItem | undefined): string | undefined {
  if (!item || isVideoMedia(item) || !item.variants?.length) return undefined;
  return [...item.variants].sort((a, b) => a.width - b.width).map((v) => `${v.url} ${v.width}w`).join(', ');
}
