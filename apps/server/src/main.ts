import { buildApp } from './app.ts';
import { scheduleMaintenance } from './maintenance.ts';
import { loadConfig } from './config.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDemoUsers } from './seed/demo-users.ts';

// read config → open db → migrate → seed if empty → listen
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database });
if (config.seedDemo) {
  const created = await seedDemoUsers(createUsersRepo(database.db));
  if (created > 0) app.log.info(`seeded ${created} demo accounts (password demo12345)`);
}
await app.listen({ port: config.port, host: config.host });
scheduleMaintenance(database.db, app.log);
app.log.info(`Sokoni is up on http://localhost:${config.port} (database: ${database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
