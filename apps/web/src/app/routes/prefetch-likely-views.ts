import { LIKELY_VIEWS_META } from '@sokoni/contracts/web-build';

/**
 * Once the first view has painted, fetch the views people open next (the route table's
 * `prefetch` entries, listed in index.html by the build) at idle priority without running them,
 * so those switches are instant.
 */
export function prefetchLikelyViews(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${LIKELY_VIEWS_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  const run = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
