import type { createChatsService } from '../modules/chats/index.ts';
import type { createOffersService } from '../modules/offers/index.ts';
import type { Jobs } from '../platform/jobs/jobs.ts';

/**
 * What an earlier service calls of a later one, per request or per job (never while the graph is
 * built): buildServices fills it in as each is made, and the jobs layer last of all.
 */
export type Late = {
  jobs?: Jobs;
  chats?: ReturnType<typeof createChatsService>;
  offers?: ReturnType<typeof createOffersService>;
};
