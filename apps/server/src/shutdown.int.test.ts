import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/admin-query.ts';
import { freePort } from '../test/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');


async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not true within ${timeoutMs} ms`);
}

// The real entry point (`main.ts`) as a deployment runs it: on a database of its own with Redis in
// the PostgreSQL project, on the embedded stores (as `npm start`) in the PGlite one.
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-shutdown-'));
  const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
  const databaseName = `sokoni_t_${randomBytes(6).toString('hex')}`;
  const stores: Record<string, string> = {};
  beforeAll(async () => {
    if (!adminUrl) return;
    await adminQuery(adminUrl, `create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    stores.DATABASE_URL = url.toString();
    if (process.env.REDIS_URL) stores.REDIS_URL = process.env.REDIS_URL;
  });
  afterAll(async () => {
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns readiness to 503 for the drain delay, keeps serving meanwhile, then exits 0', async () => {
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...env, ...stores, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', AI_ENABLED: 'false', SHUTDOWN_DRAIN_SECONDS: '2', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(child, 'exit');
    const base = `http://127.0.0.1:${port}/api`;
    try {
      await until(async () => ((await fetch(`${base}/health/ready`)).status === 200 ? true : undefined), 60_000).catch((err: Error) => {
        throw new Error(`${err.message}; the server printed:\n${output}`);
      });

      child.kill('SIGTERM');
      const notReady = await until(async () => {
        const reply = await fetch(`${base}/health/ready`);
        return reply.status === 503 ? ((await reply.json()) as { data: Record<string, unknown> }) : undefined;
      }, 2_000);
      expect(notReady.data).toMatchObject({ draining: true, db: 'ok', redis: stores.REDIS_URL ? 'ok' : 'off' });
      // Still answering during the drain: requests the balancer already sent are not refused.
      expect((await fetch(`${base}/health`)).status).toBe(200);

      const [code] = await exited;
      expect(code, output).toBe(0);
      expect(output).toContain('shut down cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
