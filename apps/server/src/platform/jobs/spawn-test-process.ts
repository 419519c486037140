import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';

export type TestProcess = {
  lines: string[];
  /** Resolves with the first line (already seen or coming) that matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  kill9(): Promise<void>;
  /** Closes its stdin: it closes its jobs and exits. */
  end(): Promise<void>;
};

const serverDir = path.resolve(import.meta.dirname, '../../..');

const withoutStores = ({ DATABASE_URL: _database, REDIS_URL: _redis, DATA_DIR: _dataDir, ...rest }: NodeJS.ProcessEnv) => rest;

/** Starts `test-process.ts` in a node process of its own, as the app would run. */
export function spawnTestProcess(env: Record<string, string>): TestProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'test-process.ts')], {
    cwd: serverDir,
    // Only the store the test names: not the DATABASE_URL or REDIS_URL the test run was given.
    env: { ...withoutStores(process.env), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
    for (const wake of waiters) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  exited.then(() => waiters.forEach((wake) => wake()));

  return {
    lines,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = lines.map((line) => line.match(pattern)).find(Boolean);
          if (match) return done(() => resolve(match));
          if (child.exitCode !== null || child.signalCode !== null) {
            done(() => reject(new Error(`The test process ended before printing ${pattern}:\n${lines.join('\n')}\n${stderr}`)));
          }
        };
        const timer = setTimeout(() => done(() => reject(new Error(`No ${pattern} in ${timeoutMs} ms:\n${lines.join('\n')}\n${stderr}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async end() {
      child.stdin.end();
      await exited;
    },
  };
}
