// The shopping assistant's figures (issue 13): quality on the labelled shopper queries against the
// demo catalog, then POST /api/ai/chat and /api/ai/search latency with 100,000 products.
//   npm run bench -- assistant        (PostgreSQL with DATABASE_URL, else PGlite)
//   BENCH_COMPARE_TREE=/path/to/other/checkout npm run bench -- assistant
//     also starts that checkout's server on the same 100k database and times both servers with the
//     queries interleaved (A, B, A, B…), so a machine's drift falls on both alike: a paired A/B.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ACCESS_TOKEN_TTL_SECONDS } from '../packages/contracts/src/constants.ts';
import { createTokenSigner } from '../apps/server/src/platform/security/tokens.ts';
import { judge, summarise, type JudgedProduct } from '../apps/server/src/modules/assistant/evaluate-queries.ts';
import { SHOPPER_QUERIES } from '../apps/server/src/modules/assistant/shopper-queries.ts';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, root, startServer, stopServer, tempDataDir, treeRssMiB, waitForHealth } from './server-process.ts';

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

/**
 * Each labelled query through search and chat on every server in turn (the order flips each query),
 * ROUNDS times: latency per server.
 */
async function timeQueriesPaired(bases: string[]) {
  const ms = bases.map(() => ({ search: [] as number[], chat: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, q] of SHOPPER_QUERIES.entries()) {
      const order = i % 2 === 0 ? bases.map((_, k) => k) : bases.map((_, k) => bases.length - 1 - k);
      for (const k of order) {
        ms[k]!.search.push((await postJson(`${bases[k]}/api/ai/search`, { query: q.q, limit: 5 })).ms);
        ms[k]!.chat.push((await postJson(`${bases[k]}/api/ai/chat`, { message: q.q, sessionId: `pair_${k}_${round}_${i}` }, { 'x-guest-key': 'bench-guest-key-0000' })).ms);
      }
    }
  }
  return ms.map((m) => ({ search: summary(m.search), chat: summary(m.chat) }));
}

/** This tree's server against BENCH_COMPARE_TREE's, both on the 100k database, queries interleaved. */
async function pairedWithTree(compareTree: string, env: Record<string, string>, buyer: { token: string; key: string }) {
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const servers = [
    startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(ports[0]) }),
    startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(ports[1]) }, compareTree),
  ];
  try {
    for (const base of bases) await waitForHealth(base, 180_000);
    await timeQueriesPaired(bases); // warm-up
    const [own, other] = await timeQueriesPaired(bases);
    const photo = [[] as number[], [] as number[]];
    for (const base of bases) await timePhotoSearches(base, buyer.token, buyer.key, 3);
    for (let i = 0; i < 30; i++) {
      for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) photo[k]!.push((await postJson(`${bases[k]}/api/ai/search`, { imageKey: buyer.key, limit: 10 }, { authorization: `Bearer ${buyer.token}` })).ms);
    }
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: compareTree, encoding: 'utf8' }).stdout.trim();
    return {
      thisTree: { ...own, photoSearch: summary(photo[0]!) },
      compareTree: { path: compareTree, commit, ...other, photoSearch: summary(photo[1]!) },
    };
  } finally {
    await Promise.all(servers.map(stopServer));
  }
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
    `select p.id, p.title, p.brand, p.category, p.subcategory, p.condition, p.price_amount, p.currency, p.attributes, p.city
     from products p join shops s on s.id = p.shop_id where p.is_active and p.is_available and p.status = 'active' and s.is_active`,
  );
  await client.end();
  return new Map(rows.map((r) => [r.id, { ...r, price: { amount: Number(r.price_amount), currency: r.currency } }]));
}

/** Waits until every listable product with a picture has its image vector (the scheduled index job). */
async function pictureIndexDone(url: string, timeoutMs: number): Promise<{ indexed: number; ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ missing: number; indexed: number }>(`
        select (select count(*)::int from products p where p.is_active and p.is_available and p.status = 'active' and jsonb_array_length(p.media) > 0
                  and not exists (select 1 from product_vectors v where v.product_id = p.id)) as missing,
               (select count(*)::int from product_vectors) as indexed`);
      if (rows[0]!.missing === 0 || Date.now() - started > timeoutMs) return { indexed: rows[0]!.indexed, ms: Date.now() - started };
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await client.end();
  }
}

