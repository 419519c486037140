// The models themselves: loaded and run inside the AI model process only (model-process.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from './tf.ts';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { decodeItems, OID_LABELS, OID_SIZE, type RawItem } from './oid.ts';
import { loadTflite } from './litert.ts';
import { MODEL_FILES, ModelFileError, type ModelFile, modelFilePath, readModelFile } from './model-manifest.ts';

const require = createRequire(import.meta.url);

/** CenterNet's input side (the model's signature: 1×512×512×3, pixels 0–255). */
export const DETECTOR_SIZE = 512;
/** MobileNetV2's input side (nsfwjs: 1×224×224×3, pixels 0–1). */
export const EMBEDDER_SIZE = 224;

/** A detection in the detector's 512×512 input: x1, y1, x2, y2, score, COCO class index. */
export type RawDetection = [number, number, number, number, number, number];

let backend: Promise<void> | undefined;

/** The WASM backend: its .wasm files ship in the npm package, nothing is downloaded. */
function ready(): Promise<void> {
  backend ??= (async () => {
    setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
    await tf.ready();
  })();
  return backend;
}

/** Bytes of a Node Buffer as the ArrayBuffer tfjs wants (a copy: a Buffer may sit in a shared pool). */
const arrayBufferOf = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

type ModelJson = { modelTopology: object; weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[]; format?: string };

/** A TF.js model's files, each read from its package through the manifest (model-manifest.ts) and hash-checked. */
function fromMemory(json: ModelJson, weights: Buffer[]) {
  return tf.io.fromMemory({
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
    weightData: arrayBufferOf(Buffer.concat(weights)),
    format: json.format,
  });
}

/** The weight files a TF.js model.json names must be the ones the manifest lists (and hashes). */
function checkWeightPaths(json: ModelJson, expected: string[], model: string) {
  const named = json.weightsManifest.flatMap((g) => g.paths);
  if (named.join('|') !== expected.join('|')) throw new ModelFileError(`${model}: weights ${named.join(', ')}, the manifest lists ${expected.join(', ')}`);
}

/**
 * Evaluates a hash-checked file of nsfwjs (its models ship as UMD JS modules holding JSON or
 * base64, so a bundler can inline them) and lets go of the module: the weights' base64 text is
 * tens of MB of heap once decoded.
 */
function requireModelModule(file: ModelFile): unknown {
  readModelFile(file);
  const at = modelFilePath(file);
  try {
    return require(at) as unknown;
  } finally {
    delete require.cache[at];
  }
}

/** nsfwjs's MobileNetV2 (a Keras model), decoded with Buffer (nsfwjs's own loader decodes base64 a character at a time: seconds slower). */
async function loadEmbedder() {
  await ready();
  const json = requireModelModule(MODEL_FILES.embedderTopology) as ModelJson;
  checkWeightPaths(json, ['group1-shard1of1'], 'nsfwjs MobileNetV2');
  const weights = Buffer.from(requireModelModule(MODEL_FILES.embedderWeights) as string, 'base64');
  const base = await tf.loadLayersModel(fromMemory(json, [weights]));
  // One pass gives both the 1280-number vector (the pooled features before the classifier head) and the classes.
  const pooled = base.layers.find((l) => l.getClassName() === 'Flatten');
  if (!pooled) throw new Error('MobileNetV2: no pooled feature layer');
  return tf.model({ inputs: base.inputs, outputs: [pooled.output as tf.SymbolicTensor, base.outputs[0]!] });
}

/** @vladmandic/human's CenterNet (MobileNetV3 backbone, COCO's 80 classes), a TF.js graph model in its `models/`. */
async function loadDetector() {
  await ready();
  const json = JSON.parse(readModelFile(MODEL_FILES.detectorTopology).toString('utf8')) as ModelJson;
  checkWeightPaths(json, ['centernet.bin'], 'CenterNet');
  return tf.loadGraphModel(fromMemory(json, [readModelFile(MODEL_FILES.detectorWeights)]));
}

/**
 * MediaPipe Objectron's SSD MobileNetV2 trained on Open Images v4 (Apache-2.0, in the npm package
 * `@mediapipe/objectron`): the .tflite and its label map, both packed in the package's one data
 * file at the byte ranges the manifest names. Run on LiteRT.js (litert.ts), not MediaPipe's WASM
 * solution, which wants a browser.
 */
