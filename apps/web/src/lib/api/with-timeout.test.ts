// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { withTimeout } from './with-timeout.ts';

const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('turns a call that outlives the limit into "Request timed out" (408)', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(hang, 10_000, 'Request timed out').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Request timed out', status: 408 });
  });

  it('passes answers through and keeps the caller able to cancel', async () => {
    await expect(withTimeout(async () => 'ok', 1000, 'late')).resolves.toBe('ok');
    const outer = new AbortController();
    const pending = withTimeout(hang, 10_000, 'late', outer.signal);
    outer.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
