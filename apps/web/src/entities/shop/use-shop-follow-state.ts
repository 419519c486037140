import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notAskedLately } from '@/lib/query/ask-once.ts';
import { isToggleInFlight } from '@/lib/query/optimistic-toggle.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { getFollowStatuses } from './api/get-follow-statuses.ts';
import { followToggleKey } from './follow-toggle.ts';
import { updateCachedShop } from './shop-cache.ts';

/** A shop page: signed in, ask once whether the viewer follows this shop. */
export function useShopFollowState(shopId: string | undefined, isFollowing: boolean | undefined): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user.id : null;
  useEffect(() => {
    if (!viewer || !shopId || isFollowing !== undefined) return;
    const [id] = notAskedLately([shopId], 'shop-follow', viewer);
    if (!id) return;
    getFollowStatuses([id])
      .catch(() => ({}) as Record<string, boolean>)
      .then((statuses) => {
        // Unknown after a failed call counts as not following, so the button is usable.
        const following = statuses[id] ?? false;
        if (isToggleInFlight(followToggleKey(id))) return;
        updateCachedShop(queryClient, id, (shop) => (shop.isFollowing === undefined || statuses[id] !== undefined ? { ...shop, isFollowing: following } : shop));
      });
  }, [queryClient, viewer, shopId, isFollowing]);
}
