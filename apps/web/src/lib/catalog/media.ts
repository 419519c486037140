import { isVideoMedia, type MediaItem } from '@sokoni/contracts/catalog';

/** The primary media item (flagged, else the first). */
export function primaryMedia(media: readonly MediaItem[] | undefined): MediaItem | undefined {
  return media?.find((m) => m.isPrimary) ?? media?.[0];
}

export const isVideo = (item: MediaItem | undefined): boolean => Boolean(item && isVideoMedia(item));

/** The still picture of a media item: the image itself, or a video's poster frame. */
export function stillOf(item: MediaItem | undefined): string | undefined {
  if (!item) return undefined;
  return isVideo(item) ? item.poster : item.url;
}

/** `srcset` from an image's WebP variants (none for a video's poster). */
export function srcSetOf(item: MediaItem | undefined): string | undefined {
  if (!item || isVideo(item) || !item.variants?.length) return undefined;
  return [...item.variants].sort((a, b) => a.width - b.width).map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** width / height of the media, for aspect boxes that never shift the layout. */
export function aspectOf(item: MediaItem | undefined, fallback = 4 / 5): number {
  return item?.width && item?.height ? item.width / item.height : fallback;
}
