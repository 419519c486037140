import { setTimeout as sleep } from 'node:timers/promises';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobContext } from './define-job.ts';
import { JobTimeoutError, runJob } from './run-job.ts';

const run = { jobId: '1', attempt: 1, shutdown: new AbortController().signal };

describe('runJob', () => {
  it('hands the handler its payload parsed (defaults applied) and its context', async () => {
    const seen: unknown[] = [];
    const job = defineJob({
      name: 'test.hello',
      payload: z.object({ name: z.string(), loud: z.boolean().default(false) }),
      handler: async (payload, ctx) => void seen.push(payload, ctx.jobId, ctx.attempt),
    });
    await runJob(job, { name: 'Thandi' }, { ...run, jobId: '7', attempt: 2 });
    expect(seen).toEqual([{ name: 'Thandi', loud: false }, '7', 2]);
  });

  it('fails a stored payload that no longer fits for good, without running it', async () => {
    let ran = false;
    const job = defineJob({ name: 'test.hello', payload: z.object({ name: z.string() }), handler: async () => void (ran = true) });
    const failure = runJob(job, { nom: 'Thandi' }, run);
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow('Invalid payload for job test.hello');
    expect(ran).toBe(false);
  });

  it('gives up on a handler past its timeout and aborts its signal', async () => {
    let signal: AbortSignal | undefined;
    const job = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      timeoutMs: 50,
      async handler(_payload, ctx: JobContext) {
        signal = ctx.signal;
        await sleep(10_000, undefined, { ref: false });
      },
    });
    const started = Date.now();
    await expect(runJob(job, {}, run)).rejects.toBeInstanceOf(JobTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(signal?.aborted).toBe(true);
  });

  it('passes the handler’s own failure through', async () => {
    const job = defineJob({ name: 'test.broken', payload: z.object({}), handler: async () => Promise.reject(new Error('no network')) });
    await expect(runJob(job, {}, run)).rejects.toThrow('no network');
  });

  it('aborts the handler’s signal when the worker shuts down', async () => {
    const shutdown = new AbortController();
    const job = defineJob({
      name: 'test.polite',
      payload: z.object({}),
      handler: (_payload, ctx) =>
        new Promise<void>((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error), { once: true })),
    });
    const running = runJob(job, {}, { ...run, shutdown: shutdown.signal });
    shutdown.abort(new Error('shutting down'));
    await expect(running).rejects.toThrow('shutting down');
  });
});
