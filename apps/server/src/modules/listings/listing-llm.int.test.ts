import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { panVideo } from '../drafting/test-video.ts';
import { multipart } from '../media/test-upload.ts';

// Issue 11: with LLM_BASE_URL and LLM_MODEL set, the LLM writes the listing's title and
// description. The LLM is the edge of the world: a stand-in OpenAI-compatible server on loopback.
let llm: Server;
let t: TestContext;
let dir: string;
let clip: Buffer;
const asked: { model: string }[] = [];

beforeAll(async () => {
  llm = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      asked.push(JSON.parse(body));
      const content = '{"title": "Silver hatchback, seen from the back", "description": "A silver car filmed from behind. Ask the seller for the make, model and mileage."}';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'local', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }),
      );
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const port = (llm.address() as AddressInfo).port;
  t = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'local-model' });
  dir = mkdtempSync(path.join(tmpdir(), 'sokoni-listing-llm-'));
  const out = path.join(dir, 'car.mp4');
  await panVideo(path.join(import.meta.dirname, '../drafting/test-photos/car-rear.jpg'), out, { seconds: 3, width: 640, height: 360, fps: 15 });
  clip = readFileSync(out);
}, 60_000);

afterAll(async () => {
  await t?.close();
  llm?.closeAllConnections();
  await new Promise((resolve) => llm?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a listing drafted with an LLM configured', () => {
  it('takes the title and description from the LLM, and the category from what was seen', async () => {
    const s = await signUp(t.app);
    const shopId = (await t.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(s.accessToken) })).json().data.shop.id;
    const body = multipart([{ name: 'video', filename: 'car.mp4', data: clip, contentType: 'video/mp4' }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/products`, payload: body.payload, headers: { ...body.headers, ...bearer(s.accessToken) } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.product.id;
    let product: { mediaProcessing: { status: string } } & Record<string, unknown> = res.json().data.product;
    for (const end = Date.now() + 60_000; product.mediaProcessing.status === 'processing' && Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      product = (await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: bearer(s.accessToken) })).json().data.product;
    }
    expect(product).toMatchObject({
      mediaProcessing: { status: 'completed' },
      title: 'Silver hatchback, seen from the back',
      description: 'A silver car filmed from behind. Ask the seller for the make, model and mileage.',
      category: 'vehicles',
      draft: { source: 'llm' },
    });
    expect(asked.map((a) => a.model)).toEqual(['local-model']);
  }, 90_000);
});
