import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerEventName, ServerEventPayload } from '@sokoni/contracts/realtime';
import { realtime } from './realtime.ts';
import type { REALTIME_CONNECTED, RealtimeStatus } from './realtime-connection.ts';

/**
 * Calls `handler` with each payload of `event` while mounted (`notification:new`, `message:new`,
 * or REALTIME_CONNECTED to catch up on what was missed before the connection). The latest handler is used without
 * re-subscribing, so it may close over fresh state.
 */
export function useRealtimeEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): void;
export function useRealtimeEvent(event: typeof REALTIME_CONNECTED, handler: () => void): void;
export function useRealtimeEvent(event: string, handler: (payload: never) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload as never)), [event]);
}

/** Whether the connection is up, e.g. to poll less while it is. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus);
}
