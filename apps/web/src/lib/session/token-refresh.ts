import type { Tokens } from '@sokoni/contracts/auth';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { isTokenExpiring } from './jwt.ts';
import type { RefreshHandoff } from './refresh-handoff.ts';
import type { Session } from './session-store.ts';

/** Runs `task` once at a time: callers arriving while it runs wait for, and share, its result. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}

type TokenStore = {
  getSnapshot: () => Session;
  setTokens: (tokens: Tokens) => void;
  readStoredTokens: () => Tokens | null;
  reload: () => void;
};

export type TokenManagerDeps = {
  store: TokenStore;
  /** POST /auth/refresh; rejects when the server refuses. */
  requestRefresh: (refreshToken: string) => Promise<Partial<Tokens>>;
  /** Ends the session (doc 1 §4.3: a failed refresh logs the user out). */
  onRefreshFailed: () => void;
  /** Serialises refreshes across tabs (Web Locks) so two tabs never spend one rotating token. */
  withCrossTabLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Where the tab that refreshed leaves the new pair for the tabs that waited for the lock. */
  handoff?: Pick<RefreshHandoff, 'record' | 'successorOf'>;
  /** Errors that say nothing about the session (e.g. offline): rethrown, session kept. */
  isTransientError?: (error: unknown) => boolean;
  now?: () => number;
};

export type TokenManager = {
  /** The access token to send, refreshed first when it is within 30 s of expiry; null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** One refresh at a time; concurrent callers get the same tokens or the same failure. */
  refresh: () => Promise<Tokens>;
};

export function createTokenManager(deps: TokenManagerDeps): TokenManager {
  const now = deps.now ?? Date.now;
  const withLock = deps.withCrossTabLock ?? ((task) => task());

  const fail = (message: string): never => {
    deps.onRefreshFailed();
    throw new Error(message);
  };

  /** Another tab may have refreshed while we waited: its fresh pair is as good as ours. */
  const adoptNewerTokens = (spent: string | null): Tokens | null => {
    const stored = deps.store.readStoredTokens();
    if (!stored || stored.refreshToken === spent || isTokenExpiring(stored.accessToken, now())) return null;
    deps.store.reload();
    return stored;
  };

  /** The pair a tab that held the lock before us exchanged `refreshToken` for, stored here too. */
  const handedOver = async (refreshToken: string | null): Promise<Tokens | null> => {
    const tokens = refreshToken ? await deps.handoff?.successorOf(refreshToken) : null;
    if (tokens) deps.store.setTokens(tokens);
    return tokens ?? null;
  };

  const refresh = singleFlight(async () => {
    const session = deps.store.getSnapshot();
    const known = session.status === 'authenticated' ? session.refreshToken : null;
    return withLock(async () => {
      // This tab's localStorage may not show another tab's refresh yet; the handoff does.
      const handed = await handedOver(deps.store.readStoredTokens()?.refreshToken ?? known);
      if (handed && !isTokenExpiring(handed.accessToken, now())) return handed;
      const newer = handed ? null : adoptNewerTokens(known);
      if (newer) return newer;
      const refreshToken = handed?.refreshToken ?? deps.store.readStoredTokens()?.refreshToken ?? known;
      if (!refreshToken) return fail(CLIENT_MESSAGES.refreshFailed);
      let reply: Partial<Tokens>;
      try {
        reply = await deps.requestRefresh(refreshToken);
      } catch (error) {
        if (deps.isTransientError?.(error)) throw error;
        return adoptNewerTokens(refreshToken) ?? fail(CLIENT_MESSAGES.tokenRefreshFailed);
      }
      if (!reply.accessToken) return fail(CLIENT_MESSAGES.refreshFailed);
      // The server rotates refresh tokens: keep the new one (or the old one if none came back).
      const tokens = { accessToken: reply.accessToken, refreshToken: reply.refreshToken ?? refreshToken };
      deps.store.setTokens(tokens);
      // Committed before the lock is released, so the next tab to hold it finds the new pair.
      if (tokens.refreshToken !== refreshToken) await deps.handoff?.record(refreshToken, tokens);
      return tokens;
    });
  });

  return {
    refresh,
    async getAccessToken() {
      const session = deps.store.getSnapshot();
      if (session.status !== 'authenticated') return null;
      if (!isTokenExpiring(session.accessToken, now())) return session.accessToken;
      return (await refresh()).accessToken;
    },
  };
}

/** The Web Lock every tab of the app takes around a refresh. */
export const REFRESH_LOCK = 'sokoni-refresh';

/**
 * Web Locks when the browser has them (every current one): the server revokes a session whose
 * rotated refresh token is presented again, so two tabs must never both spend the same one.
 * Without them, the in-tab single flight alone (no fallback: browsers without Web Locks lack
 * BroadcastChannel too).
 */
export function webLock<T>(task: () => Promise<T>, locks: RefreshLocks | undefined = globalThis.navigator?.locks): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/** The part of `navigator.locks` a refresh uses. */
export type RefreshLocks = { request<T>(name: string, callback: () => T): Promise<Awaited<T>> };
