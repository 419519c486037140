import { useSyncExternalStore } from 'react';

const KEY = 'sokoni.dataSaver';
const listeners = new Set<() => void>();

type NetworkInformation = { saveData?: boolean };

/** On when the viewer chose it, else when the browser asks to save data (navigator.connection.saveData). */
export function readDataSaver(storage: Pick<Storage, 'getItem'> = window.localStorage, nav: Navigator = navigator): boolean {
  const stored = storage.getItem(KEY);
  if (stored === '1') return true;
  if (stored === '0') return false;
  return Boolean((nav as Navigator & { connection?: NetworkInformation }).connection?.saveData);
}

export function setDataSaver(on: boolean): void {
  window.localStorage.setItem(KEY, on ? '1' : '0');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Data saver: videos show their poster until tapped. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readDataSaver());
  return [on, setDataSaver];
}
