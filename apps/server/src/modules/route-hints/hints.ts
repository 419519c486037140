import type { MediaItem } from '@sokoni/contracts/catalog';
import { primaryMedia, srcSetOf, stillOf } from '@sokoni/contracts/catalog-media';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`;

/** A preload the browser matches to the card's <img> (same src, srcset and sizes). */
export function imagePreload(media: readonly MediaItem[] | undefined, sizes: string): string | null {
  const item = primaryMedia(media);
  const src = stillOf(item);
  if (!src) return null;
  const srcset = srcSetOf(item);
  const responsive = srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(src)}"${responsive} fetchpriority="high">`;
}

export function injectHints(indexHtml: string, hints: string[]): string {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd < 0 || hints.length === 0) return indexHtml;
  return `${indexHtml.slice(0, headEnd)}  ${hints.join('\n  ')}\n  ${indexHtml.slice(headEnd)}`;
}
