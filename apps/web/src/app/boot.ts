import { firstPaintHandoff } from '@/lib/first-paint.ts';
import { wordsReady } from '@/lib/i18n/i18n.ts';
import { prefetchInitialRoute } from './routes/route-prefetch.ts';

export { App } from './app.tsx';
export { registerServiceWorker } from '@/lib/pwa/service-worker.ts';

/**
 * Ready for the first render: the first screen's data asked for (and the painted pictures shown),
 * and a language other than English with its words in, so the app never flashes English.
 */
export function readyToRender(location: Location): Promise<unknown> {
  return Promise.all([firstPaintHandoff(prefetchInitialRoute(location)), wordsReady()]);
}
