import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import * as stackOps from './nav-stack.ts';
import { NavigationContext, type Navigation } from './navigation-context.ts';
import { FEED_VIEW, pathForView, viewForLocation, type ViewName, type ViewParams } from './views.ts';

function entryAt(pathname: string, search: string): stackOps.NavEntry | null {
  const found = viewForLocation(pathname, search);
  return found ? stackOps.entry(found.view, found.params) : null;
}

type NavigationApi = {
  currentEntry: { index: number } | null;
  entries: () => Array<{ key: string; url: string | null }>;
  traverseTo: (key: string) => { finished: Promise<unknown> };
};

/**
 * history.go(-1) without a fresh user activation lets Chrome skip entries that were pushed
 * without one (its back-button anti-hijacking rule) — after a swipe-opened panel that can leave
 * the app. The Navigation API's traverseTo goes to exactly the previous entry of this app.
 */
function traverseToPrevious(): boolean {
  const api = (window as Window & { navigation?: NavigationApi }).navigation;
  const index = api?.currentEntry?.index ?? -1;
  const previous = index > 0 ? api?.entries()[index - 1] : undefined;
  if (!api || !previous?.url || new URL(previous.url).origin !== window.location.origin) return false;
  api.traverseTo(previous.key).finished?.catch(() => undefined);
  return true;
}

/** Binds the pure stack (nav-stack.ts) to react-router's history. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [stack, setStack] = useState(() =>
    stackOps.createStack(entryAt(location.pathname, location.search) ?? stackOps.entry(FEED_VIEW)),
  );
  // Callbacks read the latest stack synchronously (two pushes in one tick must both land).
  const stackRef = useRef(stack);
  const update = useCallback((next: stackOps.NavStack) => {
    stackRef.current = next;
    setStack(next);
  }, []);

  // Browser back/forward, or a navigation that did not come through this API.
  useEffect(() => {
    const here = entryAt(location.pathname, location.search);
    if (!here) return;
    const current = stackRef.current;
    if (stackOps.sameLocation(stackOps.currentEntry(current), here)) return;
    if (navigationType === 'POP') update(stackOps.syncWithBrowser(current, here));
    else if (navigationType === 'REPLACE') update(stackOps.replace(current, here));
    else update(stackOps.push(current, here));
  }, [location.key, location.pathname, location.search, navigationType, update]);

  // doc 1 §2.1: scroll resets to top on each view change. Not on the first view: a page loads at
  // its top anyway, and a reader who scrolled the server's painted page before the app took it
  // over stays where they are.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname]);

  const push = useCallback(
    (view: ViewName, params: ViewParams = {}) => {
      const next = stackOps.entry(view, params);
      if (stackOps.sameLocation(stackOps.currentEntry(stackRef.current), next)) return;
      update(stackOps.push(stackRef.current, next));
      navigate(pathForView(view, params));
    },
    [navigate, update],
  );

  const replace = useCallback(
    (view: ViewName, params: ViewParams = {}) => {
      update(stackOps.replace(stackRef.current, stackOps.entry(view, params)));
      navigate(pathForView(view, params), { replace: true });
    },
    [navigate, update],
  );

  const back = useCallback(() => {
    const result = stackOps.back(stackRef.current);
    if (!result.moved) return;
    update(result.stack);
    if (!traverseToPrevious()) navigate(-1);
  }, [navigate, update]);

  const clearHistory = useCallback(() => {
    update(stackOps.clearHistory());
    navigate(pathForView(FEED_VIEW), { replace: true });
  }, [navigate, update]);

  const value = useMemo<Navigation>(
    () => ({
      current: stackOps.currentEntry(stack),
      entries: stack.entries,
      canGoBack: stackOps.canGoBack(stack),
      push,
      replace,
      back,
      clearHistory,
    }),
    [stack, push, replace, back, clearHistory],
  );

  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
