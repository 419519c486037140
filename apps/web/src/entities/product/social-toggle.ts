import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { updateCachedShop } from '@/entities/shop/shop-cache.ts';
import { updateCachedProducts } from './product-cache.ts';
import type { CatalogProduct } from './types.ts';

/** What a social toggle acts on. */
export type SocialTarget = { kind: 'like' | 'bookmark'; productId: string } | { kind: 'follow'; shopId: string };
/** The state after a toggle: on or off, and the count when the server told it. */
export type SocialResult = { active: boolean; count?: number };
/** Sends the toggle; `wasActive` lets follow choose between follow and unfollow (doc 1 §4.5). */
export type SocialSender = (target: SocialTarget, wasActive: boolean) => Promise<SocialResult>;

/** `active` sets the state; `flip` turns the cached state over (a rollback when taps overlap). */
type Change = { active?: boolean; flip?: boolean; count?: number; delta?: number };

const nextActive = (current: boolean | undefined, change: Change) => (change.flip ? !current : (change.active ?? Boolean(current)));

const PRODUCT_FIELDS = {
  like: { flag: 'isLiked', count: 'likes' },
  bookmark: { flag: 'isBookmarked', count: 'bookmarks' },
} as const;

function nextCount(current: number | undefined, change: Change): number | undefined {
  if (change.count !== undefined) return change.count;
  if (current === undefined || change.delta === undefined) return current;
  return Math.max(0, current + change.delta);
}

/** Writes one toggle state into every cached copy of its product or shop. */
export function applySocialChange(queryClient: QueryClient, target: SocialTarget, change: Change): void {
  if (target.kind === 'follow') {
    updateCachedProducts(queryClient, (p) => {
      if (p.shopId !== target.shopId) return p;
      const isFollowing = nextActive(p.shop.isFollowing, change);
      return p.shop.isFollowing === isFollowing ? p : { ...p, shop: { ...p.shop, isFollowing } };
    });
    updateCachedShop(queryClient, target.shopId, (shop) => ({
      ...shop,
      isFollowing: nextActive(shop.isFollowing, change),
      followersCount: nextCount(shop.followersCount, change) ?? shop.followersCount,
    }));
    return;
  }
  const fields = PRODUCT_FIELDS[target.kind];
  updateCachedProducts(queryClient, (p): CatalogProduct => {
    if (p.id !== target.productId) return p;
    return { ...p, [fields.flag]: nextActive(p[fields.flag], change), [fields.count]: nextCount(p[fields.count], change) };
  });
}

/** Per item, the calls still on their way: taps on one item reach the server one after another. */
const queues = new Map<string, Promise<unknown>>();
const keyOf = (target: SocialTarget) => (target.kind === 'follow' ? `follow:${target.shopId}` : `${target.kind}:${target.productId}`);

/** True while a toggle of this item awaits the server (batch statuses must not overwrite it). */
export function isToggleInFlight(target: SocialTarget): boolean {
  return queues.has(keyOf(target));
}

/**
 * The one optimistic toggle of doc 1 §4.5 (like, bookmark, follow): every cached list and detail
 * holding the item flips at once; the server's answer then sets the exact state and count
 * (unless the viewer has tapped again meanwhile), and a failure quietly turns that tap back
 * (errors are swallowed). Taps on the same item are sent in order, so a quick like-then-unlike
 * ends where the viewer left it. Returns the server's state, or null after a rollback.
 */
export async function toggleSocial(
  queryClient: QueryClient,
  target: SocialTarget,
  wasActive: boolean,
  send: SocialSender,
): Promise<SocialResult | null> {
  const key = keyOf(target);
  const delta = wasActive ? -1 : 1;
  applySocialChange(queryClient, target, { active: !wasActive, delta });
  const previous = queues.get(key) ?? Promise.resolve();
  const run: Promise<SocialResult | null> = previous.then(async () => {
    try {
      const result = await send(target, wasActive);
      if (queues.get(key) === run) applySocialChange(queryClient, target, result);
      // A new like belongs in Liked Items: mark that list stale so its next visit refetches.
      if (target.kind === 'like') void queryClient.invalidateQueries({ queryKey: queryKeys.products.liked(), refetchType: 'none' });
      return result;
    } catch {
      applySocialChange(queryClient, target, { flip: true, delta: -delta });
      return null;
    }
  });
  queues.set(key, run);
  try {
    return await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}
