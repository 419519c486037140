import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime } from './realtime.ts';
import type { RealtimeStatus } from './realtime-connection.ts';

/**
 * Calls `handler` with each payload of `event` while mounted (`notification:new`, `message:new`,
 * or REALTIME_RECONNECTED to catch up after a drop). The latest handler is used without
 * re-subscribing, so it may close over fresh state.
 */
export function useRealtimeEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload as T)), [event]);
}

/** Whether the connection is up, e.g. to poll less while it is. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus);
}
