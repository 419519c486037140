import type { Jobs } from './jobs.ts';

/**
 * Stands in when the jobs store could not be opened because the database was down at start (it
 * was up for the migrations a moment before): every enqueue fails with that same error, which
 * the API answers as 503, and nothing runs until the process restarts.
 */
export function unavailableJobs(cause: unknown): Jobs {
  const refuse = async (): Promise<never> => {
    throw cause;
  };
  return {
    store: 'postgres',
    enqueue: refuse,
    schedule: refuse,
    unschedule: refuse,
    status: refuse,
    counts: refuse,
    start: async () => {},
    stop: async () => {},
    idle: async () => {},
    close: async () => {},
  };
}
