import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerAi } from '../ai/index.ts';
import { instrumentModels } from './instrument-models.ts';
import { createMetrics } from './metrics.ts';

// A real photograph through the real embedder in its worker thread.
const car = readFileSync(path.join(import.meta.dirname, '../../modules/drafting/test-photos/car-rear.jpg'));

describe('the image models, measured', { timeout: 60_000 }, () => {
  const worker = createWorkerAi();
  afterAll(() => worker.close());

  it('times each call and reads the worker thread\'s memory at the scrape', async () => {
    const metrics = createMetrics();
    const { ai } = instrumentModels({ ai: worker, llm: null }, metrics);
    expect(await metrics.scrape()).toMatch(/^sokoni_ai_worker_running 0$/m);

    const vector = await ai!.embedImage(car);
    expect(vector).toHaveLength(1280);
    const text = await metrics.scrape();
    expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="image",call="embedImage",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^sokoni_ai_worker_running 1$/m);
    const wasm = Number(/^sokoni_ai_worker_memory_bytes\{kind="wasm"\} (\d+)$/m.exec(text)?.[1]);
    expect(wasm).toBeGreaterThan(1_000_000);
  });
});
