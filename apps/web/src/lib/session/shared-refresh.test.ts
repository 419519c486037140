import type { Tokens } from '@sokoni/contracts/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { newestDescendant, type RefreshHandoff, type Rotation } from './refresh-handoff.ts';
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

/** The handoff's rules over an array (the browser's IndexedDB is exercised by e2e/session-tabs.spec.ts). */
function memoryHandoff(): Pick<RefreshHandoff, 'record' | 'successorOf'> {
  const rotations: Rotation[] = [];
  return {
    record: async (spent, tokens) => void rotations.push({ spent, tokens, at: Date.now() }),
    successorOf: async (token) => newestDescendant(rotations, token),
  };
}

/** A tab's own copy of localStorage, as Chrome keeps one per renderer process: it shows other tabs' writes only when `sync()` delivers them. */
function laggingStorage(): Storage & { sync(): void } {
  const own = new Map<string, string>();
  const sync = () => {
    own.clear();
    for (let i = 0; i < localStorage.length; i++) own.set(localStorage.key(i)!, localStorage.getItem(localStorage.key(i)!)!);
  };
  sync();
  return {
    sync,
    get length() {
      return own.size;
    },
    key: (i) => [...own.keys()][i] ?? null,
    getItem: (key) => own.get(key) ?? null,
    setItem: (key, value) => {
      own.set(key, value);
      localStorage.setItem(key, value);
    },
    removeItem: (key) => {
      own.delete(key);
      localStorage.removeItem(key);
    },
    clear: () => own.clear(),
  };
}

type TabOptions = { storage?: Storage; handoff?: Pick<RefreshHandoff, 'record' | 'successorOf'> };

function openTab(server: ReturnType<typeof fakeServer>, locks: RefreshLocks | undefined, options: TabOptions = {}) {
  const store = createSessionStore(options.storage ?? localStorage);
  const onRefreshFailed = vi.fn();
  const manager = createTokenManager({
    store,
    requestRefresh: (token) => server.refresh(token),
    onRefreshFailed,
    withCrossTabLock: (task) => webLock(task, locks),
    handoff: options.handoff,
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

  it('a tab whose localStorage has not yet shown the other tab’s refresh takes the pair handed over, and spends nothing', async () => {
    const server = fakeServer('r1');
    const locks = fakeLocks();
    const handoff = memoryHandoff();
    const a = openTab(server, locks, { storage: laggingStorage(), handoff });
    const slow = laggingStorage();
    const b = openTab(server, locks, { storage: slow, handoff });

    const [tokenA, tokenB] = await Promise.all([a.manager.getAccessToken(), b.manager.getAccessToken()]);

    expect(server.presented).toEqual(['r1']);
    expect(server.revoked).toBe(false);
    expect(tokenB).toBe(tokenA);
    expect(b.store.getSnapshot()).toMatchObject({ status: 'authenticated', refreshToken: 'r2' });
    expect(slow.getItem('sokoni.refreshToken')).toBe('r2');
    expect(b.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('a tab several rotations behind follows them to the newest pair', async () => {
    const server = fakeServer('r1');
    const locks = fakeLocks();
    const handoff = memoryHandoff();
    const a = openTab(server, locks, { storage: laggingStorage(), handoff });
    const b = openTab(server, locks, { storage: laggingStorage(), handoff });
    await a.manager.refresh();
    await a.manager.refresh();

    await b.manager.refresh();

    expect(server.presented).toEqual(['r1', 'r2']);
    expect(b.store.getSnapshot()).toMatchObject({ refreshToken: 'r3' });
  });

  it('shows why the handoff is there: with a lagging localStorage and the lock alone, the second tab spends the rotated token', async () => {
    const server = fakeServer('r1');
    const locks = fakeLocks();
    const a = openTab(server, locks, { storage: laggingStorage() });
    const b = openTab(server, locks, { storage: laggingStorage() });

    await Promise.allSettled([a.manager.getAccessToken(), b.manager.getAccessToken()]);

    expect(server.presented).toEqual(['r1', 'r1']);
    expect(server.revoked).toBe(true);
    expect(b.onRefreshFailed).toHaveBeenCalled();
  });
});
