import { useEffect, type ReactNode } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useIsDealer } from '@/lib/session/use-session.ts';
import { LOGIN_REASON_DEALER } from './login-reasons.ts';

/** doc 1 §2.2/§6: choosing the dealer view without being an authenticated dealer opens login, saying why. */
export function DealerGate({ children }: { children: ReactNode }) {
  const isDealer = useIsDealer();
  const { replace } = useNavigation();
  useEffect(() => {
    if (!isDealer) replace('login', { reason: LOGIN_REASON_DEALER });
  }, [isDealer, replace]);
  return isDealer ? children : null;
}
