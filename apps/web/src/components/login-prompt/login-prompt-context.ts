import type { LoginPromptContext } from '@sokoni/contracts/messages';
import { createContext, useCallback, useContext } from 'react';
import { useSession } from '@/lib/session/use-session.ts';

/** `message`: the prompt's own words, for an action doc 1's contexts do not name (searching with a photo). */
export type LoginPromptOptions = { context?: LoginPromptContext; allowContinue?: boolean; message?: string };
/** What the dialog shows: the options with their defaults filled in. */
export type LoginPrompt = Required<Omit<LoginPromptOptions, 'message'>> & { message?: string };
export const LoginPromptOpenContext = createContext<((options: LoginPromptOptions) => void) | null>(null);

/**
 * doc 1 §2.4/§5: guests who try a signed-in action get the Login Required prompt.
 * Returns a guard: true when signed in, otherwise it opens the prompt and returns false.
 * `prompt` is a doc 1 context, or its options (a message of its own).
 */
export function useRequireLogin(prompt: LoginPromptContext | LoginPromptOptions = 'general', allowContinue = true): () => boolean {
  const open = useContext(LoginPromptOpenContext);
  if (!open) throw new Error('useRequireLogin must be used within a LoginPromptProvider');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const { context = 'general', message } = typeof prompt === 'string' ? { context: prompt } : prompt;
  return useCallback(() => {
    if (signedIn) return true;
    open({ context, allowContinue, ...(message ? { message } : {}) });
    return false;
  }, [signedIn, open, context, allowContinue, message]);
}
