import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (and stays true once it has): for
 * content below the fold that need not be fetched or drawn while the page loads. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
