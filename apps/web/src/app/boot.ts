import { firstPaintHandoff } from '@/lib/first-paint.ts';
import { wordsReady } from '@/lib/i18n/i18n.ts';
import { prefetchInitialRoute } from './routes/route-prefetch.ts';

export { App } from './app.tsx';
export { registerServiceWorker } from '@/lib/pwa/service-worker.ts';

/**
 * Ready for the first render: the first screen's data asked for (and the painted pictures shown),
 * and a language other than English with its words in, so the app never flashes English.
 */
export async function readyToRender(location: Location): Promise<unknown> {
  // This module's files were evaluated in the task that called this; asking for the first view's
  // code (a <link> inserted per file, each ~1 ms on a phone) and measuring the painted page
  // (a layout) run in a task of their own, so neither task blocks input for long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.all([firstPaintHandoff(prefetchInitialRoute(location)), wordsReady()]);
}
