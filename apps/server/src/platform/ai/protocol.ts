// The messages between the AI model process and the process that started it (over IPC, structured clone).
import type { RawDetection } from './models.ts';
import type { PictureGeometry } from './image-input.ts';
import type { RawItem } from './oid.ts';

/** A picture's bytes, decoded in the model process too (sharp's buffers then never grow the API's heap). */
export type AnalyzeRequest = {
  id: number;
  kind: 'analyze';
  image: Uint8Array;
  want: ModelWants;
};
export type ModelWants = { detector: boolean; embedder: boolean; items?: boolean };
export type StatsRequest = { id: number; kind: 'stats' };
/** Only honoured when the worker was started with `testHooks` (tests of the crash path). */
export type CrashRequest = { id: number; kind: 'crash' };
export type WorkerRequest = AnalyzeRequest | StatsRequest | CrashRequest;

/** What the models gave, and the decoded picture's geometry to map their boxes back onto it. */
export type AnalyzeResult = { geometry: PictureGeometry; detections?: RawDetection[]; items?: RawItem[]; vector?: Float32Array; classes?: Float32Array };
export type WorkerStats = {
  loadedModels: string[];
  loadMs: Record<string, number>;
  loadCounts: Record<string, number>;
  /** The worker's own V8 heap; the models' weights live in WASM memory, counted in `wasmBytes`. */
  heapUsedBytes: number;
  wasmBytes: number;
  rssBytes: number;
};

/** The model process's memory: resident, its V8 heap, and the WASM memory holding the weights and tensors. */
export type ModelMemory = { rssBytes: number; heapUsedBytes: number; wasmBytes: number };

/** Every reply carries the model process's memory, so its owner can end one grown too big and report it without asking. */
export type WorkerResponse =
  | { id: number; ok: true; result: AnalyzeResult | WorkerStats | null; memory: ModelMemory }
  | { id: number; ok: false; error: string; memory: ModelMemory };

export type WorkerOptions = { testHooks: boolean; minScore: number; maxObjects: number; iou: number; minItemScore: number };
