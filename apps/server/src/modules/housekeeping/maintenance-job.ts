import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { runMaintenance } from './maintenance.ts';

export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** The hourly maintenance as a scheduled job: however many processes schedule it, each hour runs once. */
export const maintenance = (deps: { db: Db; storage: Storage; privateStorage: Storage; log: FastifyBaseLogger }) =>
  defineJob({
    name: 'housekeeping.maintenance',
    payload: z.object({}),
    retries: 2,
    backoff: { delayMs: 60_000 },
    timeoutMs: 15 * 60_000,
    async handler() {
      const { purgedUsers } = await runMaintenance(deps.db, { storage: deps.storage, privateStorage: deps.privateStorage });
      if (purgedUsers > 0) deps.log.info(`purged ${purgedUsers} deleted accounts`);
    },
  });
