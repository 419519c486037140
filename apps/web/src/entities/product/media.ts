import { isVideoMedia, type MediaItem } from '@sokoni/contracts/catalog';

export { primaryMedia, srcSetOf, stillOf } from '@sokoni/contracts/catalog-media';

export const isVideo = (item: MediaItem | undefined): boolean => Boolean(item && isVideoMedia(item));

/** width / height of the media, for aspect boxes that never shift the layout. */
export function aspectOf(item: MediaItem | undefined, fallback = 4 / 5): number {
  return item?.width && item?.height ? item.width / item.height : fallback;
}

/** The address a video plays from: its small rendition when asked for and made, else the normal one. */
export function videoSourceOf(item: MediaItem | undefined, small: boolean): string | undefined {
  if (!item) return undefined;
  return (small && item.smallUrl) || item.url;
}

/**
 * The poster frame to show: with the small rendition, the smallest variant (320 wide, a tenth of
 * the largest; it shows for the moment before the video plays, and the blurred backdrop is the same file).
 */
export function posterOf(item: MediaItem | undefined, small: boolean): string | undefined {
  if (!item || !small || !item.variants?.length) return item?.poster;
  return [...item.variants].sort((a, b) => a.width - b.width)[0]?.url ?? item.poster;
}
