// The AI worker thread: runs the models, one request at a time, off the API's event loop.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { detect, detectItems, embedAndClassify, loadCounts, loadTimes, loadedModels } from './models.ts';
import type { AnalyzeResult, WorkerOptions, WorkerRequest, WorkerResponse, WorkerStats } from './protocol.ts';

const options = workerData as WorkerOptions;
const port = parentPort!;

async function handle(req: WorkerRequest): Promise<AnalyzeResult | WorkerStats | null> {
  switch (req.kind) {
    case 'analyze': {
      const result: AnalyzeResult = {};
      if (req.detectorPixels) result.detections = await detect(req.detectorPixels, options);
      if (req.itemPixels) result.items = await detectItems(req.itemPixels, { minScore: options.minItemScore, maxObjects: options.maxObjects, iou: options.iou });
      if (req.embedderPixels) Object.assign(result, await embedAndClassify(req.embedderPixels));
      return result;
    }
    case 'stats': {
      const memory = tf.memory() as { numBytesInWASM?: number; numBytes: number };
      return {
        loadedModels: loadedModels(),
        loadMs: { ...loadTimes } as Record<string, number>,
        loadCounts: { ...loadCounts } as Record<string, number>,
        heapUsedBytes: getHeapStatistics().used_heap_size,
        wasmBytes: memory.numBytesInWASM ?? memory.numBytes,
        rssBytes: process.memoryUsage.rss(),
      };
    }
    case 'crash':
      if (options.testHooks) process.exit(70);
      return null;
  }
}

// Requests run one after another: the models share one WASM heap, and two at once would only
// split the same two cores.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (req: WorkerRequest) => {
  queue = queue.then(async () => {
    let reply: WorkerResponse;
    try {
      reply = { id: req.id, ok: true, result: await handle(req) };
    } catch (error) {
      reply = { id: req.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
});
