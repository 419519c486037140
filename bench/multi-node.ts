// Multi-node figures (issue 15): two API processes and one worker on one PostgreSQL, one Redis and
// one S3-compatible store (s3rver on loopback), a mixed load (feed, search, likes, uploads, chat
// between 200 pairs of users), and `kill -9` of API process A halfway through.
//   npm run bench -- multinode        (needs DATABASE_URL and REDIS_URL)
// Clients fail over as they would behind a load balancer: a request or socket that finds A gone
// goes to B. A chat send is retried with its clientKey (the server keeps one message per key);
// likes and uploads are not retried: only acknowledged ones are counted and checked.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestS3Server, TEST_S3_CREDENTIALS } from '../apps/server/src/platform/storage/test-s3-server.ts';
import { pool, seedPairs, summary } from './load-helpers.ts';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, startServer, stopServer, tempDataDir, waitForHealth } from './server-process.ts';

const DURATION_MS = 60_000;
const KILL_AT_MS = 30_000;
const PAIRS = 200;
const MESSAGE_EVERY_MS = 2_000;
const READERS = 6;
const LIKERS = 3;
const UPLOADERS = 2;
const RECOVER_WITHIN_MS = 15_000;
const SOCKET_PATH = '/api/socket.io';
const BUCKET = 'sokoni-bench';

