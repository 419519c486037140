import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job.ts';
import type { Jobs } from './jobs.ts';

const greet = defineJob({
  name: 'test.greet',
  payload: z.object({ userId: z.string(), times: z.number().int().default(1) }),
  handler: async () => {},
});

// Never called: `npm run typecheck` fails if a line marked @ts-expect-error compiles, that is,
// if enqueue stopped checking payloads against their definition.
function enqueueIsTyped(jobs: Jobs) {
  void jobs.enqueue(greet, { userId: 'u1' });
  void jobs.enqueue(greet, { userId: 'u1', times: 3 }, { key: 'greet:u1', delayMs: 1_000 });
  // @ts-expect-error `userId` is missing
  void jobs.enqueue(greet, {});
  // @ts-expect-error `times` must be a number
  void jobs.enqueue(greet, { userId: 'u1', times: 'twice' });
  // @ts-expect-error a schedule's payload is checked the same way
  void jobs.schedule(greet, { everyMs: 1_000 }, { user: 'u1' });
}

describe('defineJob', () => {
  it('fills in retries, backoff, timeout and concurrency', () => {
    expect(greet).toMatchObject({ retries: 3, backoff: { delayMs: 1_000 }, timeoutMs: 60_000, concurrency: 1 });
  });

  it('is checked by the compiler where jobs are enqueued (see enqueueIsTyped)', () => {
    expect(enqueueIsTyped).toBeTypeOf('function');
  });

  it('types the handler’s payload as the schema’s output', () => {
    expectTypeOf<Parameters<typeof greet.handler>[0]>().toEqualTypeOf<{ userId: string; times: number }>();
  });

  it.each(['Media.Transcode', 'media transcode', '', 'media..transcode', '1media'])('refuses the name %j', (name) => {
    expect(() => defineJob({ name, payload: z.object({}), handler: async () => {} })).toThrow('must be lowercase words');
  });

  it.each([{ retries: -1 }, { timeoutMs: 0 }, { concurrency: 0 }])('refuses %o', (options) => {
    expect(() => defineJob({ name: 'test.bad', payload: z.object({}), handler: async () => {}, ...options })).toThrow('retries must be');
  });
});
