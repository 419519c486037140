import type { Config } from '../../config.ts';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from './define-job.ts';
import { openJobs, type JobsLog } from './jobs.ts';
import { jobsStoreFor } from './store-for.ts';

/**
 * The jobs layer as configured: its store from REDIS_URL / DATABASE_URL, and workers in this
 * process unless JOBS_WORKER=false (the API process) — `npm run worker` always runs them.
 */
export async function openAppJobs(opts: {
  config: Config;
  database: Database;
  definitions: readonly JobDefinition[];
  log: JobsLog;
  redisPrefix?: string;
  runWorkers?: boolean;
}) {
  const { config } = opts;
  const jobs = await openJobs({
    store: jobsStoreFor(config, opts.database, opts.redisPrefix),
    definitions: opts.definitions,
    log: opts.log,
    tuning: { shutdownTimeoutMs: config.jobs.shutdownTimeoutMs, leaseMs: config.jobs.leaseMs, stalledCheckMs: config.jobs.leaseMs },
  });
  if (opts.runWorkers ?? config.jobs.worker) await jobs.start();
  return jobs;
}
