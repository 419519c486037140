import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// The commands the adapter sends without handling their failure.
const UNCHECKED_COMMANDS = ['publish', 'psubscribe', 'punsubscribe', 'subscribe', 'unsubscribe'] as const;

/**
 * The adapter fires these and drops the promise: during a Redis outage each failure would be an
 * unhandled rejection, which ends a Node process. Failures are logged instead; an event lost
 * meanwhile is still stored, and the app fetches it on its next poll (doc 1 §4.7).
 */
function logFailures(client: Redis, log: FastifyBaseLogger, inFlight: Set<Promise<unknown>>) {
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of UNCHECKED_COMMANDS) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const sent = send(...args);
      const settled = sent.catch((err: Error) => log.warn({ err: err.message, command: name }, 'realtime redis command failed'));
      if (name === 'publish') {
        inFlight.add(settled);
        void settled.finally(() => inFlight.delete(settled));
      }
      return sent;
    };
  }
}

/** How long an answer waits for its events to reach Redis before it goes anyway (a Redis outage). */
export const PUBLISH_WAIT_MS = 2000;

/**
 * Socket.IO's Redis adapter on two connections (a subscribed connection can do nothing else).
 * The adapter's `key` namespaces its pub/sub channels: ioredis' keyPrefix does not apply to
 * channels, so it is not what keeps parallel apps apart.
 */
export function redisAdapter(redisUrl: string, prefix: string, log: FastifyBaseLogger) {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // The subscription waits out an outage rather than failing: ioredis subscribes again on reconnect.
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const inFlight = new Set<Promise<unknown>>();
  for (const [name, client] of [['pub', pub], ['sub', sub]] as const) {
    client.on('error', (err: Error) => log.warn({ err: err.message, client: name }, 'realtime redis error'));
    logFailures(client, log, inFlight);
  }
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}socket.io` }),
    /** Resolves once every event published so far has been answered by Redis (or failed), or after PUBLISH_WAIT_MS. */
    async sent(): Promise<void> {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, PUBLISH_WAIT_MS)));
      await Promise.race([Promise.all(inFlight), cap]);
      clearTimeout(timer);
    },
    async close() {
      await Promise.all(
        [pub, sub].map(async (client) => {
          // QUIT waits for the connection; a client that never got one is just dropped.
          if (client.status === 'ready') await client.quit().catch(() => {});
          else client.disconnect();
        }),
      );
    },
  };
}
