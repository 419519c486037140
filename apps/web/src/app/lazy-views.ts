import { lazy, type ComponentType } from 'react';
import { LIKELY_VIEWS_META } from './likely-views.ts';

/**
 * Every view but the feed loads on demand, so the first paint of the feed stays small. Once a
 * view's code has arrived (preload), its first render no longer suspends: React.lazy reads a
 * thenable that calls back at once, so no loading screen flashes before an already-loaded view.
 */
function lazyView<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded ??= { default: pick(module) };
      return module;
    });
  const Component = lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!)));
  return Object.assign(Component, { preload });
}

const settled = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export const AuthScreen = lazyView(() => import('@/features/auth/auth-screen.tsx'), (m) => m.AuthScreen);
export const BrowseView = lazyView(() => import('@/features/browse/browse-view.tsx'), (m) => m.BrowseView);
export const DiscoverView = lazyView(() => import('@/features/discover/discover-view.tsx'), (m) => m.DiscoverView);
export const AssistantView = lazyView(() => import('@/features/assistant/assistant-view.tsx'), (m) => m.AssistantView);
export const ProductDetailView = lazyView(() => import('@/features/product/product-detail-view.tsx'), (m) => m.ProductDetailView);
export const SellerView = lazyView(() => import('@/features/seller/seller-view.tsx'), (m) => m.SellerView);
export const ShopPageView = lazyView(() => import('@/features/shop/shop-page-view.tsx'), (m) => m.ShopPageView);
export const AccountView = lazyView(() => import('@/features/account/account-view.tsx'), (m) => m.AccountView);
export const WalletView = lazyView(() => import('@/features/wallet/wallet-view.tsx'), (m) => m.WalletView);
export const SettingsView = lazyView(() => import('@/features/settings/settings-view.tsx'), (m) => m.SettingsView);
export const HelpView = lazyView(() => import('@/features/help/help-view.tsx'), (m) => m.HelpView);
export const FavoritesView = lazyView(() => import('@/features/favorites/favorites-view.tsx'), (m) => m.FavoritesView);
export const MessagesView = lazyView(() => import('@/features/messages/messages-view.tsx'), (m) => m.MessagesView);
export const ChatView = lazyView(() => import('@/features/messages/chat-view.tsx'), (m) => m.ChatView);
export const DealerView = lazyView(() => import('@/features/dealer/dealer-view.tsx'), (m) => m.DealerView);
export const BecomeSellerView = lazyView(() => import('@/features/become-seller/become-seller-view.tsx'), (m) => m.BecomeSellerView);

/**
 * Once the first view has painted, fetch the views people open next (listed in index.html by the
 * build) at idle priority without running them, so those switches are instant.
 */
export function prefetchLikelyViews(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${LIKELY_VIEWS_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  const run = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
