/**
 * Sokoni's service worker (docs/decisions.md, "Installed like an app"): the app shell precached,
 * the public catalogue and its pictures kept from the last visit so the feed and the products a
 * buyer looked at open offline. Built by vite-plugin-pwa (injectManifest) into dist/sw.js.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  ASSET_CACHE_MAX_ENTRIES,
  CACHE_MAX_AGE_SECONDS,
  CACHE_NAMES,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_NETWORK_TIMEOUT_SECONDS,
  isAppNavigation,
  isBuildAsset,
  isCacheableImage,
  isPublicCatalogApi,
  isReadAfterWrite,
  isStorableReply,
} from './cache-rules.ts';
// Web Push: shows a message, a reply or a verification result when no tab is open.
import './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const origin = self.location.origin;

/** Stores only replies that are a 200 and do not say no-store or private. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableReply(response.status, response.headers.get('cache-control')) ? response : null),
};
/**
 * Replies vary on Origin and Accept-Encoding (CORS, compression): a module script's request carries
 * an Origin, a warm-up request none. The address alone names the bytes here.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true };
const capped = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true });

// The shell: index.html, the entry script and style, the icons (the build's list, see vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

// Pages: the server's (with its painted first screen and hints) when it answers in time, else the
// precached shell, which renders the view from the cached catalogue. Pages themselves are not stored.
const pages = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_NETWORK_TIMEOUT_SECONDS });
registerRoute(
  ({ request, url }) => isAppNavigation(url, origin, request.mode),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// The lazy screens' chunks, kept once fetched: an old tab still finds its build's chunks after an update.
registerRoute(
  ({ url }) => isBuildAsset(url, origin),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, matchOptions, plugins: [storableOnly, capped(ASSET_CACHE_MAX_ENTRIES)] }),
);

// A product's comments: fresh whenever the network answers, the last copy only offline.
registerRoute(
  ({ request, url }) => isPublicCatalogApi(url, origin, request.method) && isReadAfterWrite(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.api, matchOptions, plugins: [storableOnly, capped(API_CACHE_MAX_ENTRIES)] }),
);

// The rest of the public catalogue: fresh when the network answers within a few seconds, else the last copy.
registerRoute(
  ({ request, url }) => isPublicCatalogApi(url, origin, request.method),
  new NetworkFirst({ cacheName: CACHE_NAMES.api, matchOptions, networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS, plugins: [storableOnly, capped(API_CACHE_MAX_ENTRIES)] }),
);

// Product and shop pictures (posters, photos, logos): a picture's address never changes its bytes.
registerRoute(
  ({ request, url }) => isCacheableImage(url, origin, request.destination, request.method),
  new CacheFirst({ cacheName: CACHE_NAMES.images, matchOptions, plugins: [storableOnly, capped(IMAGE_CACHE_MAX_ENTRIES)] }),
);

// The page asks for the update (the "Reload" of its toast): the new version takes over, the page reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open page at once, so what it loads next is kept for offline use.
clientsClaim();
