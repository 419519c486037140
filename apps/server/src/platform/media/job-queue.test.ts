import { describe, expect, it } from 'vitest';
import { createJobQueue } from './job-queue.ts';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  it('runs at most `concurrency` jobs at once, in order, and reports idle', async () => {
    const queue = createJobQueue({ concurrency: 2 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      queue.push(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await tick();
        running -= 1;
      });
    }
    expect(queue.running).toBe(2);
    expect(queue.pending).toBe(4);
    await queue.idle();
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps going after a job throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const queue = createJobQueue({ concurrency: 1, onError: (e) => errors.push(e) });
    let ran = false;
    queue.push(async () => {
      throw new Error('boom');
    });
    queue.push(async () => {
      ran = true;
    });
    await queue.idle();
    expect(ran).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('on close drops what has not started and waits for what runs', async () => {
    const queue = createJobQueue({ concurrency: 1 });
    const done: string[] = [];
    queue.push(async () => {
      await tick(20);
      done.push('first');
    });
    queue.push(async () => {
      done.push('second');
    });
    await queue.close();
    expect(done).toEqual(['first']);
    queue.push(async () => {
      done.push('late');
    });
    await tick();
    expect(done).toEqual(['first']);
  });
});
