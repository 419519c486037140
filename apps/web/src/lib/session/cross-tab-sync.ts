import type { SessionStore } from './session-store.ts';

/** Another tab signing in, out, or refreshing writes localStorage; follow it here. */
export function startCrossTabSync(store: SessionStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && store.isSessionKey(event.key)) store.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
