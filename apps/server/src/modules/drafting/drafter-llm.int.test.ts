import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTextCompleter, createWorkerAi } from '../../platform/ai/index.ts';
import { createListingDrafter, type DraftingPorts } from './index.ts';
import { panVideo } from './test-video.ts';

/**
 * A stand-in for an OpenAI-compatible server (llama.cpp, Ollama …) on 127.0.0.1: it answers
 * /v1/chat/completions with whatever the test sets, and keeps the requests it got.
 */
type Behaviour = { status?: number; content?: string; delayMs?: number; raw?: string };
let behaviour: Behaviour = {};
const received: { model: string; messages: { role: string; content: string }[]; max_tokens?: number }[] = [];
let server: Server;
let baseUrl = '';

function reply(res: ServerResponse, b: Behaviour) {
  if (b.raw !== undefined) {
    res.writeHead(b.status ?? 200, { 'content-type': 'application/json' }).end(b.raw);
    return;
  }
  if ((b.status ?? 200) !== 200) {
    res.writeHead(b.status!, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'local',
      choices: [{ index: 0, message: { role: 'assistant', content: b.content ?? '' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    received.push(JSON.parse(body));
    const b = behaviour;
    if (b.delayMs) setTimeout(() => !res.destroyed && reply(res, b), b.delayMs);
    else reply(res, b);
  });
}

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
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  await panVideo(path.join(import.meta.dirname, 'test-photos', 'car-rear.jpg'), carVideo, { seconds: 3, width: 640, height: 360 });
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
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

  it.each<[string, Behaviour]>([
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
