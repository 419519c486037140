import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Ai, AiWorkerError, type DetectedItem, type DetectedObject, type ImageAnalysis, UNSAFE_CLASSES, type UnsafeScores } from './ai.ts';
import { COCO_LABELS } from './coco.ts';
import type { PictureGeometry } from './image-input.ts';
import { OID_LABELS } from './oid.ts';
import type { AnalyzeResult, ModelMemory, ModelWants, WorkerOptions, WorkerRequest, WorkerResponse, WorkerStats } from './protocol.ts';

export type WorkerAiOptions = {
  /** A request the model process has not answered by then kills it (a hung model must not hold every caller). */
  requestTimeoutMs?: number;
  /** The model process ends after this long with nothing to do; the next call starts another. */
  idleExitMs?: number;
  /** A model process whose resident memory passes this is ended once it has answered what it holds. */
  maxRssMb?: number;
  /** Detections below this score are dropped (CenterNet's scores are modest: 0.2 is @vladmandic/human's default). */
  minScore?: number;
  maxObjects?: number;
  /** Open Images detections below this score are dropped (MediaPipe's Objectron keeps ≥ 0.4 of its ≥ 0.6 candidates; the vote weighs scores itself). */
  minItemScore?: number;
  /** Lets tests crash the model process on purpose (`crashForTest`). */
  testHooks?: boolean;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
};

export type WorkerAi = Ai & {
  /** Whether a model process runs now, how many have started (a crash, a hang, idleness or size ends one) and its memory at its last answer; asks it nothing. */
  state(): { running: boolean; workerStarts: number; memory: ModelMemory };
  /** What the model process has loaded and holds; starts one if none is running. */
  stats(): Promise<WorkerStats & { workerStarts: number }>;
  /** Kills the model process the hard way (only with `testHooks`). */
  crashForTest(): Promise<void>;
};

/** A request before it gets its id (Omit over each member of the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

const NO_MEMORY: ModelMemory = { rssBytes: 0, heapUsedBytes: 0, wasmBytes: 0 };

/** A call sent to a model process; its timer runs only while that process works on it. */
type Pending = { resolve(value: unknown): void; reject(error: Error): void; child: ChildProcess; timer?: NodeJS.Timeout };

/** The model process's entry: the built JavaScript beside the built server, or the TypeScript through tsx. */
/**
 * glibc settings for the model process. It runs one request at a time, so one malloc arena is
 * enough; and blocks of 32 KB and up (the WASM compilers' scratch, decoded frames) get pages of
 * their own that go back to the system when freed, instead of staying in a heap that fragments
 * and never shrinks: about 40 MB less at the drafting peak (docs/decisions.md).
 */
const MODEL_PROCESS_MALLOC = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '32768' };

function modelProcessEntry(): { file: string; execArgv: string[] } {
  const built = process.env.SOKONI_BUILT;
  if (built) return { file: fileURLToPath(new URL(`../../../${built}/model-process.js`, import.meta.url)), execArgv: [] };
  return { file: fileURLToPath(new URL('./model-process.ts', import.meta.url)), execArgv: ['--import', import.meta.resolve('tsx')] };
}

/**
 * The models in one child process, started on the first call and shared by every caller, so the
 * process that serves requests never holds their weights. It is ended when idle for
 * `idleExitMs`, when its memory passes `maxRssMb`, or when it hangs; a crash rejects only what was
 * waiting, and the next call starts a fresh one (which loads the models again, lazily).
 */
