import type { Tokens } from '@sokoni/contracts/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { createSessionStore } from './session-store.ts';
import { createTokenManager, REFRESH_LOCK, webLock, type RefreshLocks } from './token-refresh.ts';

/**
 * Two tabs of one browser: one localStorage, one Web Locks manager, a session store and a token
 * manager each. The server revokes the session when a rotated refresh token comes back (contract).
 */

const user = { id: 'u1', _id: 'u1', name: 'Ada', username: 'ada', displayName: 'Ada', phoneNumber: '+26879000001', role: 'user', shop: null };

/** One holder per lock name; the others wait their turn, as navigator.locks does. */
function fakeLocks(): RefreshLocks & { names: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => T) {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(name, run.catch(() => undefined));
      return run as Promise<Awaited<T>>;
    },
  };
}

/** The server's rule: each refresh token works once; a spent one revokes the session. */
function fakeServer(first: string) {
  let live = first;
  let revoked = false;
  let n = 0;
  const presented: string[] = [];
  return {
    presented,
    get revoked() {
      return revoked;
    },
    async refresh(refreshToken: string): Promise<Tokens> {
      presented.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (revoked || refreshToken !== live) {
        revoked = true;
        throw new Error('Invalid or expired refresh token');
      }
      n += 1;
      live = `r${n + 1}`;
      return { accessToken: fakeJwt(900 + n), refreshToken: live };
    },
  };
}

function openTab(server: ReturnType<typeof fakeServer>, locks: RefreshLocks | undefined) {
  const store = createSessionStore(localStorage);
  const onRefreshFailed = vi.fn();
  const manager = createTokenManager({
    store,
    requestRefresh: (token) => server.refresh(token),
    onRefreshFailed,
    withCrossTabLock: (task) => webLock(task, locks),
  });
  return { store, manager, onRefreshFailed };
}

beforeEach(() => {
  localStorage.clear();
  createSessionStore(localStorage).signIn(user, { accessToken: fakeJwt(-60), refreshToken: 'r1' });
});

describe('tabs sharing one refresh', () => {
  it('two tabs whose access token expired at once make one refresh call and both stay signed in', async () => {
    const server = fakeServer('r1');
    const locks = fakeLocks();
    const a = openTab(server, locks);
    const b = openTab(server, locks);

    const [tokenA, tokenB] = await Promise.all([a.manager.getAccessToken(), b.manager.getAccessToken()]);

    expect(server.presented).toEqual(['r1']);
    expect(server.revoked).toBe(false);
    expect(tokenB).toBe(tokenA);
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(a.store.getSnapshot()).toMatchObject({ status: 'authenticated', refreshToken: 'r2' });
    expect(b.store.getSnapshot()).toMatchObject({ status: 'authenticated', refreshToken: 'r2' });
    expect(a.onRefreshFailed).not.toHaveBeenCalled();
    expect(b.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('a tab that has not heard of the other tab’s refresh still presents the newest refresh token', async () => {
    const server = fakeServer('r1');
    const locks = fakeLocks();
    const a = openTab(server, locks);
    const b = openTab(server, locks);
    await a.manager.refresh();
    // Later, the pair tab A stored has expired too; tab B's own snapshot still holds r1.
    localStorage.setItem('sokoni.accessToken', fakeJwt(-60));
    expect(b.store.getSnapshot()).toMatchObject({ refreshToken: 'r1' });

    await b.manager.refresh();

    expect(server.presented).toEqual(['r1', 'r2']);
    expect(server.revoked).toBe(false);
    expect(b.store.getSnapshot()).toMatchObject({ refreshToken: 'r3' });
  });

  it('shows why the lock is there: without it the second tab spends the rotated token and the session ends', async () => {
    const server = fakeServer('r1');
    const a = openTab(server, undefined);
    const b = openTab(server, undefined);

    await Promise.allSettled([a.manager.getAccessToken(), b.manager.getAccessToken()]);

    expect(server.presented).toEqual(['r1', 'r1']);
    expect(server.revoked).toBe(true);
  });
});
