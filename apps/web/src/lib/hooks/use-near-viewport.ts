import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Whether the element has come within `margin` of the screen (and stays true once it has): for
 * content below the fold that need not be fetched or drawn while the page loads. Without
 * IntersectionObserver it is true once the app runs.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  // Never near on the server nor while the app takes its markup over (hydration), where the
  // browser's answer would differ from the server's.
  const hydrated = useHydrated();
  const unobservable = hydrated && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (near || unobservable || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, unobservable, margin]);
  return [ref, near || unobservable];
}
