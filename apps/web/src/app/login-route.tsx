import type { User } from '@sokoni/contracts/users';
import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { AuthScreen } from './lazy-views.ts';

/** /login: the login flag of doc 1 §2.1 — the auth screen replaces the whole app. */
export function LoginRoute() {
  const { replace, back, canGoBack } = useNavigation();
  const [params] = useSearchParams();
  // doc 1 §2.2: after login a dealer goes to the dealer view, everyone else to browse.
  const onAuthenticated = useCallback((user: User) => replace(user.role === 'dealer' ? 'dealer' : 'browse'), [replace]);
  const onClose = () => (canGoBack ? back() : replace('tiktok'));
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center text-brand-700">
          <Spinner size={28} />
        </div>
      }
    >
      <AuthScreen initialMode={params.get('mode') ?? undefined} onClose={onClose} onAuthenticated={onAuthenticated} />
    </Suspense>
  );
}
