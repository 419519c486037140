/**
 * doc 2 §2.1/§4: a picture AI Discovery hands to the chat, held in sessionStorage (its address and
 * key) until the chat picks it up, once.
 */
export const PENDING_IMAGE_STORAGE = 'sokoni:assistant-pending-image';

export type PendingImage = { url: string; key: string; filename?: string; mimeType?: string };

export function holdPendingImage(image: PendingImage, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(PENDING_IMAGE_STORAGE, JSON.stringify(image));
  } catch {
    // Storage refused: the chat opens without the picture.
  }
}

/** The picture waiting for the chat, or null (none, or unreadable). Reading leaves it there: see dropPendingImage. */
export function peekPendingImage(storage: Storage = sessionStorage): PendingImage | null {
  try {
    const raw = storage.getItem(PENDING_IMAGE_STORAGE);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { url, key, filename, mimeType } = value as Record<string, unknown>;
    if (typeof url !== 'string' || !url || typeof key !== 'string') return null;
    return { url, key, ...(typeof filename === 'string' ? { filename } : {}), ...(typeof mimeType === 'string' ? { mimeType } : {}) };
  } catch {
    return null;
  }
}

/** The chat has taken the picture (reading and dropping are apart so React's double render in development takes it once). */
export function dropPendingImage(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(PENDING_IMAGE_STORAGE);
  } catch {
    // Nothing to drop.
  }
}
