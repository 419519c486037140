import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerAi } from './platform/ai/index.ts';
import { freePort } from '../test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const car = readFileSync(path.join(import.meta.dirname, 'modules/drafting/test-photos/car-rear.jpg'));


/** The command lines of a process's children (`ps` reads /proc; nothing here is mocked). */
function childrenOf(pid: number): string[] {
  const ps = spawnSync('ps', ['--ppid', String(pid), '-o', 'args='], { encoding: 'utf8' });
  // ps exits 1 when there are none; anything else means it could not tell.
  if (ps.status !== 0 && ps.status !== 1) throw new Error(`ps failed: ${ps.stderr}`);
  return ps.stdout.split('\n').map((line) => line.trim()).filter(Boolean);
}

// What `npm start` and the Docker image run: the server built into JavaScript, started with plain
// `node`. It runs on the embedded stores, as a newcomer's machine does, so once is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')('the built server', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-built-'));
  beforeAll(() => execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs as one node process: no compiler in it or beside it, no models until a picture comes', async () => {
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', AI_ENABLED: 'true', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => fetch(`${base}/api/health/ready`).then((r) => r.status, () => 0), { timeout: 60_000, interval: 250 }).toBe(200);
      const products = await fetch(`${base}/api/products?limit=1`).then((r) => r.json() as Promise<{ success: boolean }>);
      expect(products.success).toBe(true);
      expect(execFileSync('ps', ['-o', 'args=', '-p', String(server.pid)], { encoding: 'utf8' }).trim()).toBe(`${process.execPath} apps/server/dist/main.js`);
      expect(childrenOf(server.pid!)).toEqual([]);
      // The labelled line is there only when the models' probe is wired in: running, but no process yet.
      expect(await fetch(`${base}/api/metrics`).then((r) => r.text())).toMatch(/^sokoni_ai_worker_memory_bytes\{kind="rss"\} 0$/m);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  });

  it('starts the built model process for a picture, and ends it when idle', async () => {
    // What the bundle defines at build time; the TypeScript client reads it at each start.
    process.env.SOKONI_BUILT = 'dist';
    const ai = createWorkerAi({ idleExitMs: 3_000 });
    try {
      expect(await ai.embedImage(car)).toHaveLength(1280);
      // Plain node on the built file (its V8 flags aside): no tsx loader.
      const [model, ...more] = childrenOf(process.pid).filter((c) => c.includes('model-process'));
      expect(more).toEqual([]);
      expect(model?.startsWith(`${process.execPath} `)).toBe(true);
      expect(model?.endsWith(` ${path.join(root, 'apps/server/dist/model-process.js')}`)).toBe(true);
      expect(model).not.toContain('tsx');
      await expect.poll(() => childrenOf(process.pid).filter((c) => c.includes('model-process')), { timeout: 10_000 }).toEqual([]);
      expect(ai.state()).toMatchObject({ running: false, workerStarts: 1 });
    } finally {
      delete process.env.SOKONI_BUILT;
      await ai.close();
    }
  });
});
