import { DESKTOP_MIN_WIDTH } from '@sokoni/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useRequireOnline } from '@/components/offline/use-require-online.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { sendSocialToggle } from './api/social-sender.ts';
import { isUsableId } from './usable-id.ts';
import { toggleSocial } from './social-toggle.ts';
import type { CatalogProduct } from './types.ts';

/** doc 1 §2.5: a 50 ms vibration on a mobile like. */
function vibrateOnPhone(): void {
  if (window.innerWidth < DESKTOP_MIN_WIDTH) navigator.vibrate?.(50);
}

export type SocialActions = {
  toggleLike: (product: Pick<CatalogProduct, 'id' | 'isLiked'>) => void;
  toggleBookmark: (product: Pick<CatalogProduct, 'id' | 'isBookmarked'>) => void;
  toggleFollow: (shopId: string, isFollowing: boolean | undefined) => void;
  /** A user cannot follow their own shop (doc 1 §5). */
  canFollow: (shopOwnerId: string | undefined) => boolean;
};

/**
 * Like, bookmark and follow for any screen: guests get the Login Required prompt with the
 * action's message (doc 1 §2.4/§5); signed in, the optimistic toggle of social-toggle.ts runs.
 */
export function useSocialActions(): SocialActions {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const requireLike = useRequireLogin('like');
  const requireBookmark = useRequireLogin('bookmark');
  const requireFollow = useRequireLogin('follow');
  // Offline, a tap would flip and quietly flip back: say what to do instead (before the sign-in prompt, which needs the network too).
  const requireOnline = useRequireOnline();
  return useMemo(
    () => ({
      toggleLike(product) {
        if (!isUsableId(product.id) || !requireOnline('Liking') || !requireLike()) return;
        if (!product.isLiked) vibrateOnPhone();
        void toggleSocial(queryClient, { kind: 'like', productId: product.id }, Boolean(product.isLiked), sendSocialToggle);
      },
      toggleBookmark(product) {
        if (!isUsableId(product.id) || !requireOnline('Saving') || !requireBookmark()) return;
        void toggleSocial(queryClient, { kind: 'bookmark', productId: product.id }, Boolean(product.isBookmarked), sendSocialToggle);
      },
      toggleFollow(shopId, isFollowing) {
        if (!isUsableId(shopId) || !requireOnline('Following') || !requireFollow()) return;
        void toggleSocial(queryClient, { kind: 'follow', shopId }, Boolean(isFollowing), sendSocialToggle);
      },
      canFollow: (ownerId) => !viewerId || ownerId !== viewerId,
    }),
    [queryClient, requireOnline, requireLike, requireBookmark, requireFollow, viewerId],
  );
}
