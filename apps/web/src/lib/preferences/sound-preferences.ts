import { useSyncExternalStore } from 'react';

/** doc 2 §3: local-only sound preferences, kept in this browser (on unless turned off). */
export type SoundPreference = 'messageSound' | 'notificationSound';

const KEYS: Record<SoundPreference, string> = { messageSound: 'sokoni.sound.messages', notificationSound: 'sokoni.sound.notifications' };
const listeners = new Set<() => void>();

export function readSoundPreference(name: SoundPreference, storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(KEYS[name]) !== '0';
  } catch {
    return true;
  }
}

export function setSoundPreference(name: SoundPreference, on: boolean): void {
  try {
    window.localStorage.setItem(KEYS[name], on ? '1' : '0');
  } catch {
    // Private browsing may refuse storage: the switch still moves for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => Object.values(KEYS).includes(event.key ?? '') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundPreference(name: SoundPreference): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readSoundPreference(name));
  return [on, (next) => setSoundPreference(name, next)];
}
