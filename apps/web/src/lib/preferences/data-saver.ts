import { useSyncExternalStore } from 'react';

const KEY = 'sokoni.dataSaver';
const listeners = new Set<() => void>();

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };
const connectionOf = (nav: Navigator) => (nav as Navigator & { connection?: NetworkInformation }).connection;

/** Connections the browser rates slower than 4G (navigator.connection.effectiveType). */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * The viewer's own choice: videos wait for a tap. The browser's Save-Data hint does not hold
 * videos (the feed would show no video at all): it picks the small rendition (`readSmallVideo`).
 */
export function readDataSaver(storage?: Pick<Storage, 'getItem'>): boolean {
  return storedChoice(storage) === '1';
}

/** The viewer's stored choice; storage the browser refuses (cookies blocked) reads as no choice. */
function storedChoice(storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return (storage ?? window.localStorage).getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The small video rendition: on the viewer's data saver, on Save-Data (`navigator.connection.saveData`)
 * unless the viewer turned the data saver off, and on a slow connection (it would stall otherwise).
 */
export function readSmallVideo(storage?: Pick<Storage, 'getItem'>, nav: Navigator = navigator): boolean {
  return dataIsDear(storage, nav);
}

/** Data costs the viewer here (their data saver, Save-Data, a slow connection): fetch nothing they did not ask for. */
export function dataIsDear(storage?: Pick<Storage, 'getItem'>, nav: Navigator = navigator): boolean {
  const connection = connectionOf(nav);
  const stored = storedChoice(storage);
  if (stored === '1' || (stored !== '0' && connection?.saveData)) return true;
  return SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

export function setDataSaver(on: boolean): void {
  window.localStorage.setItem(KEY, on ? '1' : '0');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  // The connection changes (a train leaves the city): the next video follows.
  const connection = connectionOf(navigator);
  connection?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    connection?.removeEventListener?.('change', listener);
  };
}

/** Data saver (the viewer's choice): videos show their poster until tapped. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readDataSaver(), () => false);
  return [on, setDataSaver];
}

/** Whether videos play their small rendition now (Save-Data, a slow connection, or the data saver). */
export function useSmallVideo(): boolean {
  // The server's static first paint has no connection to ask: the normal rendition.
  return useSyncExternalStore(subscribe, () => readSmallVideo(), () => false);
}