type Person = { id: string; token: string; home: number };
type Counter = { ok: number; failed: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function multiNodeBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('the multi-node bench needs DATABASE_URL and REDIS_URL (the processes share them)');
  const db = await scratchDatabase(adminUrl, 'sokoni_bench_multinode');
  const s3 = await startTestS3Server([BUCKET]);
  const dirs = [tempDataDir(), tempDataDir(), tempDataDir()];
  const jwtSecret = randomBytes(32).toString('hex');
  const shared = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    STORAGE_URL: s3.storageUrl(BUCKET),
    ...TEST_S3_CREDENTIALS,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
    AI_ENABLED: 'false',
    JOBS_WORKER: 'false',
  };
  const processes: ReturnType<typeof startServer>[] = [];
  const sockets = new Set<Socket>();
  const client = new pg.Client({ connectionString: db.url });
  try {
    const bases: string[] = [];
    for (const dir of dirs.slice(0, 2)) {
      const port = await freePort();
      processes.push(startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...shared, DATA_DIR: dir, PORT: String(port) }));
      bases.push(`http://127.0.0.1:${port}`);
      await waitForHealth(bases.at(-1)!, 120_000);
    }
    processes.push(startServer([process.execPath, '--import', 'tsx', 'apps/server/src/worker.ts'], { ...shared, DATA_DIR: dirs[2]!, JOBS_WORKER: 'true' }));
    const [processA] = processes as [ReturnType<typeof startServer>];
    const alive = [true, true];

    // 200 sellers with a shop and a listing, 200 buyers; sessions minted as sign-in does.
    await client.connect();
    const { tokenOf, sellers, buyers, shopIds, shopOf } = await seedPairs(client, jwtSecret, PAIRS);
    const products = await client.query<{ id: string }>(
      `insert into products (shop_id, title, slug, category, price_amount, city)
       select id, 'Bench phone ' || n, 'bench-phone-' || n, 'electronics', 100 + n, 'Mbabane' from unnest($1::uuid[]) with ordinality as t(id, n) returning id`,
      [shopIds],
    );
    const productIds = products.rows.map((r) => r.id);

    const counters: Record<'feed' | 'search' | 'like' | 'upload' | 'message', Counter> = {
      feed: { ok: 0, failed: 0 },
      search: { ok: 0, failed: 0 },
      like: { ok: 0, failed: 0 },
      upload: { ok: 0, failed: 0 },
      message: { ok: 0, failed: 0 },
    };
    let failovers = 0;

    /** One HTTP call from `person`; when their process is gone they move to the other one. */
    async function call(person: Person, method: string, route: string, init: { json?: unknown; form?: FormData; retry: boolean }) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const base = bases[person.home]!;
        try {
          const res = await fetch(`${base}${route}`, {
            method,
            headers: { authorization: `Bearer ${person.token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
            body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> };
          return { status: res.status, data: body.data };
        } catch {
          // The process is gone (refused, reset, or silent): fail over, as a balancer would.
          if (person.home === 0 && !alive[0]) {
            person.home = 1;
            failovers++;
          }
          if (!init.retry) return { status: 0, data: undefined };
        }
      }
      return { status: 0, data: undefined };
    }

    // The 200 conversations, started by the buyers.
    const buyerPeople = buyers.map((id, i): Person => ({ id, token: tokenOf.get(id)!, home: i % 2 }));
    const sellerPeople = sellers.map((id, i): Person => ({ id, token: tokenOf.get(id)!, home: (i + 1) % 2 }));
    const chats: { chatId: string; buyer: Person; seller: Person }[] = [];
    await pool(
      sellerPeople.map((seller, i) => ({ seller, buyer: buyerPeople[i]! })),
      20,
      async ({ seller, buyer }) => {
        const started = await call(buyer, 'POST', `/api/chats/shop/${shopOf.get(seller.id)}`, { json: { message: 'Is this still available?' }, retry: false });
        if (started.status !== 201 && started.status !== 200) throw new Error(`starting a chat answered ${started.status}`);
        chats.push({ chatId: started.data!.chatId as string, buyer, seller });
      },
    );

    // Sellers listen: each on the process their side of the pair lives on (half on A).
    const sentAt = new Map<string, number>();
    const keyOf = new Map<string, string>();
    const acknowledged = new Set<string>();
    const deliveredLive = new Map<string, number>();
    const deliveredOnCatchUp = new Set<string>();
    const recoveries: number[] = [];
    let unrecovered = 0;

    async function openSocket(person: Person): Promise<Socket> {
      const socket = connect(bases[person.home]!, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: person.token }, reconnection: false, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.add(socket);
      return socket;
    }

    async function listen(chat: (typeof chats)[number]) {
      const socket = await openSocket(chat.seller);
      // A recipient's view has no clientKey (that is the sender's): the content names the message.
      socket.on('message:new', (payload: { message: { content: string } }) => {
        const key = keyOf.get(payload.message.content);
        if (key && !deliveredLive.has(key)) deliveredLive.set(key, performance.now() - sentAt.get(key)!);
      });
      socket.once('disconnect', async (reason) => {
        sockets.delete(socket);
        if (reason === 'io client disconnect') return;
        const lostAt = performance.now();
        if (!alive[chat.seller.home]) {
          chat.seller.home = 1 - chat.seller.home;
          failovers++;
        }
        while (performance.now() - lostAt < RECOVER_WITHIN_MS) {
          try {
            await listen(chat);
            recoveries.push(performance.now() - lostAt);
            // Catch up on what came while disconnected, as the app does on reconnecting.
            const page = await call(chat.seller, 'GET', `/api/chats/${chat.chatId}/messages?limit=30`, { retry: true });
            for (const m of (page.data?.messages as { content: string }[] | undefined) ?? []) {
              const key = keyOf.get(m.content);
              if (key && !deliveredLive.has(key)) deliveredOnCatchUp.add(key);
            }
            return;
          } catch {
            await sleep(250);
          }
        }
        unrecovered++;
      });
    }
    await pool(chats, 50, listen);

    const started = performance.now();
    const running = () => performance.now() - started < DURATION_MS;
    const killer = (async () => {
      await sleep(KILL_AT_MS);
      alive[0] = false;
      process.kill(processA.pid!, 'SIGKILL');
    })();

    // Chat: every conversation sends a message every 2 s, through the buyer's process.
    const chatting = chats.map(async (chat, i) => {
      await sleep(Math.random() * MESSAGE_EVERY_MS);
      for (let n = 0; running(); n++) {
        const next = performance.now() + MESSAGE_EVERY_MS;
        const key = `bench-${i}-${n}`;
        const content = `Message ${n} of pair ${i}`;
        sentAt.set(key, performance.now());
        keyOf.set(content, key);
        const sent = await call(chat.buyer, 'POST', '/api/chats/messages', { json: { chatId: chat.chatId, content, clientKey: key }, retry: true });
        if (sent.status === 201 || sent.status === 200) {
          acknowledged.add(key);
          counters.message.ok++;
        } else {
          sentAt.delete(key);
          counters.message.failed++;
        }
        await sleep(Math.max(0, next - performance.now()));
      }
    });

    // Readers: the feed and search, as fast as answers come.
    const reading = Array.from({ length: READERS }, async (_, r) => {
      const reader = buyerPeople[r]!;
      for (let n = 0; running(); n++) {
        const kind = n % 2 === 0 ? 'feed' : 'search';
        const route = kind === 'feed' ? `/api/products?limit=20&page=${(n % 5) + 1}` : `/api/products/search?q=phone&limit=20`;
        const res = await call(reader, 'GET', route, { retry: true });
        counters[kind][res.status === 200 ? 'ok' : 'failed']++;
      }
    });

    // Likes: each (person, listing) once, so every acknowledged like must be there at the end.
    const likedPairs: { userId: string; productId: string }[] = [];
    let likeIndex = 0;
    const liking = Array.from({ length: LIKERS }, async () => {
      while (running()) {
        const i = likeIndex++;
        const person = buyerPeople[i % PAIRS]!;
        const productId = productIds[Math.floor(i / PAIRS) % productIds.length]!;
        const res = await call(person, 'POST', `/api/products/${productId}/like`, { retry: false });
        if (res.status === 200 && res.data?.liked === true) {
          counters.like.ok++;
          likedPairs.push({ userId: person.id, productId });
        } else counters.like.failed++;
      }
    });

    // Uploads: a small picture each, by different people (the per-person hourly cap).
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const uploadedUrls: string[] = [];
    let uploadIndex = 0;
    const uploading = Array.from({ length: UPLOADERS }, async () => {
      while (running()) {
        const person = sellerPeople[uploadIndex++ % PAIRS]!;
        const form = new FormData();
        form.set('folder', 'comments');
        form.set('file', new Blob([picture], { type: 'image/jpeg' }), 'bench.jpg');
        const res = await call(person, 'POST', '/api/media/upload', { form, retry: false });
        if (res.status === 201 && typeof res.data?.url === 'string') {
          counters.upload.ok++;
          uploadedUrls.push(res.data.url);
        } else counters.upload.failed++;
        await sleep(250);
      }
    });

    await Promise.all([...chatting, ...reading, ...liking, ...uploading, killer]);
    const elapsedMs = performance.now() - started;
    // Deliveries still in flight (a loaded machine can take seconds).
    const settleBy = performance.now() + 15_000;
    while (performance.now() < settleBy && [...acknowledged].some((k) => !deliveredLive.has(k) && !deliveredOnCatchUp.has(k))) await sleep(200);

    // What the stores hold afterwards.
    const keys = [...acknowledged];
    const stored = await client.query<{ client_key: string }>('select client_key from chat_messages where client_key = any($1::text[])', [keys]);
    const storedKeys = new Set(stored.rows.map((r) => r.client_key));
    const likes = await client.query<{ n: number }>(
      `select count(*)::int as n from product_likes l join unnest($1::uuid[], $2::uuid[]) as t(u, p) on l.user_id = t.u and l.product_id = t.p`,
      [likedPairs.map((l) => l.userId), likedPairs.map((l) => l.productId)],
    );
    let uploadsReadable = 0;
    await pool(uploadedUrls, 10, async (url) => {
      const res = await fetch(url.startsWith('http') ? url : `${bases[1]}${url}`);
      await res.arrayBuffer();
      if (res.ok) uploadsReadable++;
    });
    const undelivered = keys.filter((k) => storedKeys.has(k) && !deliveredLive.has(k) && !deliveredOnCatchUp.has(k)).length;
    const served = Object.values(counters).reduce((sum, c) => sum + c.ok, 0);

    return {
      machine: { cores: os.cpus().length, loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10 },
      layout: 'API A + API B (JOBS_WORKER=false) + 1 worker; PostgreSQL, Redis, s3rver on loopback; clients fail over from A to B',
      durationMs: Math.round(elapsedMs),
      killedApiAAtMs: KILL_AT_MS,
      requests: { served, perSecond: Math.round((served * 1000) / elapsedMs), failedOrRefused: Object.values(counters).reduce((sum, c) => sum + c.failed, 0), byKind: counters, clientFailovers: failovers },
      chat: {
        pairs: PAIRS,
        acknowledged: keys.length,
        lost: keys.length - storedKeys.size,
        deliveredLive: deliveredLive.size,
        deliveredOnReconnect: deliveredOnCatchUp.size,
        notDelivered: undelivered,
        liveDelivery: summary([...deliveredLive.values()]),
      },
      sockets: { reconnectedAfterKill: recoveries.length, reconnect: summary(recoveries), notRecoveredWithinMs: { ms: RECOVER_WITHIN_MS, clients: unrecovered } },
      likes: { acknowledged: likedPairs.length, lost: likedPairs.length - Number(likes.rows[0]?.n ?? 0) },
      uploads: { acknowledged: uploadedUrls.length, lost: uploadedUrls.length - uploadsReadable },
    };
  } finally {
    for (const s of sockets) s.close();
    await client.end().catch(() => {});
    await Promise.all(processes.map(stopServer));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await s3.close();
    await db.drop().catch(() => {});
  }
}
