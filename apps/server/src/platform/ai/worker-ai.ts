import { Worker } from 'node:worker_threads';
import { type Ai, AiWorkerError, type DetectedItem, type DetectedObject, type ImageAnalysis, UNSAFE_CLASSES, type UnsafeScores } from './ai.ts';
import { COCO_LABELS } from './coco.ts';
import { type ModelInputs, modelInputs } from './image-input.ts';
import { OID_LABELS } from './oid.ts';
import type { AnalyzeResult, WorkerOptions, WorkerRequest, WorkerResponse, WorkerStats } from './protocol.ts';

export type WorkerAiOptions = {
  /** A request the worker has not answered by then kills it (a hung model must not hold every caller). */
  requestTimeoutMs?: number;
  /** Detections below this score are dropped (CenterNet's scores are modest: 0.2 is @vladmandic/human's default). */
  minScore?: number;
  maxObjects?: number;
  /** Open Images detections below this score are dropped (MediaPipe's Objectron keeps ≥ 0.4 of its ≥ 0.6 candidates; the vote weighs scores itself). */
  minItemScore?: number;
  /** Caps on the worker's V8 heap (the models' weights live in WASM memory outside it). */
  resourceLimits?: { maxOldGenerationSizeMb?: number };
  /** Lets tests crash the worker on purpose (`crashForTest`). */
  testHooks?: boolean;
  log?: { warn(obj: object, msg: string): void };
};

export type WorkerAi = Ai & {
  /** Whether a worker is running now, and how many have started (a crash or a hang starts another); starts nothing. */
  state(): { running: boolean; workerStarts: number };
  /** What the worker has loaded and holds; starts the worker if it is not running. */
  stats(): Promise<WorkerStats & { workerStarts: number }>;
  /** Kills the worker the hard way (only with `testHooks`). */
  crashForTest(): Promise<void>;
};

/** A request before it gets its id (Omit over each member of the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout };

/**
 * The models in one worker thread, started on the first call and shared by every caller; a crash
 * or a hang rejects what was waiting and the next call starts a fresh worker (which loads the
 * models again, lazily).
 */
export function createWorkerAi(options: WorkerAiOptions = {}): WorkerAi {
  const requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
  const workerOptions: WorkerOptions = {
    testHooks: options.testHooks ?? false,
    minScore: options.minScore ?? 0.2,
    maxObjects: options.maxObjects ?? 20,
    iou: 0.4,
    minItemScore: options.minItemScore ?? 0.3,
  };
  let worker: Worker | null = null;
  let workerStarts = 0;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (message: string) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(new AiWorkerError(message));
    }
  };

  const start = (): Worker => {
    // The server runs TypeScript through tsx; the worker registers it itself, so it also starts
    // from processes that were not launched with `--import tsx` (vitest, scripts).
    const entry = new URL('./model-worker.ts', import.meta.url).href;
    const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(entry)});`;
    const w = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
      workerData: workerOptions,
      execArgv: [],
      resourceLimits: options.resourceLimits,
      name: 'sokoni-ai',
    });
    workerStarts++;
    w.on('message', (reply: WorkerResponse) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      clearTimeout(p.timer);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(reply.error));
      if (pending.size === 0) w.unref();
    });
    w.on('error', (error) => {
      options.log?.warn({ err: error }, 'AI worker crashed');
      if (worker === w) worker = null;
      failAll(`AI worker crashed: ${error.message}`);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (pending.size > 0) failAll(`AI worker stopped (exit ${code})`);
    });
    return w;
  };

  const request = <T>(message: Unsent, transfer: ArrayBuffer[] = []): Promise<T> => {
    worker ??= start();
    const w = worker;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new AiWorkerError(`AI worker did not answer within ${requestTimeoutMs} ms; restarting it`));
        if (worker === w) worker = null;
        void w.terminate();
      }, requestTimeoutMs);
      timer.unref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      // An idle worker must not keep the process alive; a busy one must.
      w.ref();
      w.postMessage({ ...message, id }, transfer);
    });
  };

  const analyze = async (image: Buffer, want: { detector: boolean; embedder: boolean; items?: boolean }) => {
    const inputs = await modelInputs(image, want);
    const transfer = [inputs.detectorPixels?.buffer, inputs.embedderPixels?.buffer, inputs.itemPixels?.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
    const result = await request<AnalyzeResult>(
      { kind: 'analyze', detectorPixels: inputs.detectorPixels, embedderPixels: inputs.embedderPixels, itemPixels: inputs.itemPixels },
      transfer,
    );
    return { inputs, result };
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
      return { running: worker !== null, workerStarts };
    },
    async stats() {
      return { ...(await request<WorkerStats>({ kind: 'stats' })), workerStarts };
    },
    async crashForTest() {
      await request({ kind: 'crash' }).catch(() => undefined);
    },
    async close() {
      const w = worker;
      worker = null;
      failAll('AI closed');
      await w?.terminate();
    },
  };
}

/** The detector's boxes (x1, y1, x2, y2 in its letterboxed square) → boxes on the upright picture. */
function toObjects(result: AnalyzeResult, inputs: ModelInputs): DetectedObject[] {
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
function toItems(result: AnalyzeResult, inputs: ModelInputs): DetectedItem[] {
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
