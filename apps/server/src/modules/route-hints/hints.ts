import type { MediaItem } from '@sokoni/contracts/catalog';
import { primaryMedia, srcSetOf, stillOf } from '@sokoni/contracts/catalog-media';
import { FIRST_PAINT_TIMING, FIRST_POSTER_META, PAINTED_APP_ATTRIBUTE } from '@sokoni/contracts/constants';

export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${attr(file)}">`;

/** A preload the browser matches to the card's <img> (same src, srcset and sizes). */
export function imagePreload(media: readonly MediaItem[] | undefined, sizes: string): string | null {
  return itemPreload(primaryMedia(media), sizes);
}

/** The same for one media item (a video's poster has no srcset). */
export function itemPreload(item: MediaItem | undefined, sizes: string): string | null {
  const src = stillOf(item);
  if (!src) return null;
  const srcset = srcSetOf(item);
  const responsive = srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(src)}"${responsive} fetchpriority="high">`;
}

/**
 * The largest picture's preload goes at the top of <head> (after the charset), ahead of the
 * stylesheet and the ~15 scripts index.html names: over HTTP/1.1's six connections a browser
 * starts requests in document order, and the picture is what the first paint waits for.
 */
export function injectFirst(indexHtml: string, hints: string[]): string {
  if (hints.length === 0) return indexHtml;
  const charset = /<meta charset[^>]*>/i.exec(indexHtml);
  const head = charset ?? /<head[^>]*>/i.exec(indexHtml);
  if (!head) return injectHints(indexHtml, hints);
  const at = head.index + head[0].length;
  return `${indexHtml.slice(0, at)}\n    ${hints.join('\n    ')}${indexHtml.slice(at)}`;
}

export function injectHints(indexHtml: string, hints: string[]): string {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd < 0 || hints.length === 0) return indexHtml;
  return `${indexHtml.slice(0, headEnd)}  ${hints.join('\n  ')}\n  ${indexHtml.slice(headEnd)}`;
}

/** Where index.html lets the server put a picture into its static first paint. */
export const MEDIA_SLOT = '<!--first-paint-media-->';

/** index.html's #root and its static first paint (marked after its end). */
const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div><!--#root-->/;

/**
 * #root holding the whole app as the server rendered it, for the app to take over in place (inert
 * until then: a tap would go nowhere); the page unchanged if it has no marked #root.
 */
export function withPaintedApp(indexHtml: string, appHtml: string): string {
  return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root" ${PAINTED_APP_ATTRIBUTE} inert>${appHtml}</div>`);
}

/**
 * The feed's first picture on a phone, below the top bar: a little larger than the slide, so the
 * slide's own copies, painted later, never count as a later, larger paint. (Not the whole screen:
 * browsers take a picture covering the whole viewport for a background and ignore it for LCP.)
 */
export const firstPosterImage = (src: string) =>
  `<img src="${attr(src)}" alt="" fetchpriority="high" elementtiming="${FIRST_PAINT_TIMING}" style="position:fixed;left:0;right:0;top:calc(3.5rem + env(safe-area-inset-top));bottom:0;width:100%;height:calc(100% - 3.5rem - env(safe-area-inset-top));object-fit:cover" class="md:hidden">`;

/** Fetch it first, on phones only; and tell the app which picture is already on screen. */
export const firstPosterHints = (src: string) => [
  `<link rel="preload" as="image" href="${attr(src)}" media="(max-width: 767px)" fetchpriority="high">`,
  `<meta name="${FIRST_POSTER_META}" content="${attr(src)}">`,
];

/** A cookie's value from a Cookie header, or undefined (an empty value counts as none). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const part = (header ?? '')
    .split(';')
    .map((piece) => piece.trim())
    .find((piece) => piece.startsWith(`${name}=`));
  return part?.slice(name.length + 1) || undefined;
}

export function hasCookie(header: string | undefined, name: string): boolean {
  return cookieValue(header, name) !== undefined;
}
