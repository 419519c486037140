import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { startLlmStandIn } from '../../../test/llm-stand-in.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';

/**
 * The OpenAI-compatible server, stood in for on 127.0.0.1: it streams
 * /v1/chat/completions as server-sent chunks the way llama.cpp and Ollama do, with the pieces,
 * delay or failure the test sets, and keeps the requests.
 */
type Behaviour = { pieces?: string[]; firstDelayMs?: number; status?: number };
let behaviour: Behaviour = {};
/** How many completions were cut off by the caller before the fake finished writing them. */
let abandoned = 0;
let t: TestContext;

function answerStreamed(res: ServerResponse) {
  const b = behaviour;
  if ((b.status ?? 200) !== 200) return void res.writeHead(b.status!, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.once('close', () => {
    if (!res.writableFinished) abandoned += 1;
  });
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'local', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  const send = async () => {
    for (const piece of b.pieces ?? []) {
      if (res.destroyed) return;
      res.write(chunk(piece));
      await new Promise((r) => setTimeout(r, 20));
    }
    if (!res.destroyed) res.end('data: [DONE]\n\n');
  };
  setTimeout(() => void send(), b.firstDelayMs ?? 0);
}
const llm = await startLlmStandIn<{ messages: { role: string; content: string }[]; stream?: boolean }>(answerStreamed);
const { received } = llm;

beforeAll(async () => {
  t = await createTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'local-model', AI_ENABLED: 'false' });
  const shop = await createShop(t.database.db, { name: 'Manzini Mobile', city: 'Manzini' });
  await createProducts(t.database.db, shop.id, [
    { title: 'Samsung Galaxy A14 with 50MP camera', brand: 'Samsung', subcategory: 'Phones & Tablets', priceAmount: 1800, city: 'Manzini' },
    { title: 'Tecno Spark 10 camera phone', brand: 'Tecno', subcategory: 'Phones & Tablets', priceAmount: 1500, city: 'Manzini' },
    { title: 'Samsung 43 inch Smart TV', brand: 'Samsung', subcategory: 'TV & Audio', priceAmount: 3900, city: 'Manzini' },
    { title: 'JBL Flip 6 Bluetooth Speaker', brand: 'JBL', subcategory: 'TV & Audio', priceAmount: 2300, city: 'Manzini' },
  ]);
});
afterAll(async () => {
  // The stream test's connection (a closed fetch keeps its socket for reuse) must not hold the close.
  t?.app.server.closeAllConnections();
  await t?.close();
  await llm.close();
});
beforeEach(() => {
  received.length = 0;
  abandoned = 0;
  behaviour = {};
});

const ask = (message: string, accept?: string) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, sessionId: `llm_${Math.random().toString(36).slice(2)}` }, headers: accept ? { accept } : {} });

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe('the assistant with an LLM configured', () => {
  it('has the LLM word the reply from the retrieved listings only, streamed as it is written', async () => {
    behaviour = { pieces: ['The ', 'Tecno Spark 10 camera phone ', 'at E1,500 ', 'is the cheapest camera phone here.'] };
    const res = await ask('cheap phone with a good camera', 'text/event-stream');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas).toEqual(behaviour.pieces);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ success: true, data: { message: 'The Tecno Spark 10 camera phone at E1,500 is the cheapest camera phone here.', source: 'llm' } });
    expect((done.data as { data: { products: unknown[] } }).data.products).toHaveLength(2);
    // The LLM saw the shopper's words and the listings found, nothing else to sell.
    expect(received[0]!.stream).toBe(true);
    const facts = received[0]!.messages[1]!.content;
    expect(facts).toContain('cheap phone with a good camera');
    expect(facts).toContain('Tecno Spark 10 camera phone');
    expect(facts).toContain('E1,500');
  });

  it('answers JSON callers with the LLM’s whole reply', async () => {
    behaviour = { pieces: ['Try the ', 'Samsung Galaxy A14 with 50MP camera.'] };
    const data = (await ask('samsung phone')).json().data;
    expect(data).toMatchObject({ message: 'Try the Samsung Galaxy A14 with 50MP camera.', source: 'llm' });
  });

  it('falls back to the built-in reply when the LLM invents a number', async () => {
    behaviour = { pieces: ['The Samsung is only E999 today!'] };
    const data = (await ask('samsung phone')).json().data;
    expect(data.source).toBe('builtin');
    expect(data.message).toMatch(/^Here (is|are) \d+ match/);
  });

  it('falls back when the LLM fails, and when its first words take over 3 s', async () => {
    behaviour = { status: 500 };
    expect((await ask('samsung phone')).json().data.source).toBe('builtin');

    behaviour = { firstDelayMs: 3_400, pieces: ['Too late.'] };
    const started = Date.now();
    const streamed = await ask('samsung phone', 'text/event-stream');
    expect(Date.now() - started).toBeLessThan(3_400);
    const done = eventsOf(streamed.body).at(-1)!;
    expect(done).toMatchObject({ event: 'done', data: { data: { source: 'builtin' } } });
  }, 15_000);

  it('stops the LLM when the shopper closes the stream midway', async () => {
    behaviour = { pieces: Array.from({ length: 60 }, (_, i) => `word${i % 3} `) };
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const leave = new AbortController();
    const res = await fetch(`${base}/api/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'samsung phone', sessionId: 'llm_leaving_1' }),
      signal: leave.signal,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: delta');
    leave.abort();
    await expect.poll(() => abandoned, { timeout: 3_000 }).toBe(1);
  });

  it('leaves "nothing fits" to the built-in engine, and tells the LLM which listings are only alternatives (issue 25)', async () => {
    behaviour = { pieces: ['Here are great matches: ', 'Tecno Spark 10 camera phone.'] };
    const nothing = (await ask('phone under E1000')).json().data;
    expect(nothing.source).toBe('builtin');
    expect(nothing.message).toMatch(/^No phones under E1,000 on Sokoni right now — the cheapest is Tecno Spark 10 camera phone at E1,500\./);
    expect(received).toHaveLength(0);

    behaviour = { pieces: ['The Samsung 43 inch Smart TV is the one TV here.'] };
    expect((await ask('tv')).json().data).toMatchObject({ source: 'llm', message: 'The Samsung 43 inch Smart TV is the one TV here.' });
    const facts = JSON.parse(received[0]!.messages[1]!.content.replace(/^Facts:\n/, '').replace(/\n\nWrite the reply to the shopper\.$/, '')) as { listingsFound: number; topListings: { title: string; fit: string }[] };
    expect(facts.listingsFound).toBe(1);
    expect(facts.topListings.map((l) => [l.title, l.fit])).toEqual([
      ['Samsung 43 inch Smart TV', 'match'],
      ['JBL Flip 6 Bluetooth Speaker', 'alternative'],
    ]);
    expect(received[0]!.messages[0]!.content).toMatch(/alternative.*never call it a match/);
  });

  it('answers a stream request for someone else’s session with a plain 403', async () => {
    const owner = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'phone', sessionId: 'owned_session_1' }, headers: { 'x-guest-key': 'guest-key-owner-000000' } });
    expect(owner.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'phone', sessionId: 'owned_session_1' }, headers: { accept: 'text/event-stream', 'x-guest-key': 'guest-key-other-000000' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
  });
});