export function readItemDetectorFiles(): { model: Uint8Array; labels: string[] } {
  const labels = readModelFile(MODEL_FILES.itemLabels).toString('utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  return { model: readModelFile(MODEL_FILES.itemModel), labels };
}

async function loadItemDetector() {
  const { model, labels } = readItemDetectorFiles();
  // Class 0 is the background ("???"); the rest must be the classes OID_LABELS names.
  const expected = OID_LABELS.join('|');
  if (labels.slice(1).map((l) => l.toLowerCase()).join('|') !== expected) throw new Error(`@mediapipe/objectron: unexpected labels ${labels.join(', ')}`);
  const runner = await loadTflite(model);
  if (runner.inputShape.join('x') !== `1x${OID_SIZE}x${OID_SIZE}x3`) throw new Error(`@mediapipe/objectron: input ${runner.inputShape.join('x')}`);
  return runner;
}

export type ModelName = 'embedder' | 'detector' | 'items';
const loading: { embedder?: ReturnType<typeof loadEmbedder>; detector?: ReturnType<typeof loadDetector>; items?: ReturnType<typeof loadItemDetector> } = {};
/** Milliseconds each model took to load, once loaded. */
export const loadTimes: Partial<Record<ModelName, number>> = {};
/** How many times each model's load started (once per worker, however many callers asked at once). */
export const loadCounts: Partial<Record<ModelName, number>> = {};

/** Loads once; a failed load is forgotten, so the next call tries again. */
function timed<T>(name: ModelName, load: () => Promise<T>): Promise<T> {
  const started = performance.now();
  loadCounts[name] = (loadCounts[name] ?? 0) + 1;
  return load().then(
    (m) => {
      loadTimes[name] = Math.round(performance.now() - started);
      return m;
    },
    (error: unknown) => {
      delete loading[name];
      throw error;
    },
  );
}

const embedder = () => (loading.embedder ??= timed('embedder', loadEmbedder));
const detector = () => (loading.detector ??= timed('detector', loadDetector));
const itemDetector = () => (loading.items ??= timed('items', loadItemDetector));

/** A square of RGB bytes as a float batch of one (called inside `tf.tidy`). */
const pixels = (rgb: Uint8Array, side: number) => tf.cast(tf.tensor4d(rgb, [1, side, side, 3], 'int32'), 'float32');

/** 224×224 RGB pixels → the L2-normalised 1280-number vector and nsfwjs's five class probabilities. */
export async function embedAndClassify(rgb: Uint8Array): Promise<{ vector: Float32Array; classes: Float32Array }> {
  const model = await embedder();
  const [features, probabilities] = tf.tidy(() => {
    const input = tf.div(pixels(rgb, EMBEDDER_SIZE), 255);
    const [f, p] = model.predict(input) as tf.Tensor[];
    return [tf.div(f!, tf.maximum(tf.norm(f!), 1e-12)), p!];
  });
  const [vector, classes] = await Promise.all([features.data() as Promise<Float32Array>, probabilities.data() as Promise<Float32Array>]);
  tf.dispose([features, probabilities]);
  return { vector, classes };
}

/** 512×512 RGB pixels → detections above `minScore`, overlapping boxes of a class merged (non-max suppression). */
export async function detect(rgb: Uint8Array, opts: { minScore: number; maxObjects: number; iou: number }): Promise<RawDetection[]> {
  const model = await detector();
  const output = tf.tidy(() => model.execute(pixels(rgb, DETECTOR_SIZE), 'tower_0/detections') as tf.Tensor);
  const rows = ((await output.array()) as number[][][])[0] as RawDetection[];
  output.dispose();
  const candidates = rows.filter((r) => r[4] >= opts.minScore && Number.isFinite(r[5]));
  if (candidates.length === 0) return [];
  // tf's NMS wants [y1, x1, y2, x2].
  const boxes = tf.tensor2d(candidates.map((r) => [r[1], r[0], r[3], r[2]]));
  const scores = tf.tensor1d(candidates.map((r) => r[4]));
  const keep = await tf.image.nonMaxSuppressionAsync(boxes, scores, opts.maxObjects, opts.iou, opts.minScore);
  const kept = Array.from(await keep.data()).map((i) => candidates[i]!);
  tf.dispose([boxes, scores, keep]);
  return kept;
}

/** 300×300 RGB pixels (the picture stretched) → Open Images detections above `minScore`, overlapping boxes of a class merged. */
export async function detectItems(rgb: Uint8Array, opts: { minScore: number; maxObjects: number; iou: number }): Promise<RawItem[]> {
  const model = await itemDetector();
  // The model's input: pixels scaled to −1…1.
  const input = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) input[i] = rgb[i]! / 127.5 - 1;
  const [boxes, logits] = await model.run(input);
  return suppress(decodeItems(boxes!, logits!, opts.minScore), opts.iou).slice(0, opts.maxObjects);
}

/** Non-max suppression per class, best first (a few dozen boxes at most: plain loops). */
function suppress(items: RawItem[], iou: number): RawItem[] {
  const kept: RawItem[] = [];
  const overlap = (a: RawItem, b: RawItem) => {
    const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
    const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
    if (w <= 0 || h <= 0) return 0;
    const inter = w * h;
    return inter / ((a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter);
  };
  for (const item of [...items].sort((a, b) => b[4] - a[4])) if (!kept.some((k) => k[5] === item[5] && overlap(k, item) > iou)) kept.push(item);
  return kept;
}

export function loadedModels(): ModelName[] {
  return (Object.keys(loadTimes) as ModelName[]).filter((k) => loadTimes[k] !== undefined);
}
