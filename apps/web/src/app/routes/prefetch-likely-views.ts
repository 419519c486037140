import { LIKELY_SIGNED_IN_VIEWS_META, LIKELY_VIEWS_META } from '@sokoni/contracts/web-build';

const fetchedAhead = new Set<string>();

const filesIn = (meta: string): string[] => document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ').filter(Boolean) ?? [];

/**
 * Once the first view has painted, fetch the views people open next (the route table's
 * `prefetch` entries, listed in index.html by the build) at idle priority without running them,
 * so those switches are instant. The views only a signed-in person can open are fetched only
 * for one: a guest on a slow, paid connection does not download the seller's dashboard.
 */
export function prefetchLikelyViews(signedIn: boolean): void {
  const files = [...filesIn(LIKELY_VIEWS_META), ...(signedIn ? filesIn(LIKELY_SIGNED_IN_VIEWS_META) : [])].filter((href) => !fetchedAhead.has(href));
  if (files.length === 0) return;
  for (const href of files) fetchedAhead.add(href);
  // One insertion into <head>, not one per file: each is a style and resource pass of its own.
  const run = () => {
    const links = document.createDocumentFragment();
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
