import { useMemo } from 'react';
import { useCommentsSheet } from '@/components/comments-sheet/use-comments-sheet.ts';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { useShareProduct } from '@/entities/product/use-share-product.ts';
import { useSocialActions } from '@/features/social/use-social-actions.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useFeedPanels } from './use-feed-panels.ts';

/** Everything a viewer can do to one product in the feed, its panels and its shortcuts. */
export function useFeedActions() {
  const social = useSocialActions();
  const share = useShareProduct();
  const { push } = useNavigation();
  const panels = useFeedPanels();
  const requireLogin = useRequireLogin('general');
  const { open: openComments } = useCommentsSheet();
  return useMemo(
    () => ({
      like: (p: CatalogProduct) => social.toggleLike(p),
      bookmark: (p: CatalogProduct) => social.toggleBookmark(p),
      follow: (p: CatalogProduct) => social.toggleFollow(p.shopId, p.shop?.isFollowing),
      canFollow: (p: CatalogProduct) => social.canFollow(p.shop?.owner),
      share: (p: CatalogProduct) => void share(p),
      comments: (p: CatalogProduct) => openComments({ targetType: 'product', targetId: p.id, title: p.title }),
      details: (p: CatalogProduct) => panels.openDetails(p.id),
      shop: (p: CatalogProduct) => panels.openShop(p.shopId),
      // doc 1 §2.2: start chat needs login and a shop id; without one the product page opens.
      message: (p: CatalogProduct) => {
        if (!requireLogin()) return;
        if (p.shopId) push('messages', { product: p.id, shop: p.shopId });
        else push('detail', { id: p.id });
      },
    }),
    [social, share, push, panels, requireLogin, openComments],
  );
}
