import { LIKELY_SIGNED_IN_VIEWS_META, LIKELY_VIEWS_META } from '@sokoni/contracts/web-build';
import { keepInWorker } from '@/lib/pwa/service-worker.ts';
import { dataIsDear } from '@/lib/preferences/data-saver.ts';
import { whenIdle } from '@/lib/when-idle.ts';

const fetchedAhead = new Set<string>();

const filesIn = (meta: string): string[] => document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ').filter(Boolean) ?? [];

function prefetchLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Once the first view has painted, fetch the views people open next (the route table's
 * `prefetch` entries, listed in index.html by the build) without running them, so those switches
 * are instant: the service worker fetches and keeps them (off the main thread), or where none runs
 * the page does, at idle priority. The views only a signed-in person can open are fetched only
 * for one: a guest on a slow, paid connection does not download the seller's dashboard. Where
 * data is dear (the data saver, Save-Data, a 2G/3G connection) nothing is fetched ahead: a view
 * loads when it is opened.
 */
export function prefetchLikelyViews(signedIn: boolean): void {
  if (dataIsDear()) return;
  const files = [...filesIn(LIKELY_VIEWS_META), ...(signedIn ? filesIn(LIKELY_SIGNED_IN_VIEWS_META) : [])].filter((href) => !fetchedAhead.has(href));
  for (const href of files) fetchedAhead.add(href);
  if (files.length === 0 || keepInWorker(files)) return;
  const idle = (run: () => void) => whenIdle(run, { timeoutMs: 3000, fallbackMs: 1500 });
  // A link costs a phone's main thread 1–4 ms (a request of its own); twenty at once, or even
  // four, would be a long task. One per idle period.
  const run = () => {
    const next = files.shift();
    if (next) document.head.append(prefetchLink(next));
    if (files.length > 0) idle(run);
  };
  idle(run);
}
