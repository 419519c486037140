import type { Tokens } from '@sokoni/contracts/auth';
import { toStoredUser } from '@sokoni/contracts/session-rules';
import type { User } from '@sokoni/contracts/users';

/** doc 1 §3 Tokens: what is kept on the device. */
export const STORAGE_KEYS = {
  accessToken: 'sokoni.accessToken',
  refreshToken: 'sokoni.refreshToken',
  user: 'sokoni.user',
  shop: 'sokoni.shop',
  settings: 'sokoni.settings',
} as const;
const ALL_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

export type Session =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: User; accessToken: string; refreshToken: string };

const ANONYMOUS: Session = { status: 'anonymous' };

function readUser(storage: Storage): User | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return toStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** doc 1 §4.1: a stored session counts only when both tokens and the user are there. */
export function readStoredSession(storage: Storage): Session {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  const user = readUser(storage);
  return accessToken && refreshToken && user ? { status: 'authenticated', user, accessToken, refreshToken } : ANONYMOUS;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The session, persisted to localStorage and observable (useSyncExternalStore). */
export function createSessionStore(storage: Storage) {
  let snapshot = readStoredSession(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const set = (next: Session) => {
    snapshot = next;
    emit();
  };

  return {
    getSnapshot: (): Session => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Throws the §5 message when the user lacks required fields. */
    signIn(rawUser: unknown, tokens: Tokens): User {
      const user = toStoredUser(rawUser);
      storage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      if (user.shop) storage.setItem(STORAGE_KEYS.shop, JSON.stringify(user.shop));
      else storage.removeItem(STORAGE_KEYS.shop);
      set({ status: 'authenticated', user, ...tokens });
      return user;
    },
    setTokens(tokens: Tokens): void {
      if (snapshot.status !== 'authenticated') return;
      storage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
      set({ ...snapshot, ...tokens });
    },
    setUser(rawUser: unknown): User | null {
      if (snapshot.status !== 'authenticated') return null;
      const user = toStoredUser(rawUser);
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      if (user.shop) storage.setItem(STORAGE_KEYS.shop, JSON.stringify(user.shop));
      set({ ...snapshot, user });
      return user;
    },
    clear(): void {
      for (const key of ALL_KEYS) storage.removeItem(key);
      if (snapshot.status !== 'anonymous') set(ANONYMOUS);
    },
    /** The tokens as stored right now: another tab may have rotated them. */
    readStoredTokens(): Tokens | null {
      const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    /** Re-reads storage (another tab signed in, out, or refreshed). */
    reload(): void {
      const next = readStoredSession(storage);
      const same =
        next.status === snapshot.status &&
        (next.status === 'anonymous' ||
          (snapshot.status === 'authenticated' &&
            next.accessToken === snapshot.accessToken &&
            next.refreshToken === snapshot.refreshToken &&
            JSON.stringify(next.user) === JSON.stringify(snapshot.user)));
      if (!same) set(next);
    },
    isSessionKey(key: string | null): boolean {
      return key === null || ALL_KEYS.includes(key);
    },
  };
}
