import type { User } from '@sokoni/contracts/users';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { sessionStore } from '@/lib/session/session.ts';
import { dealerLoginNotice, LOGIN_REASON_DEALER } from '@/lib/session/login-reasons.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { AuthScreen } from './auth-screen.tsx';

/** /login: the login flag of doc 1 §2.1 — the auth screen replaces the whole app. */
export function LoginView() {
  const { replace, back, canGoBack } = useNavigation();
  const [params] = useSearchParams();
  const session = useSession();
  const forDealer = params.get('reason') === LOGIN_REASON_DEALER;
  // A customer sent here by the dealer view stays until they sign in again: leaving at once for browse
  // would look as if the dealer view were browse. The session they arrived with is told apart by its token.
  const [arrivedWith] = useState(() => (forDealer && session.status === 'authenticated' ? session.refreshToken : null));
  // doc 1 §2.2: after login a dealer goes to the dealer view, everyone else to browse.
  const onAuthenticated = useCallback(
    (user: User) => {
      const current = sessionStore.getSnapshot();
      if (arrivedWith && current.status === 'authenticated' && current.refreshToken === arrivedWith) return;
      replace(user.role === 'dealer' ? 'dealer' : 'browse');
    },
    [replace, arrivedWith],
  );
  const onClose = () => (canGoBack ? back() : replace('tiktok'));
  return (
    <AuthScreen
      initialMode={params.get('mode') ?? undefined}
      notice={forDealer ? dealerLoginNotice(session) : undefined}
      onClose={onClose}
      onAuthenticated={onAuthenticated}
    />
  );
}
