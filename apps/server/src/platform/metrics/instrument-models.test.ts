import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerCompletion, startLlmStandIn } from '../../../test/llm-stand-in.ts';
import { createTextCompleter, createWorkerAi } from '../ai/index.ts';
import { instrumentModels } from './instrument-models.ts';
import { createMetrics } from './metrics.ts';

// A real photograph through the real embedder in its worker thread.
const car = readFileSync(path.join(import.meta.dirname, '../../modules/drafting/test-photos/car-rear.jpg'));

describe('the image models, measured', { timeout: 60_000 }, () => {
  const worker = createWorkerAi();
  afterAll(() => worker.close());

  it('times each call and shows the model process\'s memory without asking it', async () => {
    const metrics = createMetrics();
    const { ai } = instrumentModels({ ai: worker, llm: null, transcriber: null, vision: null }, metrics);
    expect(await metrics.scrape()).toMatch(/^sokoni_ai_worker_running 0$/m);

    const vector = await ai!.embedImage(car);
    expect(vector).toHaveLength(1280);
    const text = await metrics.scrape();
    expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="image",call="embedImage",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^sokoni_ai_worker_running 1$/m);
    const wasm = Number(/^sokoni_ai_worker_memory_bytes\{kind="wasm"\} (\d+)$/m.exec(text)?.[1]);
    expect(wasm).toBeGreaterThan(1_000_000);
    const rss = Number(/^sokoni_ai_worker_memory_bytes\{kind="rss"\} (\d+)$/m.exec(text)?.[1]);
    expect(rss).toBeGreaterThan(wasm);
  });
});

describe('the LLM, measured', () => {
  it('times each completion by its outcome', async () => {
    const replies = [{ content: 'A blue kettle' }, { status: 500 }];
    const llmServer = await startLlmStandIn((res) => answerCompletion(res, replies.shift()!));
    try {
      const metrics = createMetrics();
      const { llm } = instrumentModels({ ai: null, llm: createTextCompleter({ baseUrl: llmServer.baseUrl, model: 'local', timeoutMs: 5_000 }), transcriber: null, vision: null }, metrics);
      const ask = [{ role: 'user' as const, content: 'Name this' }];
      expect(await llm!.complete(ask)).toBe('A blue kettle');
      await expect(llm!.complete(ask)).rejects.toThrow();
      const text = await metrics.scrape();
      expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="llm",call="complete",outcome="ok"\} 1$/m);
      expect(text).toMatch(/^sokoni_ai_call_duration_seconds_count\{model="llm",call="complete",outcome="error"\} 1$/m);
    } finally {
      await llmServer.close();
    }
  });
});
