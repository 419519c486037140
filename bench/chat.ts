// Messaging figures (issue 12): delivery latency across two API processes with 200 conversations
// active, memory per connected socket, and the messages page in a chat of 10,000 messages.
//   npm run bench -- chat        (needs DATABASE_URL and REDIS_URL)
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { pool, seedPairs, summary } from './load-helpers.ts';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, startServer, stopServer, tempDataDir, treeRssMiB, waitForHealth } from './server-process.ts';

const PAIRS = 200;
const ROUNDS = 5;
const STEADY_EVERY_MS = 2000;
const STEADY_MESSAGES = 5;
const EXTRA_SOCKETS = 1000;
const BIG_CHAT = 10_000;
const PAGE_REQUESTS = 300;
const SOCKET_PATH = '/api/socket.io';

function socketTo(base: string, token: string): Promise<Socket> {
  const socket = connect(base, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function post(base: string, route: string, token: string, body: unknown) {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

export async function chatBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('the chat bench needs DATABASE_URL and REDIS_URL (two processes share them)');
  const db = await scratchDatabase(adminUrl, 'sokoni_bench_chat');
  const dirs = [tempDataDir(), tempDataDir()];
  const jwtSecret = randomBytes(32).toString('hex');
  const shared = { DATABASE_URL: db.url, REDIS_URL: redisUrl, JWT_SECRET: jwtSecret, SEED_DEMO: 'false', AI_ENABLED: 'false' };
  const servers: ReturnType<typeof startServer>[] = [];
  const sockets: Socket[] = [];
  try {
    const bases: string[] = [];
    for (const dir of dirs) {
      const port = await freePort();
      servers.push(startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { ...shared, DATA_DIR: dir, PORT: String(port) }));
      bases.push(`http://127.0.0.1:${port}`);
      await waitForHealth(bases.at(-1)!, 120_000);
    }
    const [baseA, baseB] = bases as [string, string];

    // 200 sellers with a shop and a product, 200 buyers, each with a session; tokens minted as sign-in does.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { tokenOf, sellers, buyers, shopOf } = await seedPairs(client, jwtSecret, PAIRS);

    // 200 conversations, started through A.
    const chats: { chatId: string; buyer: string; seller: string }[] = [];
    await pool(
      sellers.map((seller, i) => ({ seller, buyer: buyers[i]! })),
      20,
      async ({ seller, buyer }) => {
        const started = await post(baseA, `/api/chats/shop/${shopOf.get(seller)}`, tokenOf.get(buyer)!, { message: 'Is this still available?' });
        chats.push({ chatId: started.data.chatId as string, buyer, seller });
      },
    );

    // Sellers listen on B, buyers on A.
    const rssBefore = treeRssMiB(servers[1]!.pid!);
    const sellerSockets = new Map<string, Socket>();
    await pool(sellers, 50, async (seller) => {
      const s = await socketTo(baseB, tokenOf.get(seller)!);
      sockets.push(s);
      sellerSockets.set(seller, s);
    });
    await pool(buyers, 50, async (buyer) => void sockets.push(await socketTo(baseA, tokenOf.get(buyer)!)));

    // Delivery: a buyer's send through A to the seller's `message:new` on B.
    const deliver = async (c: (typeof chats)[number], content: string, clientKey: string) => {
      const socket = sellerSockets.get(c.seller)!;
      const arrived = new Promise<number>((resolve) => {
        const on = (payload: { message: { content: string } }) => {
          if (payload.message.content !== content) return;
          socket.off('message:new', on);
          resolve(performance.now());
        };
        socket.on('message:new', on);
      });
      const started = performance.now();
      await post(baseA, '/api/chats/messages', tokenOf.get(c.buyer)!, { chatId: c.chatId, content, clientKey });
      return (await arrived) - started;
    };
    // Steady: each of the 200 conversations sends a message every 2 s (100 messages a second in all).
    const steady: number[] = [];
    await Promise.all(
      chats.map(async (c, i) => {
        await new Promise((r) => setTimeout(r, Math.random() * STEADY_EVERY_MS));
        for (let n = 0; n < STEADY_MESSAGES; n++) {
          const next = performance.now() + STEADY_EVERY_MS;
          steady.push(await deliver(c, `steady ${n} message ${i}`, `temp-steady-${n}-${i}`));
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      }),
    );
    // Burst: all 200 conversations send at the same instant, five times (the worst case).
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(chats.map(async (c, i) => void latencies.push(await deliver(c, `round ${round} message ${i}`, `temp-${round}-${i}`))));
    }

    // Memory per connected socket: 1,000 more sockets on B.
    const rssWith200 = treeRssMiB(servers[1]!.pid!);
    await pool(Array.from({ length: EXTRA_SOCKETS }, (_, i) => sellers[i % sellers.length]!), 50, async (seller) => void sockets.push(await socketTo(baseB, tokenOf.get(seller)!)));
    await new Promise((r) => setTimeout(r, 1000));
    const rssWith1200 = treeRssMiB(servers[1]!.pid!);

    // A chat of 10,000 messages: the newest page and older pages by `before`.
    const big = chats[0]!;
    await client.query(
      `insert into chat_messages (chat_id, sender_id, sender_type, content, created_at)
       select $1, case when i % 2 = 0 then $2::uuid else $3::uuid end, case when i % 2 = 0 then 'User' else 'Shop' end,
              'Message number ' || i, now() - make_interval(secs => ($4::int - i) * 7)
       from generate_series(1, $4::int) i`,
      [big.chatId, big.buyer, big.seller, BIG_CHAT],
    );
    await client.query('analyze chat_messages');
    await client.end();
    const token = tokenOf.get(big.buyer)!;
    const pageTimes: number[] = [];
    const since = Date.now();
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const before = i % 3 === 0 ? '' : `&before=${encodeURIComponent(new Date(since - Math.random() * BIG_CHAT * 7000).toISOString())}`;
      const started = performance.now();
      const res = await fetch(`${baseA}/api/chats/${big.chatId}/messages?limit=30${before}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      pageTimes.push(performance.now() - started);
    }

    return {
      machine: { cores: os.cpus().length, loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10 },
      delivery: {
        path: 'POST /api/chats/messages on process A → message:new on a socket of process B (Redis adapter)',
        conversations: PAIRS,
        steady: { everyConversationEveryMs: STEADY_EVERY_MS, messagesPerSecond: (PAIRS * 1000) / STEADY_EVERY_MS, ...summary(steady) },
        burst: { rounds: ROUNDS, sendsAtOnce: PAIRS, ...summary(latencies) },
      },
      socketMemory: {
        processB: { rssWith0SocketsMiB: rssBefore, rssWith200SocketsMiB: rssWith200, rssWith1200SocketsMiB: rssWith1200 },
        perSocketKiB: Math.round(((rssWith1200 - rssWith200) * 1024) / EXTRA_SOCKETS),
      },
      messagesPage: { chatMessages: BIG_CHAT + 1, limit: 30, requests: PAGE_REQUESTS, ...summary(pageTimes) },
    };
  } finally {
    for (const s of sockets) s.close();
    await Promise.all(servers.map(stopServer));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await db.drop().catch(() => {});
  }
}
