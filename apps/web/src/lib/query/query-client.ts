import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** Only answers that may change on a second try are retried: network errors and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.isNetworkError || error.status >= 500);
  return transient && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
