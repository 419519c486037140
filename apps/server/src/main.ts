import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { keepNoDecodedPictures } from './platform/media/sharp-memory.ts';
import { checkStorages, createStorage } from './platform/storage/create-storage.ts';
import { publicDemoPasswordsWarning, seedDemoOnce } from './seed/demo-once.ts';
import { testOnlyDeps } from './test-only-deps.ts';

// read config → check storage → open db → migrate → seed demo data once → listen
keepNoDecodedPictures();
const config = loadConfig();
try {
  await checkStorages(config);
} catch (err) {
  console.error(`Sokoni cannot start: media storage: ${(err as Error).message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database, scheduleJobs: true, ...testOnlyDeps() });
if (config.isProduction && !config.publicUrlConfigured) {
  app.log.warn(`PUBLIC_URL is not set: shared links and their previews will point at ${config.publicUrl}`);
}
const demoWarning = publicDemoPasswordsWarning(config);
if (demoWarning) app.log.warn(demoWarning);
if (config.seedDemo) {
  // Once per database (a deleted demo account stays deleted); a catalog that failed to write is
  // tried again at the next start (it writes in one transaction).
  try {
    const demo = await seedDemoOnce(database.db, createStorage(config), { log: (m) => app.log.info(m) });
    if (demo.kind === 'seeded') {
      if (demo.accounts > 0) app.log.info(`seeded ${demo.accounts} demo accounts (password demo12345)`);
      if (!demo.catalog.skipped) {
        const { catalog } = demo;
        app.log.info(`seeded the demo catalog: ${catalog.shops} shops, ${catalog.products} products in ${(catalog.ms / 1000).toFixed(1)} s`);
        await app.indexPicturesNow();
        await app.videoRenditionsNow();
      }
    }
  } catch (err) {
    app.log.error({ err }, 'could not seed the demo data');
  }
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`Sokoni is up on http://localhost:${config.port} (database: ${database.kind})`);

// Graceful shutdown: turn the readiness check to 503, give the load balancer the drain delay to
// notice, then stop taking connections, let requests in flight finish, close sockets (clients
// reconnect to another process) and let running jobs finish. A second signal or the hard timeout
// ends it at once.
const SHUTDOWN_TIMEOUT_MS = 30_000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.drain();
    app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  });
}
