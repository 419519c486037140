import { displayNameOf, type User } from '@sokoni/contracts/users';

/**
 * The name to show. A stored user's empty name is normalised to "Unknown User" (doc 1 §5), which
 * would hide the username and phone fallbacks of doc 1 §3, so the server's own displayName (the
 * same fallback chain, computed before normalising) comes first.
 */
export function userDisplayName(user: Pick<User, 'name' | 'username' | 'phoneNumber'> & { displayName?: string | null }): string {
  return user.displayName?.trim() || displayNameOf(user);
}
