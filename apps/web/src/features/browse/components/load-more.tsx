import { useEffect, useRef } from 'react';
import { Button } from '@/components/button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';

/** Infinite scroll with a visible "Load more" for keyboards and when the observer is missing. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useWords(browseWords);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !loading && onLoad(), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="mt-6 flex justify-center">
      <Button variant="outline" loading={loading} onClick={onLoad}>
        {t.loadMore}
      </Button>
    </div>
  );
}
