import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from './limiter.ts';

/** The same rules for both limiters; `advance` moves time past a window. */
function limiterContract(name: string, make: () => Limiter, advance: (ms: number) => Promise<void>) {
  describe(name, () => {
    let limiter: Limiter;
    let key: string;
    beforeAll(() => {
      limiter = make();
    });
    const fresh = () => (key = `k-${randomBytes(6).toString('hex')}`);

    it('allows up to max hits in a window, then refuses with the time left', async () => {
      fresh();
      for (let i = 1; i <= 3; i++) expect(await limiter.hit(key, 3, 60)).toMatchObject({ allowed: true, count: i });
      const over = await limiter.hit(key, 3, 60);
      expect(over).toMatchObject({ allowed: false, count: 4 });
      expect(over.retryAfterSeconds).toBeGreaterThan(55);
      expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('peek tells whether the next hit would pass, without counting', async () => {
      fresh();
      expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, count: 1 });
      await limiter.hit(key, 2, 60);
      expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, count: 2 });
      expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, count: 2 });
      await limiter.hit(key, 2, 60);
      const blocked = await limiter.peek(key, 2);
      expect(blocked).toMatchObject({ allowed: false, count: 3 });
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('reset clears the count', async () => {
      fresh();
      await limiter.hit(key, 1, 60);
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(false);
      await limiter.reset(key);
      expect(await limiter.hit(key, 1, 60)).toMatchObject({ allowed: true, count: 1 });
    });

    it('keys are independent', async () => {
      const a = fresh();
      const b = fresh();
      await limiter.hit(a, 1, 60);
      expect((await limiter.hit(a, 1, 60)).allowed).toBe(false);
      expect((await limiter.hit(b, 1, 60)).allowed).toBe(true);
    });

    it('a new window starts once the old one ends', async () => {
      fresh();
      await limiter.hit(key, 1, 1);
      expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
      await advance(1100);
      expect(await limiter.hit(key, 1, 1)).toMatchObject({ allowed: true, count: 1 });
      expect(await limiter.peek(key, 1)).toMatchObject({ allowed: false, count: 2 });
    });
  });
}

describe('memory limiter', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  limiterContract('in process', createMemoryLimiter, async (ms) => {
    vi.setSystemTime(Date.now() + ms);
  });

  it('counts each limiter separately', async () => {
    const a = createMemoryLimiter();
    const b = createMemoryLimiter();
    await a.hit('same', 1, 60);
    expect((await b.hit('same', 1, 60)).allowed).toBe(true);
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('limiter.test.ts: REDIS_URL is not set, so the Redis limiter tests are skipped');

describe.skipIf(!redisUrl)('Redis limiter (needs REDIS_URL)', () => {
  let redis: Redis;
  const prefix = `sokoni:test-${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  // Redis expiry is real time: the window test waits a little over a second.
  limiterContract('in Redis', () => createRedisLimiter(redis, prefix), (ms) => new Promise((resolve) => setTimeout(resolve, ms)));

  it('keeps its keys under the prefix with an expiry', async () => {
    const limiter = createRedisLimiter(redis, prefix);
    await limiter.hit('ttl-check', 5, 30);
    const ttl = await redis.pttl(`${prefix}ttl-check`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('two limiters on one Redis share counts (several API processes)', async () => {
    const a = createRedisLimiter(redis, prefix);
    const b = createRedisLimiter(redis, prefix);
    await a.hit('shared', 1, 60);
    expect((await b.hit('shared', 1, 60)).allowed).toBe(false);
  });
});
