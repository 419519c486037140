import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalChangeBus, createRedisChangeBus, type Change, type ChangeBus } from './change-bus.ts';

const redisUrl = process.env.REDIS_URL;
const log = Fastify({ logger: false }).log;
const buses: ChangeBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

describe('createLocalChangeBus', () => {
  it('tells every listener, until it unsubscribes', () => {
    const bus = createLocalChangeBus();
    const heard: Change[] = [];
    const stop = bus.subscribe((c) => heard.push(c));
    bus.publish({ kind: 'product', id: 'p1' });
    stop();
    bus.publish({ kind: 'shop', id: 's1' });
    expect(heard).toEqual([{ kind: 'product', id: 'p1' }]);
  });
});

describe.skipIf(!redisUrl)('createRedisChangeBus (needs REDIS_URL)', () => {
  it('reaches the other process once, and this one at once and only once', async () => {
    const channel = `test:${Math.random().toString(36).slice(2)}:changes`;
    const a = createRedisChangeBus({ redisUrl: redisUrl!, channel, log });
    const b = createRedisChangeBus({ redisUrl: redisUrl!, channel, log });
    buses.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const onA: Change[] = [];
    const onB: Change[] = [];
    a.subscribe((c) => onA.push(c));
    b.subscribe((c) => onB.push(c));
    a.publish({ kind: 'product', id: 'p1' });
    expect(onA).toEqual([{ kind: 'product', id: 'p1' }]);
    await expect.poll(() => onB.length, { timeout: 2000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toHaveLength(1);
    expect(onB).toEqual([{ kind: 'product', id: 'p1' }]);
  });
});
