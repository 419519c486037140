import { useMemo } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { describeError } from '@/lib/api/describe-error.ts';

/** The toasts of an admin action: the server's own words when it gave some, success or refusal. */
export function useActionToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      done: (message: string | undefined, fallback: string) => toast.success(message || fallback),
      failed: (error: unknown, fallback: string) => toast.error(describeError(error, fallback)),
    }),
    [toast],
  );
}
