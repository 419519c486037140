// What Sokoni holds in memory on a small server, measured as an operator would: the whole process
// tree `npm start` makes (npm, its shell, the server, the model process, ffmpeg), sampled from /proc.
//   npm run bench -- memory
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePhoneClip } from '../apps/server/src/platform/media/test-phone-clip.ts';
import { freePort, root, startServer, stopServer, tempDataDir, waitForHealth, waitUntilQuiet } from './server-process.ts';

const IDLE_GOAL_MB = 300;
const PEAK_GOAL_MB = 600;
const resultsDir = path.join(import.meta.dirname, 'results');

/**
 * `totalMb` sums each process's resident set, which counts the pages processes share (node's own
 * code in npm, the server and the model process; ffmpeg's libraries) once per process. `pssMb`
 * sums their proportional sets (a shared page split between its sharers): what the tree holds of
 * the machine's memory.
 */
type Sample = { atS: number; totalMb: number; pssMb: number; processes: Record<string, number> };

/** A process's proportional set size in KB (0 once it has gone). */
function pssKb(pid: string): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Each process of a process group with its resident memory, named by what it runs. */
function groupMemory(pgid: number): { processes: Record<string, number>; pssMb: number } {
  const out = spawnSync('ps', ['-o', 'pid=,rss=,args=', '-g', String(pgid)], { encoding: 'utf8' }).stdout;
  const processes: Record<string, number> = {};
  let pss = 0;
  for (const line of out.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [pid, rss, ...args] = line.split(/\s+/);
    const command = args.join(' ');
    if (command.startsWith('ps ')) continue;
    const name = command.includes('model-process') ? 'model process' : command.includes('start.mjs') ? (command.startsWith('sh') ? 'sh' : 'server') : command.startsWith('npm') ? 'npm' : command.includes('ffmpeg') ? 'ffmpeg' : command.split(' ')[0]!;
    processes[name] = (processes[name] ?? 0) + Math.round(Number(rss) / 1024);
    pss += pssKb(pid!);
  }
  return { processes, pssMb: Math.round(pss / 1024) };
}

