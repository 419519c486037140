import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { OffersService } from './service.ts';

/** How often the expiry job looks for offers past their 48 h (a card also shows an overdue offer as expired at once). */
export const OFFER_EXPIRY_EVERY_MS = 60_000;

/** Marks open offers past their time expired and updates both sides' cards; however many processes schedule it, each minute runs once. */
export const offerExpiryJob = (deps: { offers: Pick<OffersService, 'expireDue'>; log: FastifyBaseLogger }) =>
  defineJob({
    name: 'offers.expire',
    payload: z.object({}),
    retries: 1,
    backoff: { delayMs: 30_000 },
    timeoutMs: 60_000,
    async handler() {
      const expired = await deps.offers.expireDue();
      if (expired > 0) deps.log.info(`offers: ${expired} expired`);
    },
  });
