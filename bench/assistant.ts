// The shopping assistant's figures (issue 13): quality on the labelled shopper queries against the
// demo catalog, then POST /api/ai/chat and /api/ai/search latency with 100,000 products.
//   npm run bench -- assistant        (PostgreSQL with DATABASE_URL, else PGlite)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { judge, summarise, type JudgedProduct } from '../apps/server/src/modules/assistant/evaluate-queries.ts';
import { SHOPPER_QUERIES } from '../apps/server/src/modules/assistant/shopper-queries.ts';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, root, startServer, stopServer, tempDataDir, waitForHealth } from './server-process.ts';

const ROUNDS = 3;

function summary(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const pick = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
  return { samples: sorted.length, p50Ms: pick(0.5), p95Ms: pick(0.95), p99Ms: pick(0.99), maxMs: pick(1) };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - started, data: json.data };
}

/** Every labelled query through search and chat, ROUNDS times: latency, plus quality on the first round. */
async function timeQueries(base: string, catalog?: Map<string, JudgedProduct>) {
  const search: number[] = [];
  const chat: number[] = [];
  const outcomes = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, q] of SHOPPER_QUERIES.entries()) {
      const s = await postJson(`${base}/api/ai/search`, { query: q.q, limit: 5 });
      search.push(s.ms);
      if (round === 0 && catalog) outcomes.push(judge(q, (s.data.results as { product: { id: string } }[]).map((r) => r.product.id), catalog));
      const c = await postJson(`${base}/api/ai/chat`, { message: q.q, sessionId: `bench_${round}_${i}` }, { 'x-guest-key': 'bench-guest-key-0000' });
      chat.push(c.ms);
    }
  }
  return { search: summary(search), chat: summary(chat), quality: catalog ? { ...summarise(outcomes), misses: outcomes.filter((o) => o.precisionAt5 < 1).map((o) => `${o.q}: ${o.relevant}/${Math.min(5, o.available)}`) } : undefined };
}

async function catalogOf(url: string): Promise<Map<string, JudgedProduct>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string; title: string; brand: string | null; category: string; subcategory: string | null; condition: string; price_amount: string; currency: string; attributes: Record<string, unknown>; city: string }>(
    'select id, title, brand, category, subcategory, condition, price_amount, currency, attributes, city from products',
  );
  await client.end();
  return new Map(rows.map((r) => [r.id, { ...r, price: { amount: Number(r.price_amount), currency: r.currency } }]));
}

export async function assistantBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the assistant bench needs DATABASE_URL (100,000 products in PostgreSQL)');
  const db = await scratchDatabase(adminUrl, 'sokoni_bench_assistant');
  const dataDir = tempDataDir();
  const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, AI_ENABLED: 'false' };
  let port = await freePort();
  let server = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(port) });
  try {
    // First start seeds the demo catalog: the labelled queries are judged on it.
    let base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, 180_000);
    const demo = await timeQueries(base, await catalogOf(db.url));
    await stopServer(server);

    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--products', '100000'], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding 100,000 products failed');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(port) });
    await waitForHealth(base, 180_000);
    await timeQueries(base); // warm-up
    const big = await timeQueries(base);
    return {
      machine: { cores: os.cpus().length, loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10 },
      quality: { catalog: 'demo', ...demo.quality },
      demoCatalog: { search: demo.search, chat: demo.chat },
      products100k: { queries: SHOPPER_QUERIES.length, rounds: ROUNDS, search: big.search, chat: big.chat },
    };
  } finally {
    await stopServer(server);
    await db.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
