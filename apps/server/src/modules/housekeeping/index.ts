// The housekeeping module's face: the hourly maintenance (account purge, pruning) across modules.
export { purgeDeletedAccounts } from './account-purge.ts';
export { runMaintenance, scheduleMaintenance } from './maintenance.ts';
