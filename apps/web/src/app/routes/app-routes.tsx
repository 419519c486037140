import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { PageErrorBoundary } from '@/components/page-error-boundary.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useViewerReset } from '@/features/social/use-viewer-reset.ts';
import { ROUTES, VIEW_NAMES, type ViewName } from '@/lib/navigation/route-table.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { NotFoundView } from '../not-found-view.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { useSessionBootstrap } from '../use-session-bootstrap.ts';
import { useWindowEvents } from '../use-window-events.ts';
import { prefetchLikelyViews } from './prefetch-likely-views.ts';
import { GuardedRoute } from './route-guard.tsx';
import { SCREENS } from './screens.ts';

const inShell = VIEW_NAMES.filter((view) => ROUTES[view].shell !== false);
const withoutShell = VIEW_NAMES.filter((view) => ROUTES[view].shell === false);

function routeFor(view: ViewName) {
  const Screen = SCREENS[view];
  const { path, guard } = ROUTES[view];
  return (
    <Route
      key={view}
      path={path}
      element={
        <GuardedRoute guard={guard}>
          <Screen />
        </GuardedRoute>
      }
    />
  );
}

/** One URL per view (doc 1 §2.1), all from the route table; views without the shell replace the whole app. */
export function AppRoutes() {
  useWindowEvents();
  useSessionBootstrap();
  useViewerReset();
  const signedIn = useSession().status === 'authenticated';
  useEffect(() => prefetchLikelyViews(signedIn), [signedIn]);
  // For the views without the shell (sign-in); the shell has its own around its views.
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          {withoutShell.map(routeFor)}
          <Route element={<AppShell />}>
            {inShell.map(routeFor)}
            <Route path="*" element={<NotFoundView />} />
          </Route>
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}

function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner size={28} />
    </div>
  );
}