export function createWorkerAi(options: WorkerAiOptions = {}): WorkerAi {
  const requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
  const idleExitMs = options.idleExitMs ?? 180_000;
  const maxRssBytes = (options.maxRssMb ?? 700) * 1024 * 1024;
  const workerOptions: WorkerOptions = {
    testHooks: options.testHooks ?? false,
    minScore: options.minScore ?? 0.2,
    maxObjects: options.maxObjects ?? 20,
    iou: 0.4,
    minItemScore: options.minItemScore ?? 0.3,
  };
  let child: ChildProcess | null = null;
  let workerStarts = 0;
  let memory: ModelMemory = NO_MEMORY;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const pending = new Map<number, Pending>();

  /** Fails what waits on one model process (or on any, without one). */
  const failAll = (message: string, of?: ChildProcess) => {
    for (const [id, p] of pending) {
      if (of && p.child !== of) continue;
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(new AiWorkerError(message));
    }
  };

  /** Ends a model process; what it was still answering fails (callers of `end` make sure nothing was). */
  const end = (c: ChildProcess) => {
    if (child === c) {
      child = null;
      clearTimeout(idleTimer);
    }
    c.kill('SIGKILL');
  };
  const waitingOn = (c: ChildProcess) => [...pending.values()].some((p) => p.child === c);

  /**
   * A model process answers in the order it was asked (`pending` keeps that order): only the call
   * it is working on is timed, so calls queued behind a slow one (or behind the models' first
   * load) do not count their wait as a hang.
   */
  const timeFirstOf = (c: ChildProcess) => {
    for (const [id, p] of pending) {
      if (p.child !== c) continue;
      if (p.timer) return;
      p.timer = setTimeout(() => {
        if (!pending.delete(id)) return;
        p.reject(new AiWorkerError(`AI model process did not answer within ${requestTimeoutMs} ms; restarting it`));
        failAll('AI model process restarted after a hang', c);
        end(c);
      }, requestTimeoutMs);
      p.timer.unref();
      return;
    }
  };

  const start = (): ChildProcess => {
    const entry = modelProcessEntry();
    const c = fork(entry.file, [], {
      // A 4 MB young generation (V8's default grows to 16 MB a half): tfjs's short-lived objects
      // are small, and the process stays ~10-30 MB smaller while drafting (docs/decisions.md).
      execArgv: ['--max-semi-space-size=4', ...entry.execArgv],
      serialization: 'advanced',
      env: { ...process.env, ...MODEL_PROCESS_MALLOC, SOKONI_AI_OPTIONS: JSON.stringify(workerOptions) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    workerStarts++;
    memory = NO_MEMORY;
    c.on('message', (reply: WorkerResponse) => {
      const p = pending.get(reply.id);
      if (!p) return;
      memory = reply.memory;
      pending.delete(reply.id);
      clearTimeout(p.timer);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(reply.error));
      if (waitingOn(c)) {
        timeFirstOf(c);
        return;
      }
      // Nothing waits: an idle model process must not keep the parent alive, nor stay for ever.
      c.channel?.unref();
      c.unref();
      if (reply.memory.rssBytes > maxRssBytes) {
        options.log?.info?.({ rssMb: Math.round(reply.memory.rssBytes / 1048576) }, 'AI model process grew past its bound: ending it');
        end(c);
        return;
      }
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => !waitingOn(c) && child === c && end(c), idleExitMs);
      idleTimer.unref();
    });
    c.on('error', (error) => {
      options.log?.warn({ err: error }, 'AI model process failed');
      failAll(`AI model process failed: ${error.message}`, c);
      end(c);
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      if (waitingOn(c)) {
        options.log?.warn({ code, signal }, 'AI model process stopped with requests in flight');
        failAll(`AI model process stopped (${signal ?? `exit ${code}`})`, c);
      }
    });
    return c;
  };

  const request = <T>(message: Unsent): Promise<T> => {
    if (closed) return Promise.reject(new AiWorkerError('AI closed'));
    clearTimeout(idleTimer);
    child ??= start();
    const c = child;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, child: c });
      // A busy model process must keep the parent alive; an idle one must not.
      c.ref();
      c.channel?.ref();
      try {
        c.send({ ...message, id });
      } catch (error) {
        // Not sent (a value IPC cannot carry, or the process just went): this call fails alone.
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      timeFirstOf(c);
    });
  };

  const analyze = async (image: Buffer, want: ModelWants) => {
    const result = await request<AnalyzeResult>({ kind: 'analyze', image, want });
    return { inputs: result.geometry, result };
  };

  return {
    async embedImage(image) {
      const { result } = await analyze(image, { detector: false, embedder: true });
      return result.vector!;
    },
    async detectObjects(image) {
      const { inputs, result } = await analyze(image, { detector: true, embedder: false });
      return toObjects(result, inputs);
    },
    async detectItems(image) {
      const { inputs, result } = await analyze(image, { detector: false, embedder: false, items: true });
      return toItems(result, inputs);
    },
    async classifyUnsafe(image) {
      const { result } = await analyze(image, { detector: false, embedder: true });
      return toUnsafe(result.classes!);
    },
    async analyzeImage(image): Promise<ImageAnalysis> {
      const { inputs, result } = await analyze(image, { detector: true, embedder: true, items: true });
      return {
        vector: result.vector!,
        objects: toObjects(result, inputs),
        items: toItems(result, inputs),
        unsafe: toUnsafe(result.classes!),
        width: inputs.width,
        height: inputs.height,
      };
    },
    state() {
      return { running: child !== null, workerStarts, memory: child ? memory : NO_MEMORY };
    },
    async stats() {
      return { ...(await request<WorkerStats>({ kind: 'stats' })), workerStarts };
    },
    release() {
      if (child && !waitingOn(child)) end(child);
    },
    async crashForTest() {
      await request({ kind: 'crash' }).catch(() => undefined);
    },
    async close() {
      closed = true;
      const c = child;
      failAll('AI closed');
      if (!c) return;
      const exited = new Promise((resolve) => c.once('exit', resolve));
      // An idle model process is unref'd: without this, a caller awaiting close() as its last
      // work would see Node exit (code 13, an unsettled await) before the exit event comes.
      c.ref();
      end(c);
      if (c.exitCode === null && c.signalCode === null) await exited;
    },
  };
}

