import type { Session } from '@/lib/session/session-store.ts';

/** `/login?reason=dealer`: the dealer view sent the user here (doc 1 §2.2). */
export const LOGIN_REASON_DEALER = 'dealer';

/** What the login page tells someone the dealer view turned away. */
export function dealerLoginNotice(session: Session): string {
  return session.status === 'authenticated'
    ? 'The Dealer Dashboard is only for dealer accounts, and you are signed in with a customer account. Sign in with a dealer account to open it.'
    : 'The Dealer Dashboard is only for dealer accounts. Sign in with a dealer account to open it.';
}
