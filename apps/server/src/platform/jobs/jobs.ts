import { setTimeout as sleep } from 'node:timers/promises';
import type { Job, JobsOptions, Queue, Worker } from 'bullmq';
import type { z } from 'zod';
import type { JobDefinition } from './define-job.ts';
import { runJob } from './run-job.ts';
import { openBullStore, type JobsStore } from './store.ts';

export type EnqueueOptions = {
  delayMs?: number;
  /** While a job with this key waits or runs, enqueueing another with the same key does nothing. */
  key?: string;
};

/** Every `everyMs` from when it was first scheduled (that first run at once), or on a cron pattern; each run happens once across all processes. */
export type Schedule = { everyMs: number } | { cron: string; tz?: string };

export type JobStatus =
  | { state: 'waiting' | 'delayed' | 'active'; attempts: number }
  | { state: 'completed'; attempts: number }
  | { state: 'failed'; attempts: number; error: string };

/** How many jobs of one definition are in each state now (`waiting` counts prioritized ones too). */
export type JobCounts = { waiting: number; delayed: number; active: number; failed: number };

export type JobsLog = {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type JobsTuning = {
  /** A running job is leased to its worker for this long, renewed at half-time; a dead worker's jobs return after it. */
  leaseMs: number;
  /** How often each worker looks for jobs whose lease ran out. */
  stalledCheckMs: number;
  /** A job whose worker died more often than this fails for good. */
  maxStalls: number;
  /** `stop()` waits this long for running jobs, then leaves them to be taken back after their lease. */
  shutdownTimeoutMs: number;
  keepCompleted: { ageSeconds: number; count: number };
  keepFailed: { ageSeconds: number; count: number };
};

export type Jobs = {
  readonly store: JobsStore['kind'];
  enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.input<S>, options?: EnqueueOptions): Promise<{ id: string }>;
  schedule<S extends z.ZodType>(definition: JobDefinition<S>, schedule: Schedule, payload: z.input<S>): Promise<void>;
  unschedule(definition: JobDefinition): Promise<void>;
  status(definition: JobDefinition, id: string): Promise<JobStatus | undefined>;
  /** Each definition's jobs by state: one count query per queue (for the metrics, per scrape). */
  counts(): Promise<Record<string, JobCounts>>;
  /** Starts taking jobs of every definition (the worker side; a process may only enqueue). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones, at most `shutdownTimeoutMs`. */
  stop(): Promise<void>;
  /** Resolves once no job is waiting, running or waiting to be retried (each schedule's next run aside). */
  idle(options?: { timeoutMs?: number }): Promise<void>;
  close(): Promise<void>;
};

const DEFAULT_TUNING: JobsTuning = {
  leaseMs: 30_000,
  stalledCheckMs: 30_000,
  maxStalls: 2,
  shutdownTimeoutMs: 10_000,
  keepCompleted: { ageSeconds: 24 * 3600, count: 1_000 },
  keepFailed: { ageSeconds: 14 * 24 * 3600, count: 10_000 },
};

const silentLog: JobsLog = { warn: () => {}, error: () => {} };

/**
 * The app's background jobs on BullMQ: one queue per definition, in Redis or in the database.
 * Every process that enqueues opens this; processes that also run jobs call `start()`.
 */
