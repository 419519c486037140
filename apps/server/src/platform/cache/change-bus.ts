import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Something a cached reply may show changed: caches holding it drop it. `listing` (the shop's id):
 * which products a shop lists changed (one shown, hidden, published, deleted, or moved in price or
 * category), so any list may gain or lose one, even a list that showed none of them.
 */
export type Change = { kind: 'product' | 'shop' | 'listing'; id: string };
const KINDS: readonly string[] = ['product', 'shop', 'listing'] satisfies Change['kind'][];

export type ChangeBus = {
  /** Tells this process's caches at once, and every other process's through Redis when set. */
  publish(change: Change): void;
  subscribe(listener: (change: Change) => void): () => void;
  /** Resolves once changes from other processes are heard (tests publish right after building). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export const changeTag = (change: Change) => `${change.kind}:${change.id}`;

function isChange(value: unknown): value is Change {
  const c = value as Change;
  return typeof c === 'object' && c !== null && KINDS.includes(c.kind) && typeof c.id === 'string';
}

function listeners() {
  const set = new Set<(change: Change) => void>();
  return {
    add(listener: (change: Change) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(change: Change) {
      for (const listener of set) listener(change);
    },
  };
}

/** One process: listeners hear a change as it is published. */
export function createLocalChangeBus(): ChangeBus {
  const local = listeners();
  return { publish: local.emit, subscribe: local.add, ready: async () => {}, close: async () => {} };
}

/**
 * Across processes: a change is applied here at once and published on a Redis channel that every
 * other process subscribes to (its own messages come back and are skipped). A message lost in a
 * Redis outage costs at most one cache lifetime (seconds) of a stale reply.
 */
export function createRedisChangeBus(opts: { redisUrl: string; channel: string; log: FastifyBaseLogger }): ChangeBus {
  const origin = randomUUID();
  const local = listeners();
  const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 });
  // The subscription waits out an outage rather than failing: ioredis subscribes again on reconnect.
  const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  for (const [name, client] of [['pub', pub], ['sub', sub]] as const) {
    client.on('error', (err: Error) => opts.log.warn({ err: err.message, client: name }, 'change bus redis error'));
  }
  const subscribed = sub.subscribe(opts.channel).then(
    () => {},
    (err: Error) => opts.log.warn({ err: err.message }, 'change bus subscribe failed'),
  );
  sub.on('message', (channel: string, message: string) => {
    if (channel !== opts.channel) return;
    try {
      const { from, change } = JSON.parse(message) as { from?: string; change?: unknown };
      if (from !== origin && isChange(change)) local.emit(change);
    } catch {
      // Not ours: ignore.
    }
  });
  return {
    publish(change) {
      local.emit(change);
      pub.publish(opts.channel, JSON.stringify({ from: origin, change })).catch((err: Error) => opts.log.warn({ err: err.message }, 'change not published'));
    },
    subscribe: local.add,
    ready: () => subscribed,
    async close() {
      await subscribed;
      await Promise.all([pub.quit().catch(() => {}), sub.quit().catch(() => {})]);
    },
  };
}