function sampler(pgid: number) {
  const started = performance.now();
  const samples: Sample[] = [];
  const take = () => {
    const { processes, pssMb } = groupMemory(pgid);
    samples.push({ atS: Math.round((performance.now() - started) / 100) / 10, totalMb: Object.values(processes).reduce((s, v) => s + v, 0), pssMb, processes });
  };
  take();
  const timer = setInterval(take, 500);
  return {
    samples,
    stop: () => clearInterval(timer),
    peak: (from = 0, by: 'totalMb' | 'pssMb' = 'totalMb') => samples.slice(from).reduce((best, s) => (s[by] > best[by] ? s : best), samples[from] ?? samples[0]!),
    last: () => samples.at(-1)!,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A 20 s 720p clip as a phone films it (8 Mbps): noise over moving patterns, so it does not compress away. */
async function phoneClip(dir: string): Promise<string> {
  const file = path.join(dir, 'phone-720p.mp4');
  await makePhoneClip(file, { source: 'testsrc2=size=1280x720:rate=30', seconds: 20, grain: 20 });
  return file;
}

export async function memoryBench() {
  // `npm start` builds first: build now, so the starts below measure running, not building.
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
  spawnSync('npm', ['run', 'build', '-w', '@sokoni/web'], { cwd: root, stdio: 'ignore' });
  const work = mkdtempSync(path.join(tmpdir(), 'sokoni-bench-memory-'));
  const dataDir = tempDataDir();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, AI_IDLE_SECONDS: '180' };
  try {
    // 1. First start: migrations, the demo catalog drawn and seeded, its pictures indexed.
    let server = startServer(['npm', 'start'], env);
    let memory = sampler(server.pid!);
    await waitForHealth(base, 600_000);
    // Healthy is not done: the demo pictures' index and the video renditions run in the background.
    await waitUntilQuiet(server, 600_000);
    const firstReady = memory.last();
    const firstPeak = memory.peak();
    memory.stop();
    await stopServer(server);

    // 2. Second start: the same data, nothing to seed or index; idle after 30 s.
    server = startServer(['npm', 'start'], env);
    memory = sampler(server.pid!);
    await waitForHealth(base, 120_000);
    await sleep(30_000);
    const idle = memory.last();

    // 3. A seller drops a 20 s 720p phone video; processing transcodes it and drafts the listing.
    const clip = readFileSync(await phoneClip(work));
    const { tokens } = await json<{ tokens: { accessToken: string } }>(
      await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: '+26876000002', password: 'demo12345' }) }),
    );
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const { shop } = await json<{ shop: { id: string } }>(await fetch(`${base}/api/shops/me`, { headers: auth }));
    const from = memory.samples.length;
    const form = new FormData();
    form.append('video', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'phone.mp4');
    const uploadStarted = performance.now();
    const { product } = await json<{ product: { id: string } }>(await fetch(`${base}/api/shops/${shop.id}/products`, { method: 'POST', headers: auth, body: form }));
    let status = 'processing';
    while (status === 'processing') {
      await sleep(500);
      const { product: now } = await json<{ product: { mediaProcessing?: { status: string } } }>(await fetch(`${base}/api/products/${product.id}`, { headers: auth }));
      status = now.mediaProcessing?.status ?? 'unknown';
    }
    const draftedS = Math.round((performance.now() - uploadStarted) / 100) / 10;
    const draftPeak = memory.peak(from);
    const draftPssPeak = memory.peak(from, 'pssMb');
    // 4. Idle again: the model process ends after AI_IDLE_SECONDS; watch for 5 minutes.
    const idleFrom = memory.samples.length;
    let backUnderGoalS: number | null = null;
    for (let waited = 0; waited < 300; waited += 5) {
      await sleep(5_000);
      const now = memory.last();
      if (backUnderGoalS === null && now.totalMb <= IDLE_GOAL_MB) backUnderGoalS = waited + 5;
      if (!now.processes['model process'] && backUnderGoalS !== null && waited >= 200) break;
    }
    const afterIdle = memory.last();
    memory.stop();
    await stopServer(server);

    const result = {
      machine: 'the bench machine (2 cores); the tree npm start makes: npm, sh, the server (node scripts/start.mjs running apps/server/dist/main.js), the model process, ffmpeg',
      goals: { idleMb: IDLE_GOAL_MB, peakMb: PEAK_GOAL_MB, backWithinS: 300 },
      firstStart: { atReady: firstReady, peak: firstPeak },
      secondStartIdle: idle,
      drafting: { video: '20 s 1280x720 H.264 8 Mbps', processingS: draftedS, status, peak: draftPeak, pssPeak: draftPssPeak },
      afterDrafting: { backUnderIdleGoalAfterS: backUnderGoalS, last: afterIdle, watchedS: Math.round(memory.samples.length - idleFrom) / 2 },
    };
    writeMarkdown(result);
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

function writeMarkdown(r: Awaited<ReturnType<typeof memoryBench>>) {
  const row = (name: string, s: Sample, goal: string) => `| ${name} | ${s.totalMb} | ${s.pssMb} | ${Object.entries(s.processes).map(([k, v]) => `${k} ${v}`).join(', ')} | ${goal} |`;
  const lines = [
    '# Memory (npm run bench -- memory)',
    '',
    `Resident memory of the whole tree \`npm start\` makes, in MB, sampled every 0.5 s from /proc. ${r.machine}.`,
    '"RSS sum" adds up each process\'s resident set, so pages the processes share (node\'s own code in npm, the server and the model process; ffmpeg\'s libraries) count once per process; "PSS sum" splits each shared page between its sharers: the memory the tree holds of the machine. "By process" is RSS.',
    '',
    '| moment | RSS sum MB | PSS sum MB | by process | goal |',
    '|---|---|---|---|---|',
    row('first start, when ready (demo catalog seeded and indexed)', r.firstStart.atReady, ''),
    row('first start, peak', r.firstStart.peak, ''),
    row('second start, idle 30 s', r.secondStartIdle, `≤ ${r.goals.idleMb}`),
    row(`drafting a ${r.drafting.video} (${r.drafting.processingS} s, ${r.drafting.status}), peak`, r.drafting.peak, `≤ ${r.goals.peakMb}`),
    row(`drafting, peak of the PSS sum`, r.drafting.pssPeak, `≤ ${r.goals.peakMb}`),
    row(`after drafting, idle ${r.afterDrafting.watchedS} s`, r.afterDrafting.last, `≤ ${r.goals.idleMb} within 300 s`),
    '',
    `Back under ${r.goals.idleMb} MB after drafting: ${r.afterDrafting.backUnderIdleGoalAfterS === null ? 'not within the watch' : `${r.afterDrafting.backUnderIdleGoalAfterS} s`}.`,
    '',
  ];
  writeFileSync(path.join(resultsDir, 'memory.md'), lines.join('\n'));
}
