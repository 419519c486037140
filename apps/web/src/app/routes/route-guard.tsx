import { useEffect, type ReactNode } from 'react';
import { Card, Page } from '@/components/page.tsx';
import { SignInPrompt } from '@/components/sign-in-prompt.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import type { RouteGuard } from '@/lib/navigation/route-table.ts';
import type { Session } from '@/lib/session/session-store.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { NotFoundView } from '../not-found-view.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { signInPromptWords } from '@/lib/navigation/sign-in-prompts.ts';

export type GuardOutcome = 'show' | 'sign-in-prompt' | 'login' | 'not-found';

/**
 * doc 1 §6: a view that needs an account shows a guest why and asks them to sign in; a view for
 * one role (the dealer dashboard, §2.2) sends anyone else to login, saying why. The admin console
 * (issue 14) says nothing of itself: a guest is asked to sign in, any other account finds nothing.
 * Its screen is rendered, and so its code loaded, only on 'show'.
 */
export function guardOutcome(guard: RouteGuard | undefined, session: Session): GuardOutcome {
  if (!guard) return 'show';
  const user = session.status === 'authenticated' ? session.user : null;
  if ('role' in guard) {
    if (user?.role === guard.role) return 'show';
    if ('signedIn' in guard) return user ? 'not-found' : 'sign-in-prompt';
    return 'login';
  }
  return user ? 'show' : 'sign-in-prompt';
}

export function GuardedRoute({ guard, children }: { guard: RouteGuard | undefined; children: ReactNode }) {
  const outcome = guardOutcome(guard, useSession());
  const { replace } = useNavigation();
  const t = useWords(signInPromptWords);
  const role = guard && 'role' in guard ? guard.role : undefined;
  useEffect(() => {
    // The login page reads the role from `reason` to say why (login-reasons.ts).
    if (outcome === 'login') replace('login', role ? { reason: role } : {});
  }, [outcome, role, replace]);
  if (outcome === 'show') return children;
  if (outcome === 'not-found') return <NotFoundView />;
  if (outcome === 'login' || !guard || !('signedIn' in guard)) return null;
  const prompt = guard.signedIn;
  return (
    <Page title={t[`${prompt}Page`]}>
      <Card>
        <SignInPrompt title={t[`${prompt}Title`]} description={t[`${prompt}Description`]} />
      </Card>
    </Page>
  );
}
