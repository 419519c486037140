import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CommentsPanelContext, type CommentsPanelProps } from '@/components/comments-sheet/comments-panel-slot.tsx';
import { PageErrorBoundary } from '@/components/page-error-boundary.tsx';
import { ViewSkeleton } from '@/components/skeleton.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useUnreadMessages } from '@/features/messages/api/use-unread-messages.ts';
import { BottomBar } from './bottom-bar.tsx';
import { CommentsSheetHost } from './comments-sheet-host.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

// The comments feature's in-page panel (the seller's comments), loaded when a view shows one.
const CommentsPanel = lazy(() => import('@/features/comments/components/comments-panel.tsx').then((m) => ({ default: m.CommentsPanel })));
const renderCommentsPanel = (props: CommentsPanelProps) => <CommentsPanel {...props} />;

// Polling and realtime updates of the bell, once for both bells (desktop header and phone top bar).
const NotificationsSync = lazy(() => import('@/features/notifications/components/notifications-sync.tsx').then((m) => ({ default: m.NotificationsSync })));
// Live chats and the Messages badge: pushed messages, read receipts, the catch-up after a drop.
const MessagesSync = lazy(() => import('@/features/messages/components/messages-sync.tsx').then((m) => ({ default: m.MessagesSync })));
// Live offer lists (issue 28): My Offers and the dashboards follow the other side's steps.
const OffersSync = lazy(() => import('@/entities/offer/ui/offers-sync.tsx').then((m) => ({ default: m.OffersSync })));

/** Chrome around every view except the login page: desktop header, phone top and bottom bars. */
export function AppShell() {
  const session = useSession();
  const { current } = useNavigation();
  const user = session.status === 'authenticated' ? session.user : null;
  const feed = current.view === 'tiktok';
  const unreadMessages = useUnreadMessages(user?.id ?? null);
  const t = useWords(shellWords);
  const { pathname } = useLocation();
  return (
    <div className={feed ? 'min-h-dvh bg-slate-950' : 'min-h-dvh'}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2">
        {t.skipToContent}
      </a>
      {user && (
        <Suspense fallback={null}>
          <NotificationsSync userId={user.id} />
          <MessagesSync userId={user.id} />
          <OffersSync />
        </Suspense>
      )}
      <DesktopHeader user={user} currentView={current.view} unreadMessages={unreadMessages} />
      <MobileTopBar signedIn={user !== null} admin={user?.role === 'admin'} dark={feed} />
      <main id="main" className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
        <CommentsPanelContext.Provider value={renderCommentsPanel}>
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ViewSkeleton />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </CommentsPanelContext.Provider>
      </main>
      <CommentsSheetHost />
      <BottomBar currentView={current.view} signedIn={user !== null} unreadMessages={unreadMessages} dark={feed} />
    </div>
  );
}
