import type { LoginPromptContext } from '@sokoni/contracts/messages';
import { createContext, useCallback, useContext } from 'react';
import { useSession } from '@/lib/session/use-session.ts';

export type LoginPromptOptions = { context?: LoginPromptContext; allowContinue?: boolean };
export const LoginPromptOpenContext = createContext<((options: LoginPromptOptions) => void) | null>(null);

/**
 * doc 1 §2.4/§5: guests who try a signed-in action get the Login Required prompt.
 * Returns a guard: true when signed in, otherwise it opens the prompt and returns false.
 */
export function useRequireLogin(context: LoginPromptContext = 'general', allowContinue = true): () => boolean {
  const open = useContext(LoginPromptOpenContext);
  if (!open) throw new Error('useRequireLogin must be used within a LoginPromptProvider');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  return useCallback(() => {
    if (signedIn) return true;
    open({ context, allowContinue });
    return false;
  }, [signedIn, open, context, allowContinue]);
}
