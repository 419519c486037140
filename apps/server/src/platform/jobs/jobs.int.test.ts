import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobContext } from './define-job.ts';
import { openJobs, type Jobs, type JobsTuning } from './jobs.ts';
import { JobTimeoutError } from './run-job.ts';
import { databaseTestStore, onPostgres, openTestStore, redisTestStore, redisUrl, type TestStore } from './test-stores.ts';
import type { JobsStore } from './store.ts';

// The same behaviour on every store: the project's database (PGlite, or PostgreSQL on the
// server-postgres project) and Redis when REDIS_URL is set.
const stores: [string, () => Promise<TestStore>][] = [[onPostgres ? 'PostgreSQL' : 'PGlite', databaseTestStore]];
const redis = redisUrl;
if (redis) stores.push(['Redis', async () => redisTestStore(redis)]);

const fast: Partial<JobsTuning> = { leaseMs: 1_000, stalledCheckMs: 100, shutdownTimeoutMs: 2_000 };

describe.each(stores)('jobs on %s', (_label, makeStore) => {
  let testStore: TestStore;
  let store: JobsStore;
  let closeStore: () => Promise<void>;
  const opened: Jobs[] = [];
  const open = async (definitions: Parameters<typeof openJobs>[0]['definitions'], tuning: Partial<JobsTuning> = fast) => {
    const jobs = await openJobs({ store, definitions, tuning });
    opened.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    testStore = await makeStore();
    ({ store, close: closeStore } = await openTestStore(testStore.env));
  });
  afterEach(async () => {
    for (const jobs of opened.splice(0)) await jobs.close();
  });
  afterAll(async () => {
    await closeStore?.();
    await testStore?.drop();
  });

  it('runs a job with its parsed payload, and refuses a payload that does not match its schema', async () => {
    const seen: unknown[] = [];
    const greet = defineJob({ name: 'test.greet', payload: z.object({ name: z.string().min(1), times: z.number().int().default(1) }), handler: async (p) => void seen.push(p) });
    const jobs = await open([greet]);
    await jobs.start();

    // @ts-expect-error the compiler refuses it too: `name` must be a string
    await expect(jobs.enqueue(greet, { name: 42 })).rejects.toThrow(z.ZodError);
    await expect(jobs.enqueue(greet, { name: '' })).rejects.toThrow(z.ZodError);
    const { id } = await jobs.enqueue(greet, { name: 'Sipho' });
    await jobs.idle();

    expect(seen).toEqual([{ name: 'Sipho', times: 1 }]);
    expect(await jobs.status(greet, id)).toEqual({ state: 'completed', attempts: 1 });
  });

  it('refuses to enqueue a job no worker would know, and two definitions of one name', async () => {
    const known = defineJob({ name: 'test.known', payload: z.object({}), handler: async () => {} });
    const stranger = defineJob({ name: 'test.stranger', payload: z.object({}), handler: async () => {} });
    const jobs = await open([known]);
    await expect(jobs.enqueue(stranger, {})).rejects.toThrow('test.stranger is not registered');
    await expect(openJobs({ store, definitions: [known, stranger, known] })).rejects.toThrow('Two job definitions are named test.known');
  });

  it('retries a failing job with exponential backoff, then records the failure', async () => {
    const tries: number[] = [];
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({ failures: z.number() }),
      retries: 2,
      backoff: { delayMs: 150 },
      async handler(payload, ctx) {
        tries.push(Date.now());
        if (ctx.attempt <= payload.failures) throw new Error(`failure ${ctx.attempt}`);
      },
    });
    const jobs = await open([flaky]);
    await jobs.start();

    const doomed = await jobs.enqueue(flaky, { failures: 99 });
    await jobs.idle();
    expect(tries).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = tries;
    // 150 ms, then 300 ms (timers may fire a few ms early).
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(third - second).toBeGreaterThanOrEqual(290);
    expect(await jobs.status(flaky, doomed.id)).toEqual({ state: 'failed', attempts: 3, error: 'failure 3' });

    tries.length = 0;
    const recovers = await jobs.enqueue(flaky, { failures: 1 });
    await jobs.idle();
    expect(tries).toHaveLength(2);
    expect(await jobs.status(flaky, recovers.id)).toEqual({ state: 'completed', attempts: 2 });
  });

  it('counts each queue\'s jobs by state, for the metrics', async () => {
    const doomed = defineJob({ name: 'test.counted', payload: z.object({}), retries: 0, handler: async () => Promise.reject(new Error('no')) });
    const quiet = defineJob({ name: 'test.quiet', payload: z.object({}), handler: async () => {} });
    const jobs = await open([doomed, quiet]);
    await jobs.enqueue(doomed, {});
    await jobs.enqueue(doomed, {});
    await jobs.enqueue(doomed, {}, { delayMs: 60_000 });
    expect(await jobs.counts()).toEqual({
      'test.counted': { waiting: 2, delayed: 1, active: 0, failed: 0 },
      'test.quiet': { waiting: 0, delayed: 0, active: 0, failed: 0 },
    });
    await jobs.start();
    await expect.poll(async () => (await jobs.counts())['test.counted']).toEqual({ waiting: 0, delayed: 1, active: 0, failed: 2 });
  });

  it('fails a run past its timeout, aborting its signal, and retries it', async () => {
    const signals: AbortSignal[] = [];
    const slow = defineJob({
      name: 'test.slow',
      payload: z.object({ hangs: z.number() }),
      timeoutMs: 150,
      retries: 1,
      backoff: { delayMs: 10 },
      async handler(payload, ctx: JobContext) {
        signals.push(ctx.signal);
        // A handler that ignores its signal still loses its slot at the timeout.
        if (ctx.attempt <= payload.hangs) await sleep(5_000, undefined, { ref: false });
      },
    });
    const jobs = await open([slow]);
    await jobs.start();

    const recovers = await jobs.enqueue(slow, { hangs: 1 });
    await jobs.idle();
    expect(await jobs.status(slow, recovers.id)).toEqual({ state: 'completed', attempts: 2 });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBeInstanceOf(JobTimeoutError);

    const doomed = await jobs.enqueue(slow, { hangs: 2 });
    await jobs.idle();
    expect(await jobs.status(slow, doomed.id)).toMatchObject({ state: 'failed', attempts: 2, error: 'Job test.slow ran longer than 150 ms' });
  });

  it('keeps one job per key while it waits, and runs delayed jobs no sooner than asked', async () => {
    const ran: number[] = [];
    const digest = defineJob({ name: 'test.digest', payload: z.object({ userId: z.string() }), handler: async () => void ran.push(Date.now()) });
    const jobs = await open([digest]);
    await jobs.start();

    const queuedAt = Date.now();
    const first = await jobs.enqueue(digest, { userId: 'u1' }, { key: 'digest:u1', delayMs: 300 });
    const second = await jobs.enqueue(digest, { userId: 'u1' }, { key: 'digest:u1', delayMs: 300 });
    expect(second.id).toBe(first.id);
    await jobs.idle();
    expect(ran).toHaveLength(1);
    expect((ran[0] ?? 0) - queuedAt).toBeGreaterThanOrEqual(290);
  });

  it('runs a schedule once per period with two workers on one store', async () => {
    const runs: { worker: string; id: string }[] = [];
    const tickOf = (worker: string) =>
      defineJob({ name: 'test.tick', payload: z.object({}), handler: async (_p, ctx) => void runs.push({ worker, id: ctx.jobId }) });
    const a = await open([tickOf('a')]);
    const b = await open([tickOf('b')]);
    await a.schedule(tickOf('a'), { everyMs: 200 }, {});
    await a.start();
    await sleep(300);
    // The second process schedules it too when it boots: that must not add runs.
    await b.schedule(tickOf('b'), { everyMs: 200 }, {});
    await b.start();
    await sleep(1_100);
    await a.unschedule(tickOf('a'));
    await Promise.all([a.stop(), b.stop()]);

    // Each run is named after its slot ("repeat:test.tick:<ms>"): no slot twice, slots a whole number
    // of periods apart (a busy machine may skip one, never add one).
    const slots = runs.map((r) => Number(r.id.split(':').at(-1))).sort((x, y) => x - y);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.slice(1).map((slot, i) => (slot - (slots[i] ?? 0)) % 200)).toEqual(Array(slots.length - 1).fill(0));
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.length).toBeLessThanOrEqual(9);
  });

  it('takes back the job of a worker that stopped renewing its lease, and runs it again', async () => {
    const starts: { worker: string; at: number }[] = [];
    const stuckOf = (worker: string) =>
      defineJob({
        name: 'test.stuck',
        payload: z.object({}),
        async handler() {
          starts.push({ worker, at: Date.now() });
          // The first worker hangs, deaf to its signal, like a process that froze.
          if (worker === 'a') await new Promise(() => {});
        },
      });
    const a = await open([stuckOf('a')], { ...fast, shutdownTimeoutMs: 100 });
    await a.start();
    const { id } = await a.enqueue(stuckOf('a'), {});
    await expect.poll(() => starts.length).toBe(1);
    // Stop gives up after its bound and leaves the job leased: the worker is as good as dead.
    const stoppedAt = Date.now();
    await a.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);

    const b = await open([stuckOf('b')]);
    await b.start();
    await b.idle({ timeoutMs: 10_000 });
    expect(starts.map((s) => s.worker)).toEqual(['a', 'b']);
    // Not before the lease (1 s, renewed every 0.5 s until the stop) ran out.
    expect((starts[1]?.at ?? 0) - stoppedAt).toBeGreaterThanOrEqual(400);
    expect(await b.status(stuckOf('b'), id)).toMatchObject({ state: 'completed' });
  });

  it('stops gracefully: takes no new job and lets a running one finish', async () => {
    const events: string[] = [];
    const steady = defineJob({
      name: 'test.steady',
      payload: z.object({ n: z.number() }),
      async handler(payload) {
        events.push(`start ${payload.n}`);
        await sleep(300);
        events.push(`end ${payload.n}`);
      },
    });
    const jobs = await open([steady]);
    await jobs.start();
    const running = await jobs.enqueue(steady, { n: 1 });
    await expect.poll(() => events).toEqual(['start 1']);
    const waiting = await jobs.enqueue(steady, { n: 2 });
    await jobs.stop();

    expect(events).toEqual(['start 1', 'end 1']);
    expect(await jobs.status(steady, running.id)).toEqual({ state: 'completed', attempts: 1 });
    expect(await jobs.status(steady, waiting.id)).toEqual({ state: 'waiting', attempts: 0 });
  });
});
