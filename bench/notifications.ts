import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { api } from './load-helpers.ts';
import { scratchDatabase } from './scratch-database.ts';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort, startServer, stopServer, tempDataDir, waitForHealth } from './server-process.ts';

const ACTIONS = 200;
const WARM_UP = 10;
const SOCKET_PATH = '/api/socket.io';

/** Signs up through the real API and the development outbox. */
async function signUp(base: string, phoneNumber: string) {
  await api(base, 'POST', '/api/auth/register', { phoneNumber, password: 'bench-pass-1' });
  const outbox = await api<{ data: { messages: { code: string }[] } }>(base, 'GET', `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  const verified = await api<{ data: { user: { id: string }; accessToken: string } }>(base, 'POST', '/api/auth/verify-otp', { phoneNumber, otp: outbox.data.messages[0]!.code });
  return { id: verified.data.user.id, token: verified.data.accessToken };
}

function socketTo(base: string, token: string): Promise<Socket> {
  const socket = connect(base, { path: SOCKET_PATH, transports: ['websocket', 'polling'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function summary(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const pick = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
  return { samples: sorted.length, p50Ms: pick(0.5), p90Ms: pick(0.9), p99Ms: pick(0.99), maxMs: pick(1) };
}

/**
 * Issue 4: how long a like takes to reach the seller's phone when the buyer's request lands on
 * one API process and the seller's socket is on another (PostgreSQL + Redis between them).
 * Times run from the start of the like request to the `notification:new` event on the socket.
 */
export async function notificationsBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('the notifications bench needs DATABASE_URL and REDIS_URL (two processes share them)');
  const db = await scratchDatabase(adminUrl, 'sokoni_bench_notif');
  const dirs = [tempDataDir(), tempDataDir()];
  const shared = { DATABASE_URL: db.url, REDIS_URL: redisUrl, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false' };
  const servers: ReturnType<typeof startServer>[] = [];
  const sockets: Socket[] = [];
  try {
    // One after the other: the first migrates the fresh database.
    const bases: string[] = [];
    for (const dir of dirs) {
      const port = await freePort();
      servers.push(startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...shared, DATA_DIR: dir, PORT: String(port) }));
      bases.push(`http://127.0.0.1:${port}`);
      await waitForHealth(bases.at(-1)!, 120_000);
    }
    const [baseA, baseB] = bases as [string, string];

    const seller = await signUp(baseA, '+26878990001');
    const buyer = await signUp(baseA, '+26878990002');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const shop = await client.query<{ id: string }>(`insert into shops (owner_id, name, slug, city) values ($1, 'Bench Shop', 'bench-shop', 'Mbabane') returning id`, [seller.id]);
    const products = await client.query<{ id: string }>(
      `insert into products (shop_id, title, slug, category, price_amount, city)
       select $1, 'Bench item ' || i, 'bench-item-' || i, 'electronics', 100 + i, 'Mbabane' from generate_series(1, $2::int) i returning id`,
      [shop.rows[0]!.id, ACTIONS + WARM_UP],
    );
    await client.end();

    // The seller has the app open twice: on process B (the one measured) and on A.
    const onB = await socketTo(baseB, seller.token);
    const onA = await socketTo(baseA, seller.token);
    sockets.push(onB, onA);
    const arrivals = new Map<string, { b?: number; a?: number }>();
    const waiters = new Map<string, () => void>();
    const record = (side: 'a' | 'b') => (n: { data: { productId?: string } }) => {
      const id = n.data.productId ?? '';
      arrivals.set(id, { ...arrivals.get(id), [side]: performance.now() });
      if (side === 'b') waiters.get(id)?.();
    };
    onB.on('notification:new', record('b'));
    onA.on('notification:new', record('a'));

    const crossProcess: number[] = [];
    const sameProcess: number[] = [];
    const request: number[] = [];
    const redisHop: number[] = [];
    let lost = 0;
    for (const [i, { id }] of products.rows.entries()) {
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        waiters.set(id, () => (clearTimeout(timer), resolve(true)));
      });
      const started = performance.now();
      await api(baseA, 'POST', `/api/products/${id}/like`, undefined, buyer.token);
      const answered = performance.now();
      const ok = await arrived;
      await new Promise((r) => setTimeout(r, 5)); // let A's own socket event land too
      if (i < WARM_UP) continue;
      if (!ok) {
        lost += 1;
        continue;
      }
      const at = arrivals.get(id)!;
      crossProcess.push(at.b! - started);
      if (at.a !== undefined) {
        sameProcess.push(at.a - started);
        redisHop.push(at.b! - at.a);
      }
      request.push(answered - started);
    }
    return {
      database: 'postgres',
      redis: true,
      processes: 2,
      actions: ACTIONS,
      action: 'POST /api/products/{id}/like on A, seller socket on B (websocket)',
      crossProcess: summary(crossProcess),
      sameProcess: summary(sameProcess),
      likeRequest: summary(request),
      // What the second process costs: arrival on B minus arrival on A's own socket.
      redisHop: summary(redisHop),
      lost,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    };
  } finally {
    for (const s of sockets) s.close();
    for (const server of servers) await stopServer(server);
    await db.drop().catch(() => {});
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
