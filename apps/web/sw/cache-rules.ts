/**
 * Which requests the service worker keeps a copy of (docs/decisions.md, "Installed like an app").
 * Pure functions of the address and the reply's headers, so they are tested without a worker.
 *
 * Only the public catalogue is cached: what a guest may read too (the feed, product lists, a
 * product, its comments, a shop and its products, countries). Anything private — chats,
 * conversations, notifications, the account, wallet, admin, the assistant, signed private media —
 * never matches, and a reply that says `no-store` or `private` is not stored even where it does.
 */

/** The cache names, one per kind (old tabs share them with new builds: no build hash in them). */
export const CACHE_NAMES = { api: 'sokoni-api-v1', assets: 'sokoni-assets-v1', images: 'sokoni-images-v1' } as const;

/** NetworkFirst: after this long without an answer, the stored copy is shown (the call goes on). */
export const API_NETWORK_TIMEOUT_SECONDS = 3;
export const NAVIGATION_NETWORK_TIMEOUT_SECONDS = 4;
/** Size caps (Workbox's expiration counts entries, not bytes: ~25 KB per picture → about 4 MB). */
export const IMAGE_CACHE_MAX_ENTRIES = 150;
export const API_CACHE_MAX_ENTRIES = 80;
export const ASSET_CACHE_MAX_ENTRIES = 120;
export const CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** GET /api/… paths of the public catalogue (doc 1 §2): lists, a product, its comments, shops. */
const PUBLIC_API_PATHS: readonly RegExp[] = [
  /^\/api\/users\/feed$/,
  /^\/api\/products$/,
  /^\/api\/products\/(search|featured|trending|recommended)$/,
  /^\/api\/products\/category\/[^/]+$/,
  /^\/api\/products\/[\w-]+$/,
  /^\/api\/products\/[\w-]+\/(comments|similar)$/,
  /^\/api\/shops\/[\w-]+$/,
  /^\/api\/shops\/[\w-]+\/products$/,
  /^\/api\/countries(\/(supported|picker))?$/,
];

/** Shop paths that look like `/shops/:id` but are the caller's own or a seller's tool. */
const PRIVATE_SHOP_SEGMENTS = new Set(['me', 'check-slug', 'suggestions']);

/** A same-origin GET of the public catalogue API. */
export function isPublicCatalogApi(url: URL, origin: string, method = 'GET'): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  const path = url.pathname;
  const shopSegment = /^\/api\/shops\/([^/]+)/.exec(path)?.[1];
  if (shopSegment && PRIVATE_SHOP_SEGMENTS.has(shopSegment)) return false;
  return PUBLIC_API_PATHS.some((pattern) => pattern.test(path));
}

/**
 * A product's comments are read again right after the reader posts one (the sheet's count and
 * rating): the stored copy may answer only when the network fails, never because it is slow, or
 * the page would show the totals from before the post.
 */
export function isReadAfterWrite(url: URL): boolean {
  return /^\/api\/products\/[\w-]+\/comments$/.test(url.pathname);
}

const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif)$/i;

/**
 * The public pictures of products and shops (posters, photos, logos): never videos, never private
 * media. `destination` is '' for the page's warm-up list (addresses the page fetched before the
 * worker controlled it): a picture's file name says what it is then.
 */
export function isCacheableImage(url: URL, origin: string, destination: string, method = 'GET'): boolean {
  if (method !== 'GET') return false;
  if (url.pathname.startsWith('/api/') || url.searchParams.has('sig')) return false; // /api/media/private/…?sig=…: signed, short-lived
  if (destination === 'image') return url.origin !== origin || url.pathname.startsWith('/media/');
  return destination === '' && url.origin === origin && url.pathname.startsWith('/media/') && IMAGE_FILE.test(url.pathname);
}

/** The build's hashed files (the lazy screens' chunks): the same address always holds the same bytes. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * Whether a reply may be stored: a 200 that does not forbid it. Opaque replies (cross-origin
 * without CORS) have status 0 and are refused: their size is unknown and counts ~7 MB of quota.
 */
export function isStorableReply(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  const directives = (cacheControl ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)($|[\s,=])/.test(directives);
}

/** Page addresses the app may open offline from its shell: not the API, media or the build's files. */
export function isAppNavigation(url: URL, origin: string, mode: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin) return false;
  return !/^\/(api|media|assets)\//.test(url.pathname);
}
