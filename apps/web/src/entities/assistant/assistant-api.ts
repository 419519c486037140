import { tokenManager } from '@/lib/api/api.ts';
import { createApiClient } from '@/lib/api/client.ts';
import type { Session } from '@/lib/session/session-store.ts';

/** Where a guest's key is kept: their assistant sessions hang on it (the server reads `x-guest-key`). */
export const GUEST_KEY_STORAGE = 'sokoni:assistant-guest-key';
export const GUEST_KEY_HEADER = 'x-guest-key';

const GUEST_KEY = /^[A-Za-z0-9_-]{32}$/;
let memoryKey: string | null = null;

/** 32 random characters of [A-Za-z0-9_-] (24 bytes, base64url). */
export function newGuestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** This browser's guest key, made on first use and kept in localStorage (in memory when storage is refused). */
export function guestKey(storage: Storage | null = safeLocalStorage()): string {
  try {
    const stored = storage?.getItem(GUEST_KEY_STORAGE);
    if (stored && GUEST_KEY.test(stored)) return stored;
    const fresh = newGuestKey();
    storage?.setItem(GUEST_KEY_STORAGE, fresh);
    if (storage) return fresh;
  } catch {
    // Private mode or a full quota: the key lives as long as the page.
  }
  memoryKey ??= newGuestKey();
  return memoryKey;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A call without the bearer token is a guest's: it carries the guest key instead. */
export function withGuestKey(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (!headers.has('authorization')) headers.set(GUEST_KEY_HEADER, guestKey());
  return { ...init, headers };
}

/**
 * The app's API client for the assistant's routes (doc 2 §7 "AI assistant"): the same typed
 * routes, token and refresh rules as `api`, plus the guest key on a guest's calls, so a guest's
 * conversations are theirs alone.
 */
export const assistantApi = createApiClient({
  baseUrl: '/api',
  tokens: tokenManager,
  fetch: (input, init) => fetch(input, withGuestKey(init)),
});

/** Whose conversations are on screen: the signed-in user's id, or 'guest'. */
export const assistantOwnerOf = (session: Session): string => (session.status === 'authenticated' ? session.user.id : 'guest');

/** doc 2 §9: the assistant's default location (a fixed country and city); a signed-in buyer's own country. */
export const DEFAULT_ASSISTANT_LOCATION = { country: 'Eswatini', city: 'Mbabane' } as const;

export function assistantLocationOf(session: Session): { country: string; city?: string } {
  const country = session.status === 'authenticated' ? session.user.country : '';
  if (!country || country === DEFAULT_ASSISTANT_LOCATION.country) return { ...DEFAULT_ASSISTANT_LOCATION };
  return { country };
}
