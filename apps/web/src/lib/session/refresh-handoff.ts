import type { Tokens } from '@sokoni/contracts/auth';
import type { DBSchema, IDBPDatabase } from 'idb';

/**
 * The pair each refresh token was exchanged for, handed from the tab that refreshed to the tabs
 * that waited for the refresh lock. localStorage cannot carry it: Chrome gives each renderer
 * process its own copy and delivers other processes' writes asynchronously, so a tab granted the
 * lock can still read the spent token there, present it, and the server ends the session. An
 * IndexedDB transaction committed before the lock is released is seen by every transaction begun
 * after it, in every tab.
 */
export type RefreshHandoff = {
  /** Notes that `spent` was exchanged for `tokens`; resolves once committed. */
  record(spent: string, tokens: Tokens): Promise<void>;
  /** The newest pair descended from `refreshToken` (through later rotations too), or null. */
  successorOf(refreshToken: string): Promise<Tokens | null>;
  /** Forgets every rotation (sign-out: no refresh token outlives the session on this device). */
  clear(): Promise<void>;
};

export type Rotation = { spent: string; tokens: Tokens; at: number };

/** Rotations kept: a tab whose copy is a few rotations behind still finds its way. */
export const ROTATIONS_KEPT = 8;
/** A storage that does not answer in this time is passed over: the refresh goes on without it. */
export const HANDOFF_WAIT_MS = 1_000;

/** Follows `refreshToken` through the rotations to the newest pair; null when it was never spent here. */
export function newestDescendant(rotations: readonly Rotation[], refreshToken: string): Tokens | null {
  const next = new Map(rotations.map((r) => [r.spent, r.tokens]));
  let found: Tokens | null = null;
  let token = refreshToken;
  for (let step = 0; step < rotations.length; step++) {
    const tokens = next.get(token);
    if (!tokens) break;
    found = tokens;
    token = tokens.refreshToken;
  }
  return found;
}

/** The oldest rotations beyond what is kept, to delete. */
export function rotationsToDrop(rotations: readonly Rotation[], kept = ROTATIONS_KEPT): Rotation[] {
  return [...rotations].sort((a, b) => b.at - a.at).slice(kept);
}

interface HandoffDb extends DBSchema {
  rotations: { key: string; value: Rotation };
}

const DB_NAME = 'sokoni-session';
const STORE = 'rotations';

function withDeadline<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), HANDOFF_WAIT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** The handoff in IndexedDB; a browser without it (or refusing it) hands nothing over. */
export function createRefreshHandoff(hasIndexedDb = typeof indexedDB !== 'undefined'): RefreshHandoff {
  let opening: Promise<IDBPDatabase<HandoffDb>> | null = null;
  const db = () => {
    if (!hasIndexedDb) return Promise.reject(new Error('no IndexedDB'));
    // Loaded with the first refresh, not the first paint (a refresh comes at most every 15 minutes).
    opening ??= import('idb')
      .then(({ openDB }) =>
        openDB<HandoffDb>(DB_NAME, 1, {
          upgrade: (database) => void database.createObjectStore(STORE, { keyPath: 'spent' }),
          // Another version elsewhere wants the database: let it, and open again next time.
          blocking: () => {
            void opening?.then((open) => open.close());
            opening = null;
          },
        }),
      )
      .catch((error: unknown) => {
        opening = null;
        throw error;
      });
    return opening;
  };

  return {
    record: (spent, tokens) =>
      withDeadline(
        (async () => {
          const tx = (await db()).transaction(STORE, 'readwrite');
          await tx.store.put({ spent, tokens, at: Date.now() });
          for (const old of rotationsToDrop(await tx.store.getAll())) await tx.store.delete(old.spent);
          await tx.done;
        })(),
        undefined,
      ),
    successorOf: (refreshToken) => withDeadline((async () => newestDescendant(await (await db()).getAll(STORE), refreshToken))(), null),
    clear: () => withDeadline((async () => (await db()).clear(STORE))(), undefined),
  };
}
