import { type Ai, type DetectedItem, type DetectedObject, type ImageAnalysis, UNSAFE_CLASSES, type UnsafeScores } from './ai.ts';
import { COCO_LABELS } from './coco.ts';
import type { PictureGeometry } from './image-input.ts';
import { OID_LABELS } from './oid.ts';
import { ModelSupervisor } from './model-supervisor.ts';
import type { AnalyzeResult, ModelMemory, ModelWants, WorkerStats } from './protocol.ts';

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

/**
 * The models in one child process, started on the first call and shared by every caller, so the
 * process that serves requests never holds their weights. It is ended when idle for
 * `idleExitMs`, when its memory passes `maxRssMb`, or when it hangs; a crash rejects only what was
 * waiting, and the next call starts a fresh one (which loads the models again, lazily).
 */
export function createWorkerAi(options: WorkerAiOptions = {}): WorkerAi {
  const models = new ModelSupervisor({
    requestTimeoutMs: options.requestTimeoutMs ?? 120_000,
    idleExitMs: options.idleExitMs ?? 180_000,
    maxRssBytes: (options.maxRssMb ?? 700) * 1024 * 1024,
    workerOptions: {
      testHooks: options.testHooks ?? false,
      minScore: options.minScore ?? 0.2,
      maxObjects: options.maxObjects ?? 20,
      iou: 0.4,
      minItemScore: options.minItemScore ?? 0.3,
    },
    log: options.log,
  });
  const analyze = async (image: Buffer, want: ModelWants) => {
    const result = await models.request<AnalyzeResult>({ kind: 'analyze', image, want });
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
    state: () => models.state(),
    async stats() {
      return { ...(await models.request<WorkerStats>({ kind: 'stats' })), workerStarts: models.state().workerStarts };
    },
    release: () => models.release(),
    async crashForTest() {
      await models.request({ kind: 'crash' }).catch(() => undefined);
    },
    close: () => models.close(),
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
