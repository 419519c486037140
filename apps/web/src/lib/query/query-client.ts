import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** Only answers that may change on a second try are retried: network errors and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof ApiError && (error.isNetworkError || error.status >= 500);
  return transient && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a query runs its fetch even offline, so the service worker can answer it from
    // the last copy it kept (the feed, a product); 'online' would leave it paused on a spinner.
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    // A write offline fails at once with the offline message instead of waiting for a connection.
    mutations: { retry: false, networkMode: 'always' },
  },
});
