import type { Tokens } from '@sokoni/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { isTokenExpiring } from './jwt.ts';
import type { Session } from './session-store.ts';
import { createTokenManager, singleFlight } from './token-refresh.ts';

function fakeStore(tokens: Tokens | null) {
  let stored = tokens;
  let session: Session = tokens ? { status: 'authenticated', user: {} as never, ...tokens } : { status: 'anonymous' };
  return {
    getSnapshot: () => session,
    setTokens: vi.fn((next: Tokens) => {
      stored = next;
      if (session.status === 'authenticated') session = { ...session, ...next };
    }),
    readStoredTokens: () => stored,
    reload: vi.fn(() => {
      if (session.status === 'authenticated' && stored) session = { ...session, ...stored };
    }),
    /** Another tab rotated the tokens in localStorage. */
    writeFromOtherTab: (next: Tokens) => {
      stored = next;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('runs one task at a time and starts a new one after it settles', async () => {
    const task = vi.fn(async () => task.mock.calls.length);
    const run = singleFlight(task);
    const [a, b] = await Promise.all([run(), run()]);
    expect([a, b]).toEqual([1, 1]);
    expect(await run()).toBe(2);
  });
});

describe('jwt expiry', () => {
  it('counts a token as expired within 30 s of its exp', () => {
    expect(isTokenExpiring(fakeJwt(29))).toBe(true);
    expect(isTokenExpiring(fakeJwt(120))).toBe(false);
    expect(isTokenExpiring('not-a-jwt')).toBe(false);
  });
});

describe('token refresh queue', () => {
  it('makes one refresh call; every waiter gets the same new tokens, stored with the rotated refresh token', async () => {
    const store = fakeStore({ accessToken: fakeJwt(-10), refreshToken: 'r1' });
    const reply = deferred<Partial<Tokens>>();
    const requestRefresh = vi.fn(() => reply.promise);
    const onRefreshFailed = vi.fn();
    const manager = createTokenManager({ store, requestRefresh, onRefreshFailed });

    const waiters = [manager.refresh(), manager.refresh(), manager.getAccessToken()];
    const fresh = fakeJwt(900);
    reply.resolve({ accessToken: fresh, refreshToken: 'r2' });
    const [a, b, c] = await Promise.all(waiters);

    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('r1');
    expect(a).toEqual({ accessToken: fresh, refreshToken: 'r2' });
    expect(b).toBe(a);
    expect(c).toBe(fresh);
    expect(store.setTokens).toHaveBeenCalledWith({ accessToken: fresh, refreshToken: 'r2' });
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('refreshes proactively only when the access token is about to expire', async () => {
    const valid = fakeJwt(600);
    const store = fakeStore({ accessToken: valid, refreshToken: 'r1' });
    const requestRefresh = vi.fn(async () => ({ accessToken: fakeJwt(900), refreshToken: 'r2' }));
    const manager = createTokenManager({ store, requestRefresh, onRefreshFailed: vi.fn() });
    expect(await manager.getAccessToken()).toBe(valid);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('a refused refresh rejects every waiter and logs out once', async () => {
    const store = fakeStore({ accessToken: fakeJwt(-10), refreshToken: 'r1' });
    const reply = deferred<Partial<Tokens>>();
    const onRefreshFailed = vi.fn();
    const manager = createTokenManager({ store, requestRefresh: () => reply.promise, onRefreshFailed });

    const waiters = [manager.refresh(), manager.refresh(), manager.getAccessToken()];
    reply.reject(new Error('Invalid or expired refresh token'));
    const results = await Promise.allSettled(waiters);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('Token refresh failed'));
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('logs out without a call when there is no refresh token, or when the reply has no access token', async () => {
    const none = fakeStore(null);
    const failedNone = vi.fn();
    const requestRefresh = vi.fn();
    await expect(createTokenManager({ store: none, requestRefresh, onRefreshFailed: failedNone }).refresh()).rejects.toThrow();
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(failedNone).toHaveBeenCalledTimes(1);

    const failedEmpty = vi.fn();
    const store = fakeStore({ accessToken: fakeJwt(-10), refreshToken: 'r1' });
    const manager = createTokenManager({ store, requestRefresh: async () => ({}), onRefreshFailed: failedEmpty });
    await expect(manager.refresh()).rejects.toThrow('Failed to refresh token');
    expect(failedEmpty).toHaveBeenCalledTimes(1);
  });

  it('uses the newer tokens another tab stored instead of logging out', async () => {
    const store = fakeStore({ accessToken: fakeJwt(-10), refreshToken: 'r1' });
    const onRefreshFailed = vi.fn();
    const otherTabTokens = { accessToken: fakeJwt(900), refreshToken: 'r2-other-tab' };
    const manager = createTokenManager({
      store,
      onRefreshFailed,
      // The other tab rotated r1 while our request was in flight, so ours is refused.
      requestRefresh: async () => {
        store.writeFromOtherTab(otherTabTokens);
        throw new Error('Invalid or expired refresh token');
      },
    });
    await expect(manager.refresh()).resolves.toEqual(otherTabTokens);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(store.reload).toHaveBeenCalled();
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const store = fakeStore({ accessToken: fakeJwt(-10), refreshToken: 'r1' });
    const onRefreshFailed = vi.fn();
    const offline = new Error('Network error');
    const manager = createTokenManager({
      store,
      onRefreshFailed,
      requestRefresh: async () => Promise.reject(offline),
      isTransientError: (error) => error === offline,
    });
    await expect(manager.refresh()).rejects.toBe(offline);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });
});
