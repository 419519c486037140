import { COMMENT_FETCH_TIMEOUT_MS } from '@sokoni/contracts/comment-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getComments } from './get-comments.ts';

const reply = (status: number, body: unknown) => new Response(body === undefined ? '' : JSON.stringify(body), { status });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getComments (doc 2 §8 Shop comments)', () => {
  it("says 'Failed to fetch comments' when a failed reply gives no message, keeping its status", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(500, undefined)));
    await expect(getComments('shop', 's1', { page: 1 })).rejects.toMatchObject({ message: 'Failed to fetch comments', status: 500 });
  });

  it("says the server's message when it gives one", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(404, { success: false, message: 'Shop not found' })));
    await expect(getComments('shop', 's1', { page: 1 })).rejects.toMatchObject({ message: 'Shop not found', status: 404 });
  });

  it("gives up after 10 s with 'Request timed out'", async () => {
    vi.useFakeTimers();
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    vi.stubGlobal('fetch', vi.fn(hanging));
    const result = expect(getComments('shop', 's1', { page: 1 })).rejects.toMatchObject({ message: 'Request timed out', status: 408 });
    await vi.advanceTimersByTimeAsync(COMMENT_FETCH_TIMEOUT_MS);
    await result;
  });
});
