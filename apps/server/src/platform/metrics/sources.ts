import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Realtime } from '../realtime/realtime.ts';

export type AiWorkerProbe = {
  state(): { running: boolean; workerStarts: number; memory: { rssBytes: number; heapUsedBytes: number; wasmBytes: number } };
};

export type MetricSources = {
  database: Pick<Database, 'db' | 'kind'>;
  jobs: Pick<Jobs, 'counts'>;
  realtime: Pick<Realtime, 'connectedCount'>;
  aiWorker: AiWorkerProbe;
};

/** A scrape must answer even when a store hangs: what did not answer by then is left out. */
const SOURCE_TIMEOUT_MS = 2_000;

const withinTimeout = <T>(work: Promise<T>): Promise<T | undefined> =>
  Promise.race([work.catch(() => undefined), sleep(SOURCE_TIMEOUT_MS, undefined, { ref: false })]);

/** The gauges read from the app's parts, once per scrape (never per request). */
export function watchSources(registry: Registry) {
  const sources: Partial<MetricSources> = {};
  const registers = [registry];

  new Gauge({
    name: 'sokoni_database_info',
    help: 'The database this process uses (kind: postgres or pglite); always 1',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.reset();
      if (sources.database) this.set({ kind: sources.database.kind }, 1);
    },
  });
  new Gauge({
    name: 'sokoni_db_pool_clients',
    help: "PostgreSQL pool clients of this process (state: total, idle, waiting for a client, max); none on PGlite, one connection in process",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const pool = (sources.database?.db as { $client?: unknown } | undefined)?.$client;
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, pool.options.max);
    },
  });
  new Gauge({
    name: 'sokoni_jobs',
    help: 'Background jobs by queue and state (waiting, delayed, active, failed); the store is shared, so every process reports the same numbers',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const counts = sources.jobs ? await withinTimeout(sources.jobs.counts()) : undefined;
      this.reset();
      for (const [queue, byState] of Object.entries(counts ?? {})) {
        for (const [state, n] of Object.entries(byState)) this.set({ queue, state }, n);
      }
    },
  });
  new Gauge({
    name: 'sokoni_sockets_connected',
    help: 'Socket.IO clients connected to this process',
    registers,
    collect() {
      this.set(sources.realtime?.connectedCount() ?? 0);
    },
  });
  watchAiWorker(registry, () => sources.aiWorker);

  return {
    watch(more: Partial<MetricSources>) {
      Object.assign(sources, more);
    },
  };
}

/**
 * The image models' child process: whether it runs, its resident memory, its V8 heap and the
 * models' WASM memory, as it gave them with its last answer: a scrape asks it nothing, so it
 * neither starts one nor keeps an idle one from ending. A stopped one holds nothing.
 */
function watchAiWorker(registry: Registry, probe: () => AiWorkerProbe | undefined) {
  const registers = [registry];
  new Gauge({
    name: 'sokoni_ai_worker_running',
    help: "Whether the image models' child process runs (it starts on the first picture and ends when idle)",
    registers,
    collect() {
      const worker = probe();
      if (worker) this.set(worker.state().running ? 1 : 0);
    },
  });
  new Gauge({
    name: 'sokoni_ai_worker_starts',
    help: 'Model processes started since this process began (after idleness, a crash, a hang or growing too big, the next picture starts another)',
    registers,
    collect() {
      const worker = probe();
      if (worker) this.set(worker.state().workerStarts);
    },
  });
  new Gauge({
    name: 'sokoni_ai_worker_memory_bytes',
    help: "The image models' child process memory (kind: rss, resident; heap, its V8 heap; wasm, the models' weights and tensors)",
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const worker = probe();
      if (!worker) return;
      const { memory } = worker.state();
      this.set({ kind: 'rss' }, memory.rssBytes);
      this.set({ kind: 'heap' }, memory.heapUsedBytes);
      this.set({ kind: 'wasm' }, memory.wasmBytes);
    },
  });
}
