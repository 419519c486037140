import { eq } from 'drizzle-orm';
import { createUsersRepo } from '../modules/users/index.ts';
import type { Db } from '../platform/db/client.ts';
import { seedMarks } from '../platform/db/tables/seed.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { seedCatalog, type SeedCatalogOptions, type SeedCatalogResult } from './catalog.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demo-users.ts';

const DEMO_MARK = 'demo';

export type DemoSeedResult = { kind: 'already-seeded' } | { kind: 'seeded'; accounts: number; catalog: SeedCatalogResult };

/**
 * The demo accounts and catalog, once per database (contract): the first run writes them and
 * marks the database, every later run does nothing, so a deleted demo account stays deleted.
 * A catalog that fails leaves no mark and is tried again at the next start (the accounts already
 * there are kept as they are). Databases seeded before the mark existed are marked by migration 0014.
 */
export async function seedDemoOnce(db: Db, storage: Storage, opts: SeedCatalogOptions = {}): Promise<DemoSeedResult> {
  if (await demoSeeded(db)) return { kind: 'already-seeded' };
  const accounts = await seedDemoUsers(createUsersRepo(db));
  const catalog = await seedCatalog(db, storage, opts);
  await db.insert(seedMarks).values({ name: DEMO_MARK }).onConflictDoNothing();
  return { kind: 'seeded', accounts, catalog };
}

async function demoSeeded(db: Db): Promise<boolean> {
  const [mark] = await db.select({ name: seedMarks.name }).from(seedMarks).where(eq(seedMarks.name, DEMO_MARK)).limit(1);
  return Boolean(mark);
}

/** Production seeds only when SEED_DEMO=true is set, and then every start says what that means. */
export function publicDemoPasswordsWarning(config: { isProduction: boolean; seedDemo: boolean }): string | undefined {
  if (!config.isProduction || !config.seedDemo) return undefined;
  return (
    `SEED_DEMO=true in production: the demo accounts (admin ${DEMO_USERS[0].phoneNumber} and three more) sign in ` +
    `with the public password ${DEMO_PASSWORD}. Delete them and unset SEED_DEMO before real people use this server.`
  );
}
