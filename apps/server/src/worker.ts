import { createServer } from 'node:http';
import { pino } from 'pino';
import { keepNoDecodedPictures } from './platform/media/sharp-memory.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { redactedError } from './platform/http/log-redaction.ts';
import { checkStorages } from './platform/storage/create-storage.ts';
import { buildServices } from './services.ts';

// `npm run worker`: read config → open db → migrate → run the jobs; no HTTP. For deployments that
// run workers apart from the API (which then sets JOBS_WORKER=false); by default the API runs both.
keepNoDecodedPictures();
const config = loadConfig();
const log = pino({ level: config.logLevel, serializers: { err: redactedError } });
if (!config.databaseUrl) {
  log.error('npm run worker needs DATABASE_URL: the embedded database opens in one process only, and `npm start` runs the jobs itself');
  process.exit(1);
}
try {
  await checkStorages(config);
} catch (err) {
  log.error(`the worker cannot start: media storage: ${(err as Error).message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
// The same graph as the API's (jobs use its services); its Socket.IO server never listens, so
// what a job pushes reaches users' sockets on the API processes through Redis.
const services = await buildServices({ config, database, log, httpServer: createServer(), scheduleJobs: true, runJobWorkers: true });
log.info(`Sokoni worker is up (jobs: ${services.jobs.store})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await services.realtime.close();
    await services.close();
    await database.close();
    process.exit(0);
  });
}
