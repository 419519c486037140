// The housekeeping module's face: the hourly maintenance (account purge, pruning) across modules.
export { purgeDeletedAccounts } from './account-purge.ts';
export { runMaintenance } from './maintenance.ts';
export { maintenance, MAINTENANCE_EVERY_MS } from './maintenance-job.ts';
