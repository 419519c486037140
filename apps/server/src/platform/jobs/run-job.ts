import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { JobDefinition } from './define-job.ts';

export class JobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`Job ${name} ran longer than ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * One run of a job: the stored payload is checked again (a deployment may have changed its shape
 * while it waited), and the handler gets `timeoutMs` before the run counts as failed.
 * `shutdown` aborts the handler's signal when the worker is stopping and cannot wait any longer.
 */
export async function runJob(definition: JobDefinition, data: unknown, run: { jobId: string; attempt: number; shutdown: AbortSignal }): Promise<void> {
  const parsed = definition.payload.safeParse(data);
  // Retrying cannot fix a payload: fail at once.
  if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job ${definition.name}: ${z.prettifyError(parsed.error)}`);

  const controller = new AbortController();
  const abortOnShutdown = () => controller.abort(run.shutdown.reason);
  if (run.shutdown.aborted) abortOnShutdown();
  run.shutdown.addEventListener('abort', abortOnShutdown, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(definition.name, definition.timeoutMs);
      controller.abort(error);
      reject(error);
    }, definition.timeoutMs);
  });
  try {
    await Promise.race([definition.handler(parsed.data, { jobId: run.jobId, attempt: run.attempt, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
    run.shutdown.removeEventListener('abort', abortOnShutdown);
  }
}
