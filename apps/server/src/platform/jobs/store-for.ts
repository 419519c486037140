import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config.ts';
import type { Database } from '../db/client.ts';
import type { JobsStore } from './store.ts';

/**
 * BullMQ on Redis when `REDIS_URL` is set, otherwise in the app's database: PostgreSQL with
 * `DATABASE_URL`, else the embedded PGlite (jobs survive restarts on every setup).
 * `redisPrefix` namespaces the keys as the app's other Redis users do (tests pass a random one).
 */
export function jobsStoreFor(config: Pick<Config, 'redisUrl' | 'databaseUrl'>, database: Database | undefined, redisPrefix = ''): JobsStore {
  if (config.redisUrl) return { kind: 'redis', url: config.redisUrl, prefix: `sokoni:${redisPrefix}jobs` };
  if (!database) throw new Error('Jobs without REDIS_URL are kept in the database: open it first');
  if (database.kind === 'postgres') {
    if (!config.databaseUrl) throw new Error('A PostgreSQL database without DATABASE_URL');
    return { kind: 'postgres', url: config.databaseUrl };
  }
  const pglite = (database.db as unknown as { $client: unknown }).$client;
  if (!(pglite instanceof PGlite)) throw new Error('The embedded database is not a PGlite instance');
  return { kind: 'pglite', pglite };
}
