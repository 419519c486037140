import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestStore, onPostgres, type TestStore } from './platform/jobs/test-stores.ts';

// `npm run worker`, as a deployment starts it.
const startWorker = (env: Record<string, string>) => {
  const { DATABASE_URL: _database, REDIS_URL: _redis, DATA_DIR: _dataDir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return { child, output: () => output, exited: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
};

describe('npm run worker', () => {
  const dirs: string[] = [];
  let store: TestStore | undefined;
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await store?.drop();
  });

  it('refuses to start on the embedded database, which only one process can open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-worker-'));
    dirs.push(dataDir);
    const worker = startWorker({ DATA_DIR: dataDir, JWT_SECRET: 'w'.repeat(40) });
    const [code] = await worker.exited;
    expect(code).toBe(1);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL');
  });

  it.skipIf(!onPostgres)('starts its workers on a shared PostgreSQL and stops on SIGTERM', async () => {
    store = await databaseTestStore();
    const worker = startWorker({ ...store.env, JWT_SECRET: 'w'.repeat(40) });
    await expect.poll(() => worker.output(), { timeout: 30_000 }).toContain('Sokoni worker is up (jobs: postgres');
    worker.child.kill('SIGTERM');
    const [code] = await worker.exited;
    expect(code).toBe(0);
  });
});
