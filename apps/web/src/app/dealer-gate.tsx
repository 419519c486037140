import { useEffect, type ReactNode } from 'react';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useIsDealer } from '@/lib/session/use-session.ts';

/** doc 1 §2.2/§6: choosing the dealer view without being an authenticated dealer opens login. */
export function DealerGate({ children }: { children: ReactNode }) {
  const isDealer = useIsDealer();
  const { replace } = useNavigation();
  useEffect(() => {
    if (!isDealer) replace('login');
  }, [isDealer, replace]);
  return isDealer ? children : null;
}
