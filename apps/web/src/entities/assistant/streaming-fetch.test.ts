import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamingFetch } from './streaming-fetch.ts';

/** A text/event-stream reply cut into arbitrary pieces, as a network hands it over. */
function sse(pieces: string[], status = 200, type = 'text/event-stream') {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': type } });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamingFetch', () => {
  it('hands each delta over as it comes, then answers with the final envelope as JSON', async () => {
    const done = JSON.stringify({ success: true, data: { message: 'Hello there', source: 'llm' } });
    const fetchMock = vi.fn(async () => sse(['event: delta\ndata: {"text":"Hel', 'lo"}\n\nevent: delta\ndata: {"text":" there"}\n\n', `event: done\ndata: ${done}\n\n`]));
    vi.stubGlobal('fetch', fetchMock);
    const deltas: string[] = [];
    const res = await streamingFetch((t) => deltas.push(t))('/api/ai/chat', { method: 'POST', headers: { authorization: 'Bearer x' } });
    expect(deltas).toEqual(['Hello', ' there']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(done));
    const sent = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(sent.get('accept')).toBe('text/event-stream');
    expect(sent.get('x-guest-key')).toBeNull();
  });

  it('passes a refusal through untouched and turns a failed stream into an error reply', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false,"message":"no"}', { status: 403, headers: { 'content-type': 'application/json' } })));
    expect((await streamingFetch(() => {})('/api/ai/chat', {})).status).toBe(403);
    vi.stubGlobal('fetch', vi.fn(async () => sse(['event: error\ndata: {"success":false,"message":"sorry"}\n\n'])));
    const failed = await streamingFetch(() => {})('/api/ai/chat', {});
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ success: false, message: 'sorry' });
  });

  it('reads \\r\\n line ends and an event whose data spans several lines', async () => {
    const done = { success: true, data: { message: 'Two\nlines' } };
    const multiLine = JSON.stringify(done, null, 2).split('\n').map((line) => `data: ${line}`).join('\r\n');
    vi.stubGlobal('fetch', vi.fn(async () => sse(['event: delta\r\ndata: {"text":"Two"}\r', '\n\r\nevent: delta\r\ndata: {"text":"\\nlines"}\r\n\r\n', `event: done\r\n${multiLine}\r\n\r\n`])));
    const deltas: string[] = [];
    const res = await streamingFetch((t) => deltas.push(t))('/api/ai/chat', {});
    expect(deltas).toEqual(['Two', '\nlines']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(done);
  });
});
