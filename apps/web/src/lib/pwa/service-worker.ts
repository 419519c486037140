/**
 * The service worker's page side (docs/decisions.md, "Installed like an app"): registered in
 * production builds only, once the page has loaded and gone idle, so it never competes with the
 * feed's first bytes. A new version waits until the person taps Reload (`updateAvailable`).
 */

type UpdateListener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<UpdateListener>();

function setUpdate(apply: (() => void) | null): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether a new version waits, and how to switch to it. */
export const updateStore = {
  subscribe(listener: UpdateListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): (() => void) | null => applyUpdate,
  getServerSnapshot: (): (() => void) | null => null,
};

/**
 * The addresses this page fetched before the worker controlled it (the first visit): the worker
 * keeps those its rules allow (the feed's list, its pictures, the screens' chunks), so the feed
 * the buyer just saw opens offline too. Chunks and pictures come from the HTTP cache.
 */
export function warmUpList(entries: ReadonlyArray<{ name: string }>, origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    try {
      const url = new URL(name);
      // blob: addresses (a picked video's preview) share the page's origin but are not the network's.
      if (url.origin === origin && url.protocol.startsWith('http') && !url.pathname.endsWith('/sw.js')) urls.add(url.href);
    } catch {
      // not an address
    }
  }
  return [...urls];
}

/** After the load event and an idle moment (or 5 s at most). */
function afterLoadAndIdle(start: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () =>
    setUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const urlsToCache = warmUpList(performance.getEntriesByType('resource'), window.location.origin);
    void wb.messageSW(cacheUrls(urlsToCache));
  });
  await wb.register();
}

/** workbox's message: the worker fetches these through its routes and keeps them. */
const cacheUrls = (urlsToCache: string[]) => ({ type: 'CACHE_URLS', payload: { urlsToCache } });

const workerRuns = (): boolean => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Has the service worker fetch and keep these files of the app (its assets route), off the page's
 * main thread, once it is active (the first visit: after load and an idle moment). False where no
 * worker will run (`vite dev`, no service workers): the page fetches them itself then.
 */
export function keepInWorker(urls: string[]): boolean {
  if (!workerRuns()) return false;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(cacheUrls(urls)));
  return true;
}

/** Registers /sw.js in a production build; does nothing in `vite dev` or without service workers. */
export function registerServiceWorker(): void {
  if (!workerRuns()) return;
  afterLoadAndIdle(() => {
    register().catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
