import { DESKTOP_MIN_WIDTH } from '@sokoni/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useRequireOnline } from '@/components/offline/use-require-online.ts';
import { sendProductToggle } from './api/social-sender.ts';
import { isUsableId } from './usable-id.ts';
import { toggleProductSocial } from './social-toggle.ts';
import type { CatalogProduct } from './types.ts';
import { productTerms } from './product-terms.ts';

/** doc 1 §2.5: a 50 ms vibration on a mobile like. */
function vibrateOnPhone(): void {
  if (window.innerWidth < DESKTOP_MIN_WIDTH) navigator.vibrate?.(50);
}

export type ProductToggles = {
  toggleLike: (product: Pick<CatalogProduct, 'id' | 'isLiked'>) => void;
  toggleBookmark: (product: Pick<CatalogProduct, 'id' | 'isBookmarked'>) => void;
};

/**
 * Like and bookmark for any screen: guests get the Login Required prompt with the action's
 * message (doc 1 §2.4/§5); signed in, the optimistic toggle of social-toggle.ts runs.
 */
export function useProductToggles(): ProductToggles {
  const queryClient = useQueryClient();
  const requireLike = useRequireLogin('like');
  const requireBookmark = useRequireLogin('bookmark');
  // Offline, a tap would flip and quietly flip back: say what to do instead (before the sign-in prompt, which needs the network too).
  const requireOnline = useRequireOnline();
  return useMemo(
    () => ({
      toggleLike(product) {
        if (!isUsableId(product.id) || !requireOnline(productTerms.get().liking) || !requireLike()) return;
        if (!product.isLiked) vibrateOnPhone();
        void toggleProductSocial(queryClient, { kind: 'like', productId: product.id }, Boolean(product.isLiked), sendProductToggle);
      },
      toggleBookmark(product) {
        if (!isUsableId(product.id) || !requireOnline(productTerms.get().saving) || !requireBookmark()) return;
        void toggleProductSocial(queryClient, { kind: 'bookmark', productId: product.id }, Boolean(product.isBookmarked), sendProductToggle);
      },
    }),
    [queryClient, requireOnline, requireLike, requireBookmark],
  );
}
