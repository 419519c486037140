import type { PGlite } from '@electric-sql/pglite';
import { Queue, Worker, createPostgresBackend, withBackend, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { pgliteJobsPool } from './pglite-pool.ts';
import { postgresJobsPool } from './postgres-pool.ts';

/** Where jobs wait: Redis, or BullMQ's tables in the app's own database (PostgreSQL or PGlite). */
export type JobsStore =
  | { kind: 'redis'; url: string; prefix: string }
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; pglite: PGlite };

export type BullStore = {
  kind: JobsStore['kind'];
  queue(name: string): Queue;
  worker(name: string, processor: Processor, options: Omit<WorkerOptions, 'connection' | 'prefix'>): Worker;
  close(): Promise<void>;
};

/** BullMQ's tables live in a schema of their own, next to the app's. */
export const JOBS_SCHEMA = 'bullmq';

export async function openBullStore(store: JobsStore, onError: (error: Error) => void): Promise<BullStore> {
  if (store.kind === 'redis') return redisStore(store, onError);
  const { pool, migrate } = store.kind === 'postgres' ? postgresJobsPool(store.url, JOBS_SCHEMA) : pgliteJobsPool(store.pglite, JOBS_SCHEMA);
  // BullMQ's own migrations, versioned by BullMQ and serialised across processes by an advisory lock.
  await migrate();
  const onPostgres = withBackend(createPostgresBackend);
  return {
    kind: store.kind,
    // Same classes and methods as on Redis; only the backend type parameter differs.
    queue: (name) => new onPostgres.Queue(name, { connection: pool }) as unknown as Queue,
    worker: (name, processor, options) => new onPostgres.Worker(name, processor, { ...options, connection: pool }) as unknown as Worker,
    close: () => pool.end(),
  };
}

function redisStore(store: Extract<JobsStore, { kind: 'redis' }>, onError: (error: Error) => void): BullStore {
  // Enqueueing from a request should fail fast when Redis is away; workers wait for it
  // (BullMQ requires `maxRetriesPerRequest: null` on their connection).
  const producer = new Redis(store.url, { maxRetriesPerRequest: 2 });
  const consumer = new Redis(store.url, { maxRetriesPerRequest: null });
  for (const connection of [producer, consumer]) connection.on('error', onError);
  return {
    kind: 'redis',
    queue: (name) => new Queue(name, { connection: producer, prefix: store.prefix }),
    worker: (name, processor, options) => new Worker(name, processor, { ...options, connection: consumer, prefix: store.prefix }),
    async close() {
      await Promise.all([producer.quit().catch(() => {}), consumer.quit().catch(() => {})]);
    },
  };
}
