import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { jobDefinitions } from './job-definitions.ts';
import { openDatabase } from './platform/db/client.ts';
import { redactedError } from './platform/http/log-redaction.ts';
import { openAppJobs } from './platform/jobs/open-app-jobs.ts';

// `npm run worker`: read config → open db → migrate → run the jobs; no HTTP. For deployments that
// run workers apart from the API (which then sets JOBS_WORKER=false); by default the API runs both.
const config = loadConfig();
const log = pino({ level: config.logLevel, serializers: { err: redactedError } });
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL: the embedded database opens in one process only, and `npm start` runs the jobs itself');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const jobs = await openAppJobs({ config, database, definitions: jobDefinitions, log, runWorkers: true });
log.info(`Sokoni worker is up (jobs: ${jobs.store}, ${jobDefinitions.length} job definitions)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await jobs.close();
    await database.close();
    process.exit(0);
  });
}
