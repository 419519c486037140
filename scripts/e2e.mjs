// End-to-end tests: build the web app, start the server on a free port with a fresh embedded
// database, run Playwright in Debian's Chromium against it, and always stop the server.
// Extra arguments go to `playwright test` (e.g. `node scripts/e2e.mjs --project=mobile`).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEALTH_TIMEOUT_MS = 180_000;

if (!existsSync(chromium)) {
  console.log(`skipped: end-to-end tests (Chromium not found at ${chromium})`);
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const reply = await fetch(`${baseUrl}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function stop(server) {
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

if (run('npm', ['run', 'build', '-w', '@sokoni/web']) !== 0) {
  console.error('e2e: building the web app failed');
  process.exit(1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sokoni-e2e-'));
const artifacts = path.join(root, 'e2e', 'artifacts');
mkdirSync(artifacts, { recursive: true });

// The embedded defaults (PGlite, in-process limits and jobs): never an outside database or Redis.
const serverEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  SIGNUP_LIMIT_PER_HOUR: '1000',
};
delete serverEnv.DATABASE_URL;
delete serverEnv.REDIS_URL;

const serverLog = createWriteStream(path.join(artifacts, 'server.log'));
// e2e/pwa.spec.ts runs a push service on loopback: the test entry lets the server trust and reach it.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/e2e-server.ts'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

let status = 1;
const cleanUp = async () => {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

try {
  console.log(`e2e: starting the server on ${baseUrl} (data in ${dataDir})`);
  await waitForHealth(baseUrl, server);
  status = await new Promise((resolve) => {
    const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
    });
    playwright.once('exit', (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(`e2e: ${error.message} (see e2e/artifacts/server.log)`);
  status = 1;
} finally {
  await cleanUp();
}
process.exit(status);
