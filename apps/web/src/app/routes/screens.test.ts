import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_NAMES } from '@/lib/navigation/route-table.ts';

afterEach(() => {
  vi.doUnmock('@/features/help/help-view.tsx');
  vi.resetModules();
  vi.useRealTimers();
});

describe('screens from the route table', () => {
  it('loads the component each entry names, for every view', async () => {
    const { SCREENS } = await import('./screens.ts');
    for (const view of VIEW_NAMES) {
      const loaded = await SCREENS[view].preload();
      expect(typeof loaded.default, view).toBe('function');
    }
  }, 30_000);

  it.each([
    ['a file that did not arrive once is asked for again', 1, 'loads'],
    ['a file that does not arrive twice fails (the page then says so)', 2, 'fails'],
  ])('%s', async (_, failures, outcome) => {
    let asked = 0;
    vi.doMock('@/features/help/help-view.tsx', async (original) => {
      asked += 1;
      if (asked <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const { SCREENS } = await import('./screens.ts');
    vi.useFakeTimers();
    const loading = SCREENS.help.preload().then(
      (loaded) => (typeof loaded.default === 'function' ? 'loads' : 'no component'),
      () => 'fails',
    );
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    expect(await loading).toBe(outcome);
    expect(asked).toBe(2);
  });
});
