export type JobQueue = {
  /** Queues a job; it runs when a slot is free. A job's own failure is its business: it must settle. */
  push(job: () => Promise<void>): void;
  /** Resolves once nothing is queued or running (tests, benchmarks). */
  idle(): Promise<void>;
  /** Drops what has not started and waits for what is running. */
  close(): Promise<void>;
  readonly pending: number;
  readonly running: number;
};

/**
 * An in-process FIFO with at most `concurrency` jobs at a time: video transcodes each take a
 * whole core for seconds to minutes, so more at once would only starve the API.
 */
export function createJobQueue(opts: { concurrency: number; onError?: (error: unknown) => void }): JobQueue {
  const waiting: (() => Promise<void>)[] = [];
  const active = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];
  let closed = false;

  const settleIdle = () => {
    if (waiting.length > 0 || active.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = () => {
    while (!closed && active.size < opts.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      const running: Promise<void> = Promise.resolve()
        .then(job)
        .catch((error: unknown) => opts.onError?.(error))
        .finally(() => {
          active.delete(running);
          pump();
          settleIdle();
        });
      active.add(running);
    }
  };

  return {
    push(job) {
      if (closed) return;
      waiting.push(job);
      pump();
    },
    idle() {
      if (waiting.length === 0 && active.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await Promise.all([...active]);
      settleIdle();
    },
    get pending() {
      return waiting.length;
    },
    get running() {
      return active.size;
    },
  };
}
