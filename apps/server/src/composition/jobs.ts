import path from 'node:path';
import { maintenance, MAINTENANCE_EVERY_MS } from '../modules/housekeeping/index.ts';
import { createVideoRenditions, videoRenditionsJob } from '../modules/listings/index.ts';
import { OFFER_EXPIRY_EVERY_MS } from '../modules/offers/index.ts';
import { PICTURE_INDEX_EVERY_MS } from '../modules/assistant/index.ts';
import { isDatabaseUnavailable } from '../platform/http/errors.ts';
import type { JobDefinition } from '../platform/jobs/define-job.ts';
import { openAppJobs } from '../platform/jobs/open-app-jobs.ts';
import { unavailableJobs } from '../platform/jobs/unavailable-jobs.ts';
import type { ServicesInput } from './services-input.ts';
import type { Adapters } from './adapters.ts';

type ServiceJobs = { videoJob: JobDefinition; listingJob: JobDefinition; offerExpiry: JobDefinition; pictureIndex?: JobDefinition };

/**
 * Background jobs: in Redis with REDIS_URL, else in this database; run here unless
 * JOBS_WORKER=false. The services' own jobs, plus housekeeping and the small renditions of
 * listing videos made before they existed (at start, then hourly).
 */
export async function openJobs(input: ServicesInput, a: Adapters, own: ServiceJobs) {
  const { config, database, log } = input;
  const { db } = database;
  const maintenanceJob = maintenance({ db, storage: a.storage, privateStorage: a.privateStorage, log });
  const renditionsJob = videoRenditionsJob(createVideoRenditions({ db, storage: a.storage, tmpDir: path.join(config.dataDir, 'tmp', 'renditions'), log }), log);
  const { videoJob, listingJob, offerExpiry, pictureIndex } = own;
  const definitions = [videoJob, listingJob, maintenanceJob, renditionsJob, offerExpiry, ...(pictureIndex ? [pictureIndex] : [])];
  const jobs = await openAppJobs({ config, database, definitions, log, redisPrefix: input.redisPrefix, runWorkers: input.runJobWorkers }).catch((err: unknown) => {
    if (!isDatabaseUnavailable(err)) throw err;
    log.error({ err }, 'background jobs are off: the database went away while they opened; restart when it is back');
    return unavailableJobs(err);
  });
  return { jobs, maintenanceJob, renditionsJob };
}

/** The recurring jobs' timetable (the API's main process and the worker; each runs once anyway). */
export async function scheduleJobs(opened: Awaited<ReturnType<typeof openJobs>>, own: ServiceJobs): Promise<void> {
  const { jobs } = opened;
  await jobs.schedule(opened.maintenanceJob, { everyMs: MAINTENANCE_EVERY_MS }, {});
  await jobs.schedule(opened.renditionsJob, { everyMs: MAINTENANCE_EVERY_MS }, {});
  await jobs.schedule(own.offerExpiry, { everyMs: OFFER_EXPIRY_EVERY_MS }, {});
  if (own.pictureIndex) await jobs.schedule(own.pictureIndex, { everyMs: PICTURE_INDEX_EVERY_MS }, {});
}
