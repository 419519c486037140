import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection (true on the server's first paint). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** True only when the browser knows it is offline (navigator.onLine is a hint: true may still fail). */
export const isKnownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
