import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useRequireOnline } from '@/components/offline/use-require-online.ts';
import { useProductToggles, type ProductToggles } from '@/entities/product/use-product-toggles.ts';
import { isUsableId } from '@/entities/product/usable-id.ts';
import { sendFollowToggle } from '@/entities/shop/follow-toggle.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { toggleFollow } from './follow-toggle.ts';
import { shopWords } from '@/entities/shop/shop-words.ts';

export type SocialActions = ProductToggles & {
  toggleFollow: (shopId: string, isFollowing: boolean | undefined) => void;
  /** A user cannot follow their own shop (doc 1 §5). */
  canFollow: (shopOwnerId: string | undefined) => boolean;
};

/**
 * Like, bookmark and follow for any screen: guests get the Login Required prompt with the
 * action's message (doc 1 §2.4/§5); signed in, the optimistic toggles run.
 */
export function useSocialActions(): SocialActions {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const { toggleLike, toggleBookmark } = useProductToggles();
  const requireFollow = useRequireLogin('follow');
  const requireOnline = useRequireOnline();
  return useMemo(
    () => ({
      toggleLike,
      toggleBookmark,
      toggleFollow(shopId, isFollowing) {
        if (!isUsableId(shopId) || !requireOnline(shopWords.get().followingAction) || !requireFollow()) return;
        void toggleFollow(queryClient, shopId, Boolean(isFollowing), sendFollowToggle);
      },
      canFollow: (ownerId) => !viewerId || ownerId !== viewerId,
    }),
    [queryClient, toggleLike, toggleBookmark, requireOnline, requireFollow, viewerId],
  );
}
