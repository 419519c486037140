import { useEffect } from 'react';
import { startCrossTabSync } from '@/lib/session/cross-tab-sync.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { validateStoredSession } from '@/lib/session/validate-session.ts';

let started = false;

/**
 * Runs once, after the window-event listeners are in place (a rejected session fires
 * auth:logout, which must find them): follow other tabs, and validate the restored session in
 * the background (doc 1 §4.1) without blocking the first paint.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    startCrossTabSync(sessionStore);
    void validateStoredSession();
  }, []);
}
