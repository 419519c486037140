import type { z } from 'zod';

export type JobContext = {
  jobId: string;
  /** 1 on the first try, 2 on the first retry… */
  attempt: number;
  /** Aborted when the job runs past its timeout or the worker is shutting down: stop early, it will be retried. */
  signal: AbortSignal;
};

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** Unique across the app, stable across deployments: it names the queue jobs wait in. */
  name: string;
  /** What `enqueue` takes (checked at compile time and with zod) and the handler receives. Keep it JSON: ids, not objects. */
  payload: S;
  // Method syntax keeps definitions of any payload assignable to `JobDefinition` (a list of them).
  handler(payload: z.output<S>, ctx: JobContext): Promise<void>;
  /** Tries after the first failure (0: none). */
  retries: number;
  /** Wait before retry n is `delayMs * 2^(n-1)`. */
  backoff: { delayMs: number };
  /** A run taking longer fails (and is retried); its `ctx.signal` is aborted. */
  timeoutMs: number;
  /** Jobs of this definition running at once in one worker process. */
  concurrency: number;
};

type JobDefinitionInput<S extends z.ZodType> = Pick<JobDefinition<S>, 'name' | 'payload' | 'handler'> &
  Partial<Omit<JobDefinition<S>, 'name' | 'payload' | 'handler'>>;

const DEFAULTS = { retries: 3, backoff: { delayMs: 1_000 }, timeoutMs: 60_000, concurrency: 1 };
const NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/** A typed background job: `jobs.enqueue(definition, payload)` only accepts what `payload` describes. */
export function defineJob<S extends z.ZodType>(input: JobDefinitionInput<S>): JobDefinition<S> {
  // Queue names end up in Redis keys and SQL rows; dots group them by module ("media.transcode").
  if (!NAME.test(input.name)) throw new Error(`Job name "${input.name}" must be lowercase words joined by dots or dashes`);
  const definition = { ...DEFAULTS, ...input };
  if (definition.retries < 0 || definition.timeoutMs <= 0 || definition.concurrency < 1) {
    throw new Error(`Job "${input.name}": retries must be ≥ 0, timeoutMs > 0 and concurrency ≥ 1`);
  }
  return definition;
}
