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
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const result = (count: number, max: number, resetAt: number): LimitResult => ({
    allowed: count <= max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });
  return {
    async hit(key, max, windowSeconds) {
      const w = current(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      if (windows.size > 100_000) sweep(windows);
      return result(w.count, max, w.resetAt);
    },
    async peek(key, max) {
      const w = current(key);
      return w ? result(w.count + 1, max, w.resetAt) : { allowed: true, count: 1, retryAfterSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function sweep(windows: Map<string, { resetAt: number }>) {
  const now = Date.now();
  for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
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
