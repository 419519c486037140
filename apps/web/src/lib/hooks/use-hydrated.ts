import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React takes over the markup the server painted (hydration), true
 * after that and in a page React rendered itself: what must not start before the app runs (a
 * video's download) waits for it without the takeover seeing markup other than the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
