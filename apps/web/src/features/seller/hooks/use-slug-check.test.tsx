import { SLUG_CHECK_DEBOUNCE_MS } from '@sokoni/contracts/seller-rules';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlugCheck } from './use-slug-check.ts';

const checked: string[] = [];
let answer: boolean | Error = true;
vi.mock('../api/check-slug.ts', () => ({
  checkSlug: async (slug: string) => {
    checked.push(slug);
    if (answer instanceof Error) throw answer;
    return answer;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  checked.length = 0;
  answer = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSlugCheck', () => {
  it('checks once, 500 ms after typing stops, the last value typed', async () => {
    const { result } = renderHook(() => useSlugCheck('my-shop'));
    act(() => result.current.type('new'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.type('new-shop'));
    expect(result.current.state).toEqual({ status: 'checking', slug: 'new-shop' });
    await act(async () => vi.advanceTimersByTime(SLUG_CHECK_DEBOUNCE_MS - 1));
    expect(checked).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(checked).toEqual(['new-shop']);
    expect(result.current.state).toEqual({ status: 'available', slug: 'new-shop' });
  });

  it('accepts the original without a check, and says when the check failed', async () => {
    const { result } = renderHook(() => useSlugCheck('my-shop'));
    act(() => result.current.type('MY-SHOP'));
    await act(async () => vi.advanceTimersByTime(SLUG_CHECK_DEBOUNCE_MS * 2));
    expect(checked).toEqual([]);
    expect(result.current.state).toEqual({ status: 'idle', slug: 'my-shop' });
    answer = new Error('Network error');
    act(() => result.current.type('other-shop'));
    await act(async () => vi.advanceTimersByTime(SLUG_CHECK_DEBOUNCE_MS));
    expect(result.current.state).toMatchObject({ status: 'invalid', reason: 'error', message: 'Error checking URL availability' });
  });
});
