import type { QueryClient } from '@tanstack/react-query';
import { applyFollowToProducts } from '@/entities/product/social-toggle.ts';
import { applyFollowToShops, followToggleKey } from '@/entities/shop/follow-toggle.ts';
import { toggleOptimistic, type ToggleResult } from '@/lib/query/optimistic-toggle.ts';

/** Sends a follow (or, when `wasActive`, an unfollow) of one shop. */
export type FollowSender = (shopId: string, wasActive: boolean) => Promise<ToggleResult>;

/**
 * The optimistic follow (doc 1 §4.5): the shop's page and every cached product it sells flip at
 * once, and roll back together. It joins two entities' caches, so it lives here, above both.
 */
export function toggleFollow(queryClient: QueryClient, shopId: string, wasActive: boolean, send: FollowSender): Promise<ToggleResult | null> {
  return toggleOptimistic({
    key: followToggleKey(shopId),
    wasActive,
    apply: (change) => {
      applyFollowToProducts(queryClient, shopId, change);
      applyFollowToShops(queryClient, shopId, change);
    },
    send: () => send(shopId, wasActive),
  });
}