/** The detector's boxes (x1, y1, x2, y2 in its letterboxed square) → boxes on the upright picture. */
function toObjects(result: AnalyzeResult, inputs: PictureGeometry): DetectedObject[] {
  const { scale, left, top } = inputs.letterbox;
  const k = inputs.decodedScale / scale;
  const clampX = (v: number) => Math.min(inputs.width, Math.max(0, v));
  const clampY = (v: number) => Math.min(inputs.height, Math.max(0, v));
  return (result.detections ?? [])
    .map(([x1, y1, x2, y2, score, cls]) => {
      const ax = clampX((x1 - left) * k);
      const ay = clampY((y1 - top) * k);
      const bx = clampX((x2 - left) * k);
      const by = clampY((y2 - top) * k);
      return {
        label: COCO_LABELS[cls]!,
        score: Math.round(score * 1000) / 1000,
        box: [Math.round(ax), Math.round(ay), Math.round(bx - ax), Math.round(by - ay)] as [number, number, number, number],
      };
    })
    .filter((o) => o.label !== undefined && o.box[2] > 0 && o.box[3] > 0)
    .sort((a, b) => b.score - a.score);
}

/** The Open Images boxes (fractions of the stretched picture) → boxes on the upright picture. */
function toItems(result: AnalyzeResult, inputs: PictureGeometry): DetectedItem[] {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return (result.items ?? [])
    .map(([x1, y1, x2, y2, score, cls]) => {
      const ax = clamp(x1) * inputs.width;
      const ay = clamp(y1) * inputs.height;
      return {
        label: OID_LABELS[cls]!,
        score: Math.round(score * 1000) / 1000,
        box: [Math.round(ax), Math.round(ay), Math.round(clamp(x2) * inputs.width - ax), Math.round(clamp(y2) * inputs.height - ay)] as [number, number, number, number],
      };
    })
    .filter((o) => o.label !== undefined && o.box[2] > 0 && o.box[3] > 0)
    .sort((a, b) => b.score - a.score);
}

function toUnsafe(classes: Float32Array): UnsafeScores {
  return Object.fromEntries(UNSAFE_CLASSES.map((c, i) => [c, Math.round((classes[i] ?? 0) * 10_000) / 10_000])) as UnsafeScores;
}
