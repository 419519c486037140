import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'sokoni-bench-'));
}

/** Starts `command` with the bench environment (embedded defaults unless asked otherwise), in this tree or `cwd`. */
export function startServer(command: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  delete clean.REDIS_URL;
  return spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...clean, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
export function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // process ended meanwhile
    }
  }
  let kb = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU seconds used so far by every process of a process group (children it has reaped included). */
function groupCpuSeconds(pgid: number): number {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …, utime (14), stime, cutime, cstime.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) !== pgid) continue;
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * Waits until a server started by `startServer` has finished its own start-up work (a first
 * start seeds the demo catalog, indexes its pictures and makes video renditions in the
 * background): under a tenth of a core for three seconds running. A page timed meanwhile would be
 * timed on a busy machine. Gives up after `timeoutMs` and says how busy it still was.
 */
export async function waitUntilQuiet(child: ChildProcess, timeoutMs = 300_000): Promise<{ waitedS: number; quiet: boolean }> {
  const started = performance.now();
  let last = groupCpuSeconds(child.pid!);
  let calm = 0;
  while (performance.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = groupCpuSeconds(child.pid!);
    calm = now - last < 0.1 ? calm + 1 : 0;
    last = now;
    if (calm >= 3) return { waitedS: Math.round((performance.now() - started) / 1000), quiet: true };
  }
  return { waitedS: Math.round(timeoutMs / 1000), quiet: false };
}
