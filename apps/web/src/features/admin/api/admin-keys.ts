export type AdminListName = 'verifications' | 'reports' | 'comments' | 'media' | 'users' | 'shops' | 'products' | 'audit';

/** Every cached answer of the console sits under `admin`: one branch per list, then its filters. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  /** A list under every filter (what an action invalidates). */
  list: (name: AdminListName) => [...adminKeys.all, name] as const,
  /** A list under one set of filters. */
  filtered: (name: AdminListName, filters: object) => [...adminKeys.list(name), filters] as const,
};

/** Queues move while the admin works (other admins, new reports): answers are re-read after 15 s. */
export const ADMIN_STALE_MS = 15_000;
