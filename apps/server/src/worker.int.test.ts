import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestStore, onPostgres, type TestStore } from './platform/jobs/test-stores.ts';

// `npm run worker` (and `npm start`'s server), as a deployment starts it.
const startProcess = (entry: 'src/worker.ts' | 'src/main.ts', env: Record<string, string>) => {
  const { DATABASE_URL: _database, REDIS_URL: _redis, DATA_DIR: _dataDir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return { child, output: () => output, exited: once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
};
const startWorker = (env: Record<string, string>) => startProcess('src/worker.ts', env);

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

describe('an object store that cannot be reached', () => {
  it('stops the server and the worker at boot, saying what to fix, before a user’s first upload finds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-boot-'));
    try {
      // Nothing listens on port 1: the bucket's store is down or misnamed.
      const env = { DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(40), STORAGE_URL: 's3://media?endpoint=http://127.0.0.1:1&region=us-east-1&forcePathStyle=true', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' };
      const server = startProcess('src/main.ts', env);
      const worker = startProcess('src/worker.ts', { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      const [[serverCode], [workerCode]] = await Promise.all([server.exited, worker.exited]);
      const reason = 'media storage: the bucket "media" at http://127.0.0.1:1 cannot be used (ECONNREFUSED): create it, or correct STORAGE_URL and the credentials';
      expect(serverCode).toBe(1);
      expect(server.output()).toContain(`Sokoni cannot start: ${reason}`);
      expect(workerCode).toBe(1);
      expect(worker.output()).toContain(JSON.stringify(`the worker cannot start: ${reason}`).slice(1, -1));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
