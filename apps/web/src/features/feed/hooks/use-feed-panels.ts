import { useCallback } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

export type FeedPanel = { type: 'details'; productId: string } | { type: 'shop'; shopId: string } | null;

/**
 * doc 1 §2.5: the details and shop panels open by history pushes (`/?panel=details&product=…`),
 * so the browser's back button closes them and a reload reopens them.
 */
export function useFeedPanels() {
  const { current, push, back, replace, canGoBack } = useNavigation();
  const params = current.view === 'tiktok' ? current.params : {};
  const panel: FeedPanel =
    params.panel === 'details' && params.product
      ? { type: 'details', productId: params.product }
      : params.panel === 'shop' && params.shop
        ? { type: 'shop', shopId: params.shop }
        : null;
  const openDetails = useCallback((productId: string) => push('tiktok', { panel: 'details', product: productId }), [push]);
  const openShop = useCallback((shopId: string) => push('tiktok', { panel: 'shop', shop: shopId }), [push]);
  const close = useCallback(() => (canGoBack ? back() : replace('tiktok')), [canGoBack, back, replace]);
  return { panel, openDetails, openShop, close };
}
