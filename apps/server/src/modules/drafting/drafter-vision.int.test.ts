import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVisionCompleter, createWorkerAi } from '../../platform/ai/index.ts';
import { createListingDrafter, type DraftingPorts } from './index.ts';
import { answerCompletion, startLlmStandIn, type CompletionBehaviour } from '../../../test/llm-stand-in.ts';
import { panVideo } from './test-video.ts';

/** A vision model's server, stood in for on 127.0.0.1: the keyframes arrive as `image_url` parts. */
type Part = { type: string; text?: string; image_url?: { url: string } };
let behaviour: CompletionBehaviour = {};
const llm = await startLlmStandIn<{ model: string; messages: { role: string; content: string | Part[] }[] }>((res) => answerCompletion(res, behaviour));
const { received, baseUrl } = llm;

const work = mkdtempSync(path.join(tmpdir(), 'sokoni-drafting-vision-'));
const video = (name: string) => path.join(work, `${name}.mp4`);
const ai = createWorkerAi();
const prices: Record<string, number[]> = { car: [85_000, 120_000, 95_000], plant: [80, 120, 150, 200] };
const ports: DraftingPorts = { nearestCategories: async () => [], comparablePrices: async (_category, _currency, kind) => prices[kind.kind] ?? [] };
const warnings: string[] = [];
const log = { warn: (_o: object, msg: string) => void warnings.push(msg) };
const drafter = () => createListingDrafter({ ai, vision: createVisionCompleter({ baseUrl, model: 'local-vl', timeoutMs: 10_000 }), ports, log, options: { visionTimeoutMs: 800, keyframes: { count: 4, sceneFrames: 0 } } });

beforeAll(async () => {
  await Promise.all([
    panVideo(path.join(import.meta.dirname, 'test-photos', 'car-rear.jpg'), video('car'), { seconds: 3, width: 640, height: 360 }),
    panVideo(path.join(import.meta.dirname, 'test-photos', 'potted-aloe.jpg'), video('aloe'), { seconds: 3, width: 640, height: 360 }),
  ]);
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

describe('drafting with a vision model (LLM_VISION_MODEL)', { timeout: 60_000 }, () => {
  it('sends at most 3 keyframes as data: URLs and takes its kind and title as strong evidence', async () => {
    // The detectors take the aloe's pot for a vase; the vision model knows a plant.
    behaviour = { content: '```json\n{"category": "home-garden", "kind": "potted plant", "title": "Aloe in a clay pot"}\n```' };
    const draft = await drafter().draft({ videoPath: video('aloe'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({ vision: true, category: 'home-garden', title: 'Aloe in a clay pot', kind: 'plant', price: { amount: 135, comparables: 4 } });
    expect(draft.confidence.title).toBeGreaterThan(0.5);
    expect(warnings).toEqual([]);
    expect(received).toHaveLength(1);
    const parts = received[0]!.messages[1]!.content as Part[];
    const images = parts.filter((p) => p.type === 'image_url');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(received[0]!.model).toBe('local-vl');
  });

  it('never titles the thing with a kind the category disagrees with', async () => {
    // The seller chose Vehicles; a reading of apples is not the title of a car.
    behaviour = { content: '{"category": "food-groceries", "kind": "apple", "title": "Fresh apples"}' };
    const draft = await drafter().draft({ videoPath: video('car'), seller: { currency: 'SZL', category: 'vehicles' } });
    expect(draft).toMatchObject({ vision: true, category: 'vehicles', title: 'Car for sale', kind: 'car' });
    expect(draft.description).not.toMatch(/apple/i);
  });

  it.each<[string, CompletionBehaviour]>([
    ['a server error', { status: 500 }],
    ['garbage', { content: 'I think it is a car.' }],
    ['a category that does not exist', { content: '{"category": "automobiles", "kind": "car", "title": "Car"}' }],
    ['a timeout', { delayMs: 30_000, content: '{"category": "vehicles", "kind": "car", "title": "Too late"}' }],
  ])('falls back to the detectors alone on %s, and logs it', async (_name, b) => {
    behaviour = b;
    const started = performance.now();
    const draft = await drafter().draft({ videoPath: video('car'), seller: { currency: 'SZL' } });
    expect(draft).toMatchObject({ vision: false, category: 'vehicles', title: 'Car for sale', kind: 'car', price: { amount: 95_000, comparables: 3 } });
    expect(warnings).toEqual(['drafting: the vision model failed, the detectors decide alone']);
    // The deadline is the drafter's (800 ms here), not the slow server's.
    if (b.delayMs) expect(performance.now() - started).toBeLessThan(b.delayMs);
  });
});
