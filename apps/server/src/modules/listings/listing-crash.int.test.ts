import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../../test/admin-query.ts';
import { newPhone } from '../../../test/factories.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { freePort } from '../../../test/free-port.ts';

// Issue 11: "a crash mid-job (kill the worker, restart, the product finishes)". The real server
// (src/main.ts) in a process of its own, on the store CI gives this project (PGlite on disk, or
// PostgreSQL + Redis), is killed with SIGKILL while it processes a listing; the restarted server
// finishes it.

const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);


type Server = { child: ChildProcess; log: string[]; base: string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _d, REDIS_URL: _r, DATA_DIR: _dd, TEST_DB: _t, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...rest, NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'crash-test-secret-0123456789abcdef', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => log.push(...chunk.split('\n').filter(Boolean)));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true, 60_000, () => log.join('\n'));
  return { child, log, base };
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, explain: () => string = () => '') {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out after ${timeoutMs} ms\n${explain().slice(-4000)}`);
}

async function kill9(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await once(server.child, 'exit');
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

describe('a listing whose server is killed mid-processing', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-crash-'));
  // A short lease: the restarted server takes the killed one's job back within seconds, not a minute.
  let env: Record<string, string> = { DATA_DIR: dataDir, JOBS_LEASE_MS: '5000' };
  let dropDatabase: (() => Promise<void>) | undefined;
  const servers: Server[] = [];
  let video: Buffer;

  beforeAll(async () => {
    if (onPostgres) {
      const name = `sokoni_crash_${randomBytes(5).toString('hex')}`;
      await adminQuery(process.env.DATABASE_URL!, `create database ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      env = { ...env, DATABASE_URL: url.toString(), ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) };
      dropDatabase = () => adminQuery(process.env.DATABASE_URL!, `drop database if exists ${name} with (force)`);
    }
    const file = path.join(dataDir, 'clip.mp4');
    // Long enough (8 s of 720p) that the kill lands while the listing is being processed.
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '8', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', file]);
    video = readFileSync(file);
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) await kill9(s);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes after the restart', async () => {
    const first = await startServer(env);
    servers.push(first);
    const phoneNumber = newPhone();
    expect((await api(first.base, 'POST', '/api/auth/register', undefined, { phoneNumber, password: 'secret-pass-1' })).status).toBe(201);
    const outbox = await api(first.base, 'GET', `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`);
    const otp = (outbox.json.data.messages as { code: string }[])[0]!.code;
    const session = await api(first.base, 'POST', '/api/auth/verify-otp', undefined, { phoneNumber, otp });
    const token = (session.json.data.tokens as { accessToken: string }).accessToken;
    const shop = await api(first.base, 'POST', '/api/shops', token);
    const shopId = (shop.json.data.shop as { id: string }).id;

    const form = new FormData();
    form.append('video', new Blob([video], { type: 'video/mp4' }), 'clip.mp4');
    const created = await api(first.base, 'POST', `/api/shops/${shopId}/products`, token, form);
    expect(created.status).toBe(201);
    const productId = (created.json.data.product as { id: string }).id;
    // Killed once its job has started (the attempt is recorded), before it could finish.
    await waitUntil(async () => {
      const p = (await api(first.base, 'GET', `/api/products/${productId}`, token)).json.data.product as { mediaProcessing: { status: string; retryCount: number } };
      return p.mediaProcessing.retryCount >= 1 || p.mediaProcessing.status !== 'processing';
    }, 30_000);
    const before = (await api(first.base, 'GET', `/api/products/${productId}`, token)).json.data.product as { mediaProcessing: { status: string } };
    expect(before.mediaProcessing.status).toBe('processing');
    await kill9(first);

    const second = await startServer(env);
    servers.push(second);
    await waitUntil(
      async () => ((await api(second.base, 'GET', `/api/products/${productId}`, token)).json.data.product as { mediaProcessing: { status: string } }).mediaProcessing.status !== 'processing',
      120_000,
      () => second.log.join('\n'),
    );
    const done = (await api(second.base, 'GET', `/api/products/${productId}`, token)).json.data.product as { mediaProcessing: { status: string }; status: string; title: string };
    expect(done.mediaProcessing.status).toBe('completed');
    // Drafted, it waits for its seller's review.
    expect(done.status).toBe('pending');
    expect(done.title).not.toBe('New listing');
  }, 240_000);
});
