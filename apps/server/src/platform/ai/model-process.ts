// The AI model process: a child of the API (or jobs worker) that runs the image models, one
// request at a time, so the process that serves requests never holds their weights. It is started
// on demand by worker-ai.ts and ended by it when idle, too big or hung.
import { getHeapStatistics } from 'node:v8';
import * as tf from './tf.ts';
import { keepNoDecodedPictures } from '../media/sharp-memory.ts';
import { modelInputs } from './image-input.ts';
import { detect, detectItems, embedAndClassify, loadCounts, loadTimes, loadedModels } from './models.ts';
import type { AnalyzeResult, ModelMemory, WorkerOptions, WorkerRequest, WorkerResponse, WorkerStats } from './protocol.ts';

if (!process.send) throw new Error('model-process is started by worker-ai.ts over IPC, not on its own');
const send = process.send.bind(process);
keepNoDecodedPictures();
const options = JSON.parse(process.env.SOKONI_AI_OPTIONS ?? '{}') as WorkerOptions;

async function handle(req: WorkerRequest): Promise<AnalyzeResult | WorkerStats | null> {
  switch (req.kind) {
    case 'analyze': {
      const { detectorPixels, embedderPixels, itemPixels, ...geometry } = await modelInputs(Buffer.from(req.image.buffer, req.image.byteOffset, req.image.byteLength), req.want);
      const result: AnalyzeResult = { geometry };
      if (detectorPixels) result.detections = await detect(detectorPixels, options);
      if (itemPixels) result.items = await detectItems(itemPixels, { minScore: options.minItemScore, maxObjects: options.maxObjects, iou: options.iou });
      if (embedderPixels) Object.assign(result, await embedAndClassify(embedderPixels));
      return result;
    }
    case 'stats':
      return {
        loadedModels: loadedModels(),
        loadMs: { ...loadTimes } as Record<string, number>,
        loadCounts: { ...loadCounts } as Record<string, number>,
        ...memory(),
      };
    case 'crash':
      if (options.testHooks) process.exit(70);
      return null;
  }
}

function memory(): ModelMemory {
  return { rssBytes: process.memoryUsage.rss(), heapUsedBytes: getHeapStatistics().used_heap_size, wasmBytes: tensorBytes() };
}

/** Before the first TF.js model loads there is no backend, and tfjs throws when asked (the .tflite model runs on LiteRT, not TF.js). */
function tensorBytes(): number {
  if (loadedModels().length === 0 || !tf.getBackend()) return 0;
  const tensors = tf.memory() as { numBytesInWASM?: number; numBytes: number };
  return tensors.numBytesInWASM ?? tensors.numBytes;
}

// Requests run one after another: the models share one WASM heap, and two at once would only
// split the same two cores.
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (req: WorkerRequest) => {
  queue = queue.then(async () => {
    let reply: WorkerResponse;
    try {
      reply = { id: req.id, ok: true, result: await handle(req), memory: memory() };
    } catch (error) {
      reply = { id: req.id, ok: false, error: error instanceof Error ? error.message : String(error), memory: memory() };
    }
    send(reply);
  });
});
// The parent went away (crashed or killed hard): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
