import { useEffect, useEffectEvent } from 'react';
import { APP_EVENTS, isAppNavigateView } from '@/lib/events/app-events.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** doc 1 §2.2: auth:logout, app-navigate and login-required steer the shell. */
export function useWindowEvents(): void {
  const { current, push, replace } = useNavigation();
  const onLoginPage = current.view === 'login';

  // auth:logout shows the login page over browse.
  const onLogout = useEffectEvent(() => {
    if (onLoginPage) replace('browse');
    else push('browse');
    push('login');
  });
  // app-navigate switches view and closes the login page.
  const onNavigate = useEffectEvent((event: Event) => {
    const view: unknown = (event as CustomEvent<{ view?: unknown } | null>).detail?.view;
    if (!isAppNavigateView(view)) return;
    if (onLoginPage) replace(view);
    else push(view);
  });
  const onLoginRequired = useEffectEvent(() => {
    if (!onLoginPage) push('login');
  });

  useEffect(() => {
    const handlers: Array<[string, (event: Event) => void]> = [
      [APP_EVENTS.logout, () => onLogout()],
      [APP_EVENTS.navigate, (event) => onNavigate(event)],
      [APP_EVENTS.loginRequired, () => onLoginRequired()],
    ];
    for (const [name, handler] of handlers) window.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) window.removeEventListener(name, handler);
    };
  }, []);
}
