import { useCallback, useContext } from 'react';
import { isKnownOffline } from '@/lib/hooks/use-online-status.ts';
import { ToastContext } from '../toast/toast-context.ts';
import { OFFLINE_MESSAGES } from './offline-messages.ts';

/**
 * Guards an action that needs the network (like, follow, send): offline it says so in a toast
 * naming the action and what to do, and returns false, instead of trying and failing quietly.
 */
export function useRequireOnline(): (action: string) => boolean {
  const toast = useContext(ToastContext);
  return useCallback(
    (action: string) => {
      if (!isKnownOffline()) return true;
      toast?.show({ kind: 'warning', message: OFFLINE_MESSAGES.title, description: OFFLINE_MESSAGES.action(action) });
      return false;
    },
    [toast],
  );
}
