import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, root, startServer, stopServer, tempDataDir, waitForHealth } from './server-process.ts';

const run = promisify(execFile);
const WRK = process.env.WRK ?? '/usr/bin/wrk';
const DURATION_S = 10;
const CONNECTIONS = 50;
const ROUNDS = 2;

type Reply = { status: number; headers: Record<string, string>; body: Buffer };

/** One GET with nothing but what wrk sends (no Accept-Encoding), its raw headers kept. */
function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h: Record<string, string> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) h[res.rawHeaders[i]!] = res.rawHeaders[i + 1]!;
          resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** wrk's latency figures ("1.23ms", "850.00us", "1.02s") in ms. */
function ms(text: string | undefined): number | null {
  const m = /([\d.]+)(us|ms|s)\b/.exec(text ?? '');
  if (!m) return null;
  const v = Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  return Math.round(v * 100) / 100;
}

async function wrk(url: string, headers: Record<string, string> = {}) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await run(WRK, args, { maxBuffer: 1 << 20 });
  const pick = (re: RegExp) => re.exec(stdout)?.[1];
  return {
    requestsPerSecond: Math.round(Number(pick(/Requests\/sec:\s+([\d.]+)/))),
    p50Ms: ms(pick(/\s50%\s+(\S+)/)),
    p90Ms: ms(pick(/\s90%\s+(\S+)/)),
    p99Ms: ms(pick(/\s99%\s+(\S+)/)),
    non2xx3xx: Number(pick(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0),
    socketErrors: pick(/Socket errors:\s+(.*)/) ?? null,
  };
}

function loadAverage(): number[] {
  return loadavg().map((x) => Math.round(x * 100) / 100);
}

/**
 * Issue 26 part 5: the guest feed's first page against a bare node:http server sending the very
 * same bytes and headers, wrk at 50 connections, alternated (the machine is shared: only figures
 * from one run compare). Also: the same page with brotli, and the same cached page through
 * Fastify's whole lifecycle (a later-page address with asOf, which the early path leaves alone).
 */
export async function feedWrkBench() {
  const result = await measure();
  writeFileSync(path.join(import.meta.dirname, 'results', 'feed-wrk.md'), feedWrkMarkdown(result));
  return result;
}

async function measure() {
  // FEED_WRK_DATA_DIR reuses a seeded data directory (the first start seeds for a minute or two).
  const dataDir = process.env.FEED_WRK_DATA_DIR ?? tempDataDir();
  const port = await freePort();
  const barePort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const feedUrl = `${base}/api/users/feed?page=1&limit=20`;
  const child = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    await waitForHealth(base, 300_000);
    // The first request builds the page and teaches the early path its address; the second is served by it.
    await get(feedUrl);
    const page = await get(feedUrl);
    if (page.status !== 200) throw new Error(`feed answered ${page.status}`);
    const asOf = (JSON.parse(page.body.toString()) as { data: { asOf: string } }).data.asOf;

    const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-feed-wrk-'));
    const headers = Object.fromEntries(Object.entries(page.headers).filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k.toLowerCase())));
    writeFileSync(path.join(dir, 'body'), page.body);
    writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
    bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-reply-server.ts', String(barePort), path.join(dir, 'body'), path.join(dir, 'headers.json')], { cwd: root, stdio: 'ignore', detached: true });
    const bareUrl = `http://127.0.0.1:${barePort}/api/users/feed?page=1&limit=20`;
    await waitForBare(bareUrl);
    const bareReply = await get(bareUrl);
    if (!bareReply.body.equals(page.body)) throw new Error('the bare server does not send the feed bytes');

    const loadBefore = loadAverage();
    const rounds: { feed: Awaited<ReturnType<typeof wrk>>; bare: Awaited<ReturnType<typeof wrk>> }[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push({ feed: await wrk(feedUrl), bare: await wrk(bareUrl) });
    const brotli = { feed: await wrk(feedUrl, { 'Accept-Encoding': 'br' }), bare: await wrk(bareUrl) };
    const throughFastify = await wrk(`${feedUrl}&asOf=${encodeURIComponent(asOf)}`);
    const after = await get(feedUrl);
    const sum = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((s, r) => s + pick(r), 0);
    const feedRps = sum((r) => r.feed.requestsPerSecond);
    const bareRps = sum((r) => r.bare.requestsPerSecond);
    return {
      conditions: {
        wrk: `-t2 -c${CONNECTIONS} -d${DURATION_S}s --latency, ${ROUNDS} rounds alternated`,
        server: 'npm start defaults (PGlite, demo data), LOG_LEVEL=warn',
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAverage(),
        note: 'the 2 cores are shared with wrk and with other sessions: compare within this run only',
      },
      page: { bytes: page.body.length, etag: page.headers.etag ?? null, unchangedDuringRun: after.body.equals(page.body) },
      ratio: Math.round((feedRps / bareRps) * 100) / 100,
      feedP99MsWorst: Math.max(...rounds.map((r) => r.feed.p99Ms ?? Infinity)),
      rounds,
      brotli: { ...brotli, ratio: Math.round((brotli.feed.requestsPerSecond / brotli.bare.requestsPerSecond) * 100) / 100, note: 'bare sends the identity bytes' },
      throughFastify: { ...throughFastify, note: 'the same cached page (asOf address) through the whole Fastify lifecycle and its hooks' },
    };
  } finally {
    if (bare?.pid) {
      try {
        process.kill(-bare.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
    await stopServer(child);
  }
}

async function waitForBare(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      await get(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  throw new Error('the bare server did not start');
}

type Result = Awaited<ReturnType<typeof measure>>;

function feedWrkMarkdown(r: Result): string {
  const row = (name: string, x: { requestsPerSecond: number; p50Ms: number | null; p99Ms: number | null; non2xx3xx: number }) => `| ${name} | ${x.requestsPerSecond} | ${x.p50Ms} | ${x.p99Ms} | ${x.non2xx3xx} |`;
  return [
    '# feed-wrk: the guest feed against a bare node:http server',
    '',
    `Ratio (feed req/s ÷ bare req/s, ${r.rounds.length} rounds summed): **${r.ratio}** (target ≥ 0.5); feed p99 worst round **${r.feedP99MsWorst} ms** (target < 50).`,
    '',
    `Page 1: ${r.page.bytes} bytes, unchanged during the run: ${r.page.unchangedDuringRun}. ${r.conditions.wrk}; load average before ${r.conditions.loadAverageBefore.join(' ')}, after ${r.conditions.loadAverageAfter.join(' ')}. ${r.conditions.note}.`,
    '',
    '| run | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|',
    ...r.rounds.flatMap((x, i) => [row(`round ${i + 1} feed`, x.feed), row(`round ${i + 1} bare`, x.bare)]),
    row('brotli feed', r.brotli.feed),
    row('bare (identity) after it', r.brotli.bare),
    row('same page through Fastify (asOf)', r.throughFastify),
    '',
  ].join('\n');
}
