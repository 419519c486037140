// npm run seed [-- --products 100000] [--batch 10000]
// Migrates the database (DATABASE_URL, or PGlite under DATA_DIR), seeds the demo accounts and
// catalog unless this database was seeded before, then optionally bulk-loads N synthetic listings for
// benchmarks. Stop the server first when it uses the same PGlite directory.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { bulkLoadProducts } from './bulk.ts';
import { seedDemoOnce } from './demo-once.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', short: 'n' },
    batch: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npm run seed -- [--products N] [--batch SIZE]\n  Seeds the demo catalog if empty, then adds N synthetic products.');
  process.exit(0);
}
// "100000", "100_000" and "100,000" all read as a hundred thousand.
const whole = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v.replace(/[_,]/g, '')));
const count = whole(values.products, 0);
const batch = whole(values.batch, 10_000);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(batch) || batch < 1) {
  console.error('--products and --batch take whole numbers');
  process.exit(2);
}

// `npm run seed` from the repository root runs here in apps/server: keep DATA_DIR where
// `npm start` (run from the root) keeps it.
if (!process.env.DATA_DIR && process.env.INIT_CWD) process.env.DATA_DIR = path.join(process.env.INIT_CWD, 'data');
const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
  const demo = await seedDemoOnce(database.db, createStorage(config), { log: (m) => console.log(m) });
  const catalog = demo.kind === 'seeded' && !demo.catalog.skipped ? demo.catalog : null;
  console.log(catalog ? `demo catalog: ${catalog.shops} shops, ${catalog.products} products in ${(catalog.ms / 1000).toFixed(1)} s` : 'demo catalog: already there');
  if (count > 0) {
    const t0 = Date.now();
    let lastLog = 0;
    const loaded = await bulkLoadProducts(database.db, count, {
      batch,
      onProgress: (done) => {
        if (Date.now() - lastLog > 2000 || done === count) {
          lastLog = Date.now();
          console.log(`  ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} products`);
        }
      },
    });
    const s = (Date.now() - t0) / 1000;
    console.log(`bulk: ${loaded.toLocaleString('en-US')} products in ${s.toFixed(1)} s (${Math.round(loaded / s).toLocaleString('en-US')}/s)`);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
