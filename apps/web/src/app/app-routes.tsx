import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { FeedView } from '@/features/feed/feed-view.tsx';
import { useViewerReset } from '@/lib/catalog/use-viewer-reset.ts';
import { VIEW_PATHS } from '@/lib/navigation/views.ts';
import { DealerGate } from './dealer-gate.tsx';
import * as views from './lazy-views.ts';
import { LoginRoute } from './login-route.tsx';
import { NotFoundView } from './not-found-view.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { useSessionBootstrap } from './use-session-bootstrap.ts';
import { useWindowEvents } from './use-window-events.ts';

/** One URL per view (doc 1 §2.1); the login page sits outside the shell because it replaces it. */
export function AppRoutes() {
  useWindowEvents();
  useSessionBootstrap();
  useViewerReset();
  useEffect(() => views.prefetchLikelyViews(), []);
  return (
    <Routes>
      <Route path={VIEW_PATHS.login} element={<LoginRoute />} />
      <Route element={<AppShell />}>
        <Route path={VIEW_PATHS.tiktok} element={<FeedView />} />
        <Route path={VIEW_PATHS.browse} element={<views.BrowseView />} />
        <Route path={VIEW_PATHS.discover} element={<views.DiscoverView />} />
        <Route path={VIEW_PATHS.aichat} element={<views.AssistantView />} />
        <Route path={VIEW_PATHS.detail} element={<views.ProductDetailView />} />
        <Route path={VIEW_PATHS.shop} element={<views.SellerView />} />
        <Route path={VIEW_PATHS['shop-page']} element={<views.ShopPageView />} />
        <Route path={VIEW_PATHS.account} element={<views.AccountView />} />
        <Route path={VIEW_PATHS.wallet} element={<views.WalletView />} />
        <Route path={VIEW_PATHS.settings} element={<views.SettingsView />} />
        <Route path={VIEW_PATHS.help} element={<views.HelpView />} />
        <Route path={VIEW_PATHS.favorites} element={<views.FavoritesView />} />
        <Route path={VIEW_PATHS.messages} element={<views.MessagesView />} />
        <Route path={VIEW_PATHS.chat} element={<views.ChatView />} />
        <Route
          path={VIEW_PATHS.dealer}
          element={
            <DealerGate>
              <views.DealerView />
            </DealerGate>
          }
        />
        <Route path={VIEW_PATHS['become-seller']} element={<views.BecomeSellerView />} />
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Routes>
  );
}
