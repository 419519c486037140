import { firstPaintHandoff } from '@/lib/first-paint.ts';
import { wordsReady } from '@/lib/i18n/i18n.ts';
import { taxonomyReady } from '@/lib/taxonomy/use-taxonomy.ts';
import { prefetchInitialRoute } from './routes/route-prefetch.ts';

export { App } from './app.tsx';
export { registerServiceWorker } from '@/lib/pwa/service-worker.ts';

/**
 * Ready for the first render: the first screen's code and data in, and a language other than
 * English with its words and its category and country names in, so the app never flashes English.
 * An app the server painted is taken over as it is (its render must match it); a static first
 * paint is replaced once its pictures are shown.
 */
export function readyToRender(location: Location, painted: boolean): Promise<unknown> {
  const view = prefetchInitialRoute(location);
  return Promise.all([painted ? view : firstPaintHandoff(view), wordsReady().then(taxonomyReady)]);
}