/** A signed-in buyer (made in SQL, token minted as sign-in does) and their uploaded photo: another shot of a demo listing's picture. */
async function buyerWithPhoto(url: string, base: string, jwtSecret: string): Promise<{ token: string; key: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const user = await client.query<{ id: string }>(`insert into users (phone_number, password_hash, username, name, is_phone_verified) values ('+26879999999', 'x', 'bench_photo', 'Bench Photo', true) returning id`);
  const session = await client.query<{ id: string }>(`insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`, [user.rows[0]!.id]);
  await client.end();
  const token = await createTokenSigner(jwtSecret, ACCESS_TOKEN_TTL_SECONDS).signAccess({ sub: user.rows[0]!.id, sid: session.rows[0]!.id, role: 'user' });
  const photo = await sharp(path.join(root, 'apps/server/src/modules/drafting/test-photos/flip-flops.jpg')).flop().jpeg({ quality: 80 }).toBuffer();
  const form = new FormData();
  form.append('folder', 'ai-search');
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return { token, key: ((await res.json()) as { data: { key: string } }).data.key };
}

/**
 * Every listing of the 100k catalog gets an image vector (and sketch): a demo picture's, picked
 * by the listing's id. Photo search then scans 100k sketches as it would a real catalog's.
 */
async function copyDemoVectors(url: string): Promise<{ vectors: number; ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    await client.query(`
      with demo as (select vector, sketch, (row_number() over (order by product_id)) - 1 as n from product_vectors where sketch is not null),
           k as (select count(*) as c from demo)
      insert into product_vectors (product_id, category, vector, sketch)
      select p.id, p.category, d.vector, d.sketch
      from products p cross join k join demo d on d.n = abs(hashtext(p.id::text)) % k.c
      where not exists (select 1 from product_vectors v where v.product_id = p.id)`);
    await client.query('analyze product_vectors');
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from product_vectors');
    return { vectors: rows[0]!.n, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}

async function timePhotoSearches(base: string, token: string, key: string, times = 30) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) ms.push((await postJson(`${base}/api/ai/search`, { imageKey: key, limit: 10 }, { authorization: `Bearer ${token}` })).ms);
  return summary(ms);
}

export async function assistantBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the assistant bench needs DATABASE_URL (100,000 products in PostgreSQL)');
  const db = await scratchDatabase(adminUrl, 'sokoni_bench_assistant');
  const dataDir = tempDataDir();
  const jwtSecret = randomBytes(32).toString('hex');
  const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, JWT_SECRET: jwtSecret };
  let port = await freePort();
  let server = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(port) });
  try {
    // First start seeds the demo catalog (the labelled queries are judged on it) and indexes its pictures.
    let base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, 180_000);
    const rssAtStart = treeRssMiB(server.pid!);
    const index = await pictureIndexDone(db.url, 300_000);
    const rssAfterIndex = treeRssMiB(server.pid!);
    const buyer = await buyerWithPhoto(db.url, base, jwtSecret);
    await timePhotoSearches(base, buyer.token, buyer.key, 3); // the detectors load on the first photo
    const photo = await timePhotoSearches(base, buyer.token, buyer.key);
    const rssWithModels = treeRssMiB(server.pid!);
    const demo = await timeQueries(base, await catalogOf(db.url));
    await stopServer(server);

    // 100,000 products; their image vectors are copies of the demo pictures' (embedding 100k pictures would take hours here).
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--products', '100000'], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding 100,000 products failed');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const vectors = await copyDemoVectors(db.url);
    server = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...env, PORT: String(port) });
    await waitForHealth(base, 180_000);
    await timeQueries(base); // warm-up
    const big = await timeQueries(base);
    await timePhotoSearches(base, buyer.token, buyer.key, 3);
    const bigPhoto = await timePhotoSearches(base, buyer.token, buyer.key);
    const compareTree = process.env.BENCH_COMPARE_TREE;
    let paired;
    if (compareTree) {
      await stopServer(server);
      paired = await pairedWithTree(compareTree, env, buyer);
    }
    return {
      machine: { cores: os.cpus().length, loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10 },
      quality: { catalog: 'demo', ...demo.quality },
      demoCatalog: { search: demo.search, chat: demo.chat, photoSearch: photo, pictureIndex: index },
      memory: { rssAtStartMiB: rssAtStart, rssAfterPictureIndexMiB: rssAfterIndex, rssWithAllModelsMiB: rssWithModels },
      products100k: { queries: SHOPPER_QUERIES.length, rounds: ROUNDS, search: big.search, chat: big.chat, photoSearch: bigPhoto, imageVectors: vectors },
      ...(paired && { products100kPaired: paired }),
    };
  } finally {
    await stopServer(server);
    await db.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
