import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTextCompleter, createWorkerAi } from '../../platform/ai/index.ts';
import { createListingDrafter, type DraftingPorts } from './index.ts';
import { answerCompletion, startLlmStandIn, type CompletionBehaviour } from '../../../test/llm-stand-in.ts';
import { panVideo } from './test-video.ts';

/** The OpenAI-compatible server (llama.cpp, Ollama …), stood in for on 127.0.0.1. */
let behaviour: CompletionBehaviour = {};
const llm = await startLlmStandIn<{ model: string; messages: { role: string; content: string }[]; max_tokens?: number }>((res) => answerCompletion(res, behaviour));
const { received, baseUrl } = llm;

const work = mkdtempSync(path.join(tmpdir(), 'sokoni-drafting-llm-'));
const carVideo = path.join(work, 'car.mp4');
const ai = createWorkerAi();
const ports: DraftingPorts = {
  nearestCategories: async () => [],
  comparablePrices: async (category) => (category === 'vehicles' ? [85_000, 120_000, 95_000, 150_000, 60_000] : []),
};
const warnings: string[] = [];
const log = { warn: (_o: object, msg: string) => void warnings.push(msg) };
const drafter = () =>
  createListingDrafter({ ai, llm: createTextCompleter({ baseUrl, model: 'local-model', timeoutMs: 10_000 }), ports, log, options: { llmTimeoutMs: 800, keyframes: { count: 2, sceneFrames: 0 } } });

beforeAll(async () => {
  await panVideo(path.join(import.meta.dirname, 'test-photos', 'car-rear.jpg'), carVideo, { seconds: 3, width: 640, height: 360 });
}, 60_000);
afterAll(async () => {
  await llm.close();
  await ai.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
  warnings.length = 0;
});

// Loading the real models takes seconds, more on a busy machine: not a speed check (that is the drafting bench).
describe('drafting with an LLM', { timeout: 60_000 }, () => {
  it('uses a good JSON reply for the title and description, grounded on what was seen, and never asks it for a price', async () => {
    behaviour = { content: '```json\n{"title": "Silver car, ready to drive away", "description": "A silver car shown from the back. Message the seller for the make, model and mileage."}\n```' };
    const draft = await drafter().draft({ videoPath: carVideo, seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({
      source: 'llm',
      title: 'Silver car, ready to drive away',
      description: 'A silver car shown from the back. Message the seller for the make, model and mileage.',
      category: 'vehicles',
      price: { amount: 95_000, low: 85_000, high: 120_000 },
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.model).toBe('local-model');
    const prompt = request!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('"seenInVideo": [\n    "car"');
    expect(prompt).toContain('"category": "Vehicles"');
    expect(prompt).not.toMatch(/95000|95,000|85000|120000|price"/);
  });

  it('keeps the seller’s words and lets the LLM fill only the rest', async () => {
    behaviour = { content: '{"title": "Something else", "description": "A car seen from behind. Ask the seller for details."}' };
    const draft = await drafter().draft({ videoPath: carVideo, seller: { currency: 'SZL', title: 'VW Polo 2015', price: 80_000 } });
    expect(draft).toMatchObject({ source: 'llm', title: 'VW Polo 2015', description: 'A car seen from behind. Ask the seller for details.' });
    expect(draft.drafted).toEqual(['category', 'subcategory', 'description']);
    expect(received[0]!.messages[1]!.content).toContain('"sellerTitle": "VW Polo 2015"');
  });

  it('does not call the LLM when the seller wrote both title and description', async () => {
    const draft = await drafter().draft({ videoPath: carVideo, seller: { currency: 'SZL', title: 'My car', description: 'Runs well.' } });
    expect(received).toHaveLength(0);
    expect(draft).toMatchObject({ source: 'builtin', title: 'My car', description: 'Runs well.' });
  });

  it.each<[string, CompletionBehaviour]>([
    ['garbage', { content: 'Sure! Here is a great listing for your car.' }],
    ['JSON of the wrong shape', { content: '{"name": "Car"}' }],
    ['a server error', { status: 500 }],
    ['a reply that is not JSON at all', { raw: '<html>Bad Gateway</html>' }],
    ['a timeout', { delayMs: 30_000, content: '{"title": "Too late", "description": "This reply comes after the deadline."}' }],
    ['an invented price', { content: '{"title": "Car for sale", "description": "A reliable car, yours for E 45,000 or nearest offer.", "price": 45000}' }],
    ['an invented year', { content: '{"title": "2018 sedan", "description": "A sedan in good condition."}' }],
  ])('falls back to the built-in drafter on %s', async (_name, b) => {
    behaviour = b;
    const started = performance.now();
    const draft = await drafter().draft({ videoPath: carVideo, seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({
      source: 'builtin',
      title: 'Car for sale',
      description: 'A car, as shown in the video. Make, model, year, mileage and condition are for the seller to confirm.',
      price: { amount: 95_000 },
    });
    expect(warnings).toEqual(['drafting: the LLM failed, the templates wrote the listing']);
    // The timeout is the drafter's (800 ms here), not the slow server's.
    if (b.delayMs) expect(performance.now() - started).toBeLessThan(b.delayMs);
  });
});
