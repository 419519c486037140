import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { watchSources, type MetricSources } from './sources.ts';

/** Seconds; most API replies take milliseconds, uploads and drafting seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; one picture through the image models takes a fraction of a second to a few seconds, an LLM call more. */
const MODEL_CALL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export type Metrics = {
  /** One app's registry (tests build several apps in one process, so never prom-client's global one). */
  readonly registry: Registry;
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Times one call to a model (`model`: image, llm …; `call`: the method) whatever its outcome. */
  timeModelCall<T>(model: string, call: string, run: () => Promise<T>): Promise<T>;
  /** What the gauges read at each scrape (and only then): the database, jobs, sockets, the AI worker. */
  watch(sources: Partial<MetricSources>): void;
  /** The text Prometheus reads. */
  scrape(): Promise<string>;
};

/**
 * Node's own figures (memory, event loop, GC) are the process's, not an app's: collected once per
 * process and merged into each scrape. prom-client's GC observer and event-loop monitor never
 * stop, and per app they would keep every app a test process ever built alive through its registry.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const ofProcess = processMetrics();
  const requestSeconds = new Histogram({
    name: 'sokoni_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'sokoni_http_errors_total',
    help: 'HTTP replies with a 4xx or 5xx status, by exact status, route pattern and method',
    labelNames: ['status', 'route', 'method'] as const,
    registers: [registry],
  });
  const modelSeconds = new Histogram({
    name: 'sokoni_ai_call_duration_seconds',
    help: 'Time of one call to a model (image models in their child process, the LLM), by outcome',
    labelNames: ['model', 'call', 'outcome'] as const,
    buckets: MODEL_CALL_BUCKETS,
    registers: [registry],
  });
  const sources = watchSources(registry);

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requestSeconds.observe({ route, method }, seconds);
      if (status >= 400) errors.inc({ status: String(status), route, method });
    },
    async timeModelCall(model, call, run) {
      const stop = modelSeconds.startTimer({ model, call });
      try {
        const result = await run();
        stop({ outcome: 'ok' });
        return result;
      } catch (err) {
        stop({ outcome: 'error' });
        throw err;
      }
    },
    watch: sources.watch,
    scrape: () => Registry.merge([ofProcess, registry]).metrics(),
  };
}