export async function openJobs(opts: { store: JobsStore; definitions: readonly JobDefinition[]; log?: JobsLog; tuning?: Partial<JobsTuning> }): Promise<Jobs> {
  const log = opts.log ?? silentLog;
  const tuning = { ...DEFAULT_TUNING, ...opts.tuning };
  const names = opts.definitions.map((d) => d.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Two job definitions are named ${twice}`);
  const bull = await openBullStore(opts.store, (err) => log.warn({ err }, 'jobs store connection error'));
  const queues = openQueues(bull, opts.definitions, log);
  let workers: Worker[] = [];
  let shutdown = new AbortController();

  const queueOf = (definition: JobDefinition) => {
    const entry = queues.get(definition.name);
    // A job nobody registered would wait forever: refuse it where it is enqueued.
    if (!entry) throw new Error(`Job ${definition.name} is not registered with the jobs layer`);
    return entry.queue;
  };
  const retryOptions = (definition: JobDefinition) => retryOptionsOf(definition, tuning);

  const stop = async () => {
    const stopping = workers;
    workers = [];
    // Pausing stops taking jobs and resolves once the running ones are done.
    const drained = Promise.all(stopping.map((worker) => worker.pause())).then(() => true);
    const finished = await Promise.race([drained, sleep(tuning.shutdownTimeoutMs, false, { ref: false })]);
    if (!finished) {
      log.warn({ timeoutMs: tuning.shutdownTimeoutMs }, 'jobs still running at shutdown: they run again after their lease');
      shutdown.abort(new Error('The worker is shutting down'));
    }
    // Forced, a close stops renewing the leases of jobs still running instead of waiting for them.
    await Promise.all(stopping.map((worker) => worker.close(!finished)));
    shutdown = new AbortController();
  };

  return {
    store: bull.kind,

    async enqueue(definition, payload, options = {}) {
      const queue = queueOf(definition);
      const data = definition.payload.parse(payload);
      const job = await queue.add(definition.name, data, {
        ...retryOptions(definition),
        delay: options.delayMs,
        deduplication: options.key ? { id: options.key } : undefined,
      });
      return { id: job.id! };
    },

    async schedule(definition, schedule, payload) {
      const queue = queueOf(definition);
      const data = definition.payload.parse(payload);
      const repeat = 'everyMs' in schedule ? { every: schedule.everyMs } : { pattern: schedule.cron, tz: schedule.tz };
      // Upserting the same scheduler from every process is idempotent: each run has an id made
      // of the scheduler and its time, so however many processes schedule it, a run exists once.
      await queue.upsertJobScheduler(definition.name, repeat, { name: definition.name, data, opts: retryOptions(definition) });
    },

    async unschedule(definition) {
      await queueOf(definition).removeJobScheduler(definition.name);
    },

    async status(definition, id) {
      const job = await queueOf(definition).getJob(id);
      return job ? statusOf(job) : undefined;
    },

    counts: () => countsOf(queues),

    async start() {
      if (workers.length > 0) return;
      workers = startWorkers(bull, queues, tuning, () => shutdown.signal, log);
    },

    stop,

    idle: ({ timeoutMs = 30_000 } = {}) => waitUntilIdle(queues, timeoutMs),

    async close() {
      await stop();
      await Promise.all([...queues.values()].map(({ queue }) => queue.close()));
      await bull.close();
    },
  };
}

type Queues = Map<string, { definition: JobDefinition; queue: Queue }>;
type BullStore = Awaited<ReturnType<typeof openBullStore>>;

function openQueues(bull: BullStore, definitions: readonly JobDefinition[], log: JobsLog): Queues {
  const queues: Queues = new Map();
  for (const definition of definitions) {
    const queue = bull.queue(definition.name);
    queue.on('error', (err) => log.warn({ err, job: definition.name }, 'jobs queue error'));
    queues.set(definition.name, { definition, queue });
  }
  return queues;
}

/** Attempts with exponential backoff, and how long finished jobs are kept for `status`. */
const retryOptionsOf = (definition: JobDefinition, tuning: JobsTuning): JobsOptions => ({
  attempts: definition.retries + 1,
  backoff: { type: 'exponential', delay: definition.backoff.delayMs },
  removeOnComplete: { age: tuning.keepCompleted.ageSeconds, count: tuning.keepCompleted.count },
  removeOnFail: { age: tuning.keepFailed.ageSeconds, count: tuning.keepFailed.count },
});

/** A worker per definition, with its concurrency and the lease rules; a job is handed the shutdown signal current when it runs. */
function startWorkers(bull: BullStore, queues: Queues, tuning: JobsTuning, shutdownSignal: () => AbortSignal, log: JobsLog): Worker[] {
  return [...queues.values()].map(({ definition }) => {
    const worker = bull.worker(
      definition.name,
      (job) => runJob(definition, job.data, { jobId: job.id!, attempt: job.attemptsMade + 1, shutdown: shutdownSignal() }),
      { concurrency: definition.concurrency, lockDuration: tuning.leaseMs, stalledInterval: tuning.stalledCheckMs, maxStalledCount: tuning.maxStalls },
    );
    worker.on('failed', (job, err) => log.warn({ err, job: definition.name, jobId: job?.id, attempt: job?.attemptsMade }, 'job failed'));
    worker.on('error', (err) => log.error({ err, job: definition.name }, 'jobs worker error'));
    return worker;
  });
}

/** A job's state as `status` tells it: waiting, delayed, active, completed or failed. */
async function statusOf(job: Job) {
  const state = await job.getState();
  const attempts = job.attemptsMade;
  switch (state) {
    case 'completed':
      return { state, attempts };
    case 'failed':
      return { state, attempts, error: job.failedReason };
    case 'active':
    case 'delayed':
      return { state, attempts };
    case 'unknown':
      return undefined;
    default:
      return { state: 'waiting' as const, attempts };
  }
}

/** Each queue's jobs by state (the metrics' gauges). */
async function countsOf(queues: Queues): Promise<Record<string, JobCounts>> {
  const entries = await Promise.all(
    [...queues.values()].map(async ({ definition, queue }) => {
      const n = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
      const counts: JobCounts = { waiting: (n.waiting ?? 0) + (n.prioritized ?? 0), delayed: n.delayed ?? 0, active: n.active ?? 0, failed: n.failed ?? 0 };
      return [definition.name, counts] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Resolves when nothing waits, runs or awaits a retry in any queue; throws after `timeoutMs`. */
async function waitUntilIdle(queues: Queues, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let busy = 0;
    for (const { queue } of queues.values()) {
      // One snapshot per queue (a retry moves from active to delayed atomically). Each schedule
      // keeps its next run waiting as a delayed job: that is not work left over.
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      const scheduled = await queue.getJobSchedulersCount();
      busy += Math.max(0, Object.values(counts).reduce((sum, n) => sum + n, 0) - scheduled);
    }
    if (busy === 0) return;
    if (Date.now() > deadline) throw new Error(`Jobs still pending after ${timeoutMs} ms`);
    await sleep(20);
  }
}
