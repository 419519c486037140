import { extractLoginResult } from '@sokoni/contracts/session-rules';
import type { User } from '@sokoni/contracts/users';
import { sessionStore } from './session.ts';

/**
 * doc 1 §4.1 and §5: stores tokens and user from a login or verify-code reply (nested under data
 * or at the top level); throws the §5 message when a part is missing.
 */
export function completeSignIn(reply: unknown): User {
  const { user, tokens } = extractLoginResult(reply);
  return sessionStore.signIn(user, tokens);
}
