import { BACK_NAVIGATION_GUARD_MS } from '@sokoni/contracts/constants';
import { describe, expect, it } from 'vitest';
import * as nav from './nav-stack.ts';

const at = (view: Parameters<typeof nav.entry>[0], params = {}, t = 0) => nav.entry(view, params, t);
const views = (stack: nav.NavStack) => stack.entries.map((e) => e.view);

describe('navigation stack', () => {
  it('starts with one entry and cannot go back', () => {
    const stack = nav.createStack(at('tiktok'));
    expect(nav.canGoBack(stack)).toBe(false);
    expect(nav.currentEntry(stack).view).toBe('tiktok');
  });

  it('push adds entries with their params and timestamp; replace swaps the top', () => {
    let stack = nav.createStack(at('tiktok'));
    stack = nav.push(stack, at('detail', { id: 'p1' }, 5));
    expect(nav.currentEntry(stack)).toEqual({ view: 'detail', params: { id: 'p1' }, timestamp: 5 });
    expect(nav.canGoBack(stack)).toBe(true);
    stack = nav.replace(stack, at('browse'));
    expect(views(stack)).toEqual(['tiktok', 'browse']);
  });

  it('back pops one entry and does nothing at the root', () => {
    let stack = nav.push(nav.createStack(at('tiktok')), at('browse'));
    const first = nav.back(stack, 1000);
    expect(first.moved).toBe(true);
    stack = first.stack;
    expect(views(stack)).toEqual(['tiktok']);
    expect(nav.back(stack, 5000)).toEqual({ stack, moved: false });
  });

  it(`ignores a second back within ${BACK_NAVIGATION_GUARD_MS} ms, accepts it after`, () => {
    let stack = nav.createStack(at('tiktok'));
    for (const view of ['browse', 'discover', 'account'] as const) stack = nav.push(stack, at(view));
    stack = nav.back(stack, 1000).stack;
    const tooSoon = nav.back(stack, 1000 + BACK_NAVIGATION_GUARD_MS - 1);
    expect(tooSoon.moved).toBe(false);
    expect(views(tooSoon.stack)).toEqual(['tiktok', 'browse', 'discover']);
    const later = nav.back(stack, 1000 + BACK_NAVIGATION_GUARD_MS);
    expect(later.moved).toBe(true);
    expect(views(later.stack)).toEqual(['tiktok', 'browse']);
  });

  it('clearHistory resets to the feed', () => {
    const stack = nav.clearHistory(42);
    expect(stack.entries).toEqual([{ view: 'tiktok', params: {}, timestamp: 42 }]);
    expect(nav.canGoBack(stack)).toBe(false);
  });

  it('follows the browser: back truncates to a known entry, an unknown one is a forward push', () => {
    let stack = nav.createStack(at('tiktok'));
    stack = nav.push(stack, at('browse'));
    stack = nav.push(stack, at('detail', { id: 'p1' }));
    stack = nav.syncWithBrowser(stack, at('browse', {}, 9));
    expect(views(stack)).toEqual(['tiktok', 'browse']);
    expect(stack.lastBackAt).toBe(9);
    stack = nav.syncWithBrowser(stack, at('detail', { id: 'p2' }));
    expect(views(stack)).toEqual(['tiktok', 'browse', 'detail']);
    expect(nav.syncWithBrowser(stack, at('detail', { id: 'p2' }))).toBe(stack);
  });

  it('compares locations by view and params, not timestamp', () => {
    expect(nav.sameLocation(at('detail', { id: 'a' }, 1), at('detail', { id: 'a' }, 2))).toBe(true);
    expect(nav.sameLocation(at('detail', { id: 'a' }), at('detail', { id: 'b' }))).toBe(false);
    expect(nav.sameLocation(at('browse'), at('browse', { q: 'x' }))).toBe(false);
  });
});
