import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AiWorkerError } from './ai.ts';
import type { ModelMemory, WorkerOptions, WorkerRequest, WorkerResponse } from './protocol.ts';

/** A request before it gets its id (Omit over each member of the union). */
export type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export const NO_MEMORY: ModelMemory = { rssBytes: 0, heapUsedBytes: 0, wasmBytes: 0 };

/** A call sent to a model process; its timer runs only while that process works on it. */
type Pending = { resolve(value: unknown): void; reject(error: Error): void; child: ChildProcess; timer?: NodeJS.Timeout };

export type SupervisorSettings = {
  requestTimeoutMs: number;
  idleExitMs: number;
  maxRssBytes: number;
  workerOptions: WorkerOptions;
  log?: { info?: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
};

/**
 * glibc settings for the model process. It runs one request at a time, so one malloc arena is
 * enough; and blocks of 32 KB and up (the WASM compilers' scratch, decoded frames) get pages of
 * their own that go back to the system when freed, instead of staying in a heap that fragments
 * and never shrinks: about 40 MB less at the drafting peak (docs/decisions.md).
 */
const MODEL_PROCESS_MALLOC = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '32768' };

/** The model process's entry: the built JavaScript beside the built server, or the TypeScript through tsx. */
function modelProcessEntry(): { file: string; execArgv: string[] } {
  const built = process.env.SOKONI_BUILT;
  if (built) return { file: fileURLToPath(new URL(`../../../${built}/model-process.js`, import.meta.url)), execArgv: [] };
  return { file: fileURLToPath(new URL('./model-process.ts', import.meta.url)), execArgv: ['--import', import.meta.resolve('tsx')] };
}

/**
 * One model process at a time, started by the first request and shared by every caller. It is
 * ended when idle for `idleExitMs`, when its memory passes `maxRssBytes`, or when it hangs; a
 * crash rejects only what was waiting on it, and the next request starts a fresh one.
 */
export class ModelSupervisor {
  private child: ChildProcess | null = null;
  private starts = 0;
  private memory: ModelMemory = NO_MEMORY;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly settings: SupervisorSettings) {}

  request<T>(message: Unsent): Promise<T> {
    if (this.closed) return Promise.reject(new AiWorkerError('AI closed'));
    clearTimeout(this.idleTimer);
    this.child ??= this.start();
    const c = this.child;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, child: c });
      // A busy model process must keep the parent alive; an idle one must not.
      c.ref();
      c.channel?.ref();
      try {
        c.send({ ...message, id });
      } catch (error) {
        // Not sent (a value IPC cannot carry, or the process just went): this call fails alone.
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      this.timeFirstOf(c);
    });
  }

  state(): { running: boolean; workerStarts: number; memory: ModelMemory } {
    return { running: this.child !== null, workerStarts: this.starts, memory: this.child ? this.memory : NO_MEMORY };
  }

  /** Ends an idle model process now (a job that needs the memory for something else). */
  release(): void {
    if (this.child && !this.waitingOn(this.child)) this.end(this.child);
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.child;
    this.failAll('AI closed');
    if (!c) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    // An idle model process is unref'd: without this, a caller awaiting close() as its last
    // work would see Node exit (code 13, an unsettled await) before the exit event comes.
    c.ref();
    this.end(c);
    if (c.exitCode === null && c.signalCode === null) await exited;
  }

  private start(): ChildProcess {
    const entry = modelProcessEntry();
    const c = fork(entry.file, [], {
      // A 4 MB young generation (V8's default grows to 16 MB a half): tfjs's short-lived objects
      // are small, and the process stays ~10-30 MB smaller while drafting (docs/decisions.md).
      execArgv: ['--max-semi-space-size=4', ...entry.execArgv],
      serialization: 'advanced',
      env: { ...process.env, ...MODEL_PROCESS_MALLOC, SOKONI_AI_OPTIONS: JSON.stringify(this.settings.workerOptions) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.starts++;
    this.memory = NO_MEMORY;
    c.on('message', (reply: WorkerResponse) => this.answered(c, reply));
    c.on('error', (error) => {
      this.settings.log?.warn({ err: error }, 'AI model process failed');
      this.failAll(`AI model process failed: ${error.message}`, c);
      this.end(c);
    });
    c.on('exit', (code, signal) => {
      if (this.child === c) this.child = null;
      if (!this.waitingOn(c)) return;
      this.settings.log?.warn({ code, signal }, 'AI model process stopped with requests in flight');
      this.failAll(`AI model process stopped (${signal ?? `exit ${code}`})`, c);
    });
    return c;
  }

  private answered(c: ChildProcess, reply: WorkerResponse) {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.memory = reply.memory;
    this.pending.delete(reply.id);
    clearTimeout(p.timer);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new Error(reply.error));
    if (this.waitingOn(c)) return this.timeFirstOf(c);
    // Nothing waits: an idle model process must not keep the parent alive, nor stay for ever.
    c.channel?.unref();
    c.unref();
    if (reply.memory.rssBytes > this.settings.maxRssBytes) {
      this.settings.log?.info?.({ rssMb: Math.round(reply.memory.rssBytes / 1048576) }, 'AI model process grew past its bound: ending it');
      return this.end(c);
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => !this.waitingOn(c) && this.child === c && this.end(c), this.settings.idleExitMs);
    this.idleTimer.unref();
  }

  /** Fails what waits on one model process (or on any, without one). */
  private failAll(message: string, of?: ChildProcess) {
    for (const [id, p] of this.pending) {
      if (of && p.child !== of) continue;
      clearTimeout(p.timer);
      this.pending.delete(id);
      p.reject(new AiWorkerError(message));
    }
  }

  /** Ends a model process; what it was still answering fails (callers of `end` make sure nothing was). */
  private end(c: ChildProcess) {
    if (this.child === c) {
      this.child = null;
      clearTimeout(this.idleTimer);
    }
    c.kill('SIGKILL');
  }

  private waitingOn(c: ChildProcess): boolean {
    return [...this.pending.values()].some((p) => p.child === c);
  }

  /**
   * A model process answers in the order it was asked (`pending` keeps that order): only the call
   * it is working on is timed, so calls queued behind a slow one (or behind the models' first
   * load) do not count their wait as a hang.
   */
  private timeFirstOf(c: ChildProcess) {
    for (const [id, p] of this.pending) {
      if (p.child !== c) continue;
      if (p.timer) return;
      p.timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        p.reject(new AiWorkerError(`AI model process did not answer within ${this.settings.requestTimeoutMs} ms; restarting it`));
        this.failAll('AI model process restarted after a hang', c);
        this.end(c);
      }, this.settings.requestTimeoutMs);
      p.timer.unref();
      return;
    }
  }
}
