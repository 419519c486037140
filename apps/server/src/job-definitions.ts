import type { JobDefinition } from './platform/jobs/define-job.ts';

/**
 * Every background job of the app. The API process and `npm run worker` open the jobs layer with
 * this same list: a process can only enqueue, and a worker only run, the jobs listed here.
 */
export const jobDefinitions: readonly JobDefinition[] = [];
