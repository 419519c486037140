import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

export type LimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters for the per-number and per-address rules. In process by default;
 * in Redis when it is configured, so every API process sees the same counts.
 */
export interface Limiter {
  hit(key: string, max: number, windowSeconds: number): Promise<LimitResult>;
  peek(key: string, max: number): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(): Limiter {
  // No count bound: a flood of new keys must not push out a live window (a number's failed logins).
  // Ended windows go by timer; Date is the clock, as for resetAt (tests move it with a fake Date).
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ ttl: 60_000, ttlAutopurge: true, ttlResolution: 0, perf: { now: () => Date.now() } });
  const result = (count: number, max: number, resetAt: number): LimitResult => ({
    allowed: count <= max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });
  return {
    async hit(key, max, windowSeconds) {
      let w = windows.get(key);
      if (!w) {
        w = { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
        windows.set(key, w, { ttl: windowSeconds * 1000 });
      }
      w.count += 1;
      return result(w.count, max, w.resetAt);
    },
    async peek(key, max) {
      const w = windows.get(key);
      return w ? result(w.count + 1, max, w.resetAt) : { allowed: true, count: 1, retryAfterSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, prefix: string): Limiter {
  return {
    async hit(key, max, windowSeconds) {
      const k = `${prefix}${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k)
        .pttl(k)
        .exec()) as [[null, number], [null, number]];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowSeconds * 1000);
        ttlMs = windowSeconds * 1000;
      }
      return { allowed: count <= max, count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async peek(key, max) {
      const k = `${prefix}${key}`;
      const [[, raw], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
      const count = Number(raw ?? 0) + 1;
      return { allowed: count <= max, count, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
