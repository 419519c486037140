import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, startServer, stopServer, tempDataDir, treeRssMiB, waitForHealth } from './server-process.ts';

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerRequest: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

/** Issue 2's first figures: start-up time, idle memory, and the country picker under load. */
export async function foundationBench() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('build the web app first: npm run build');
  const dataDir = tempDataDir();

  // First start migrates and seeds; the second is what a restart costs.
  const startup: Record<string, number> = {};
  for (const run of ['firstStartMs', 'restartMs'] as const) {
    const port = await freePort();
    const started = performance.now();
    const child = startServer(['npm', 'start'], { PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`);
    startup[run] = Math.round(performance.now() - started);
    await stopServer(child);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitForHealth(base);
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMiB = treeRssMiB(child.pid!);
    const picker = await load(`${base}/api/countries/picker`);
    const pickerBrotli = await load(`${base}/api/countries/picker`, { 'accept-encoding': 'br, gzip' });
    return {
      startup: { command: 'npm start (web already built)', ...startup },
      idleRssMiB,
      countriesPicker: { connections: 50, durationSeconds: 10, plain: picker, brotli: pickerBrotli },
    };
  } finally {
    await stopServer(child);
  }
}
