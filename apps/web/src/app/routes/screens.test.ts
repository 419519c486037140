import { describe, expect, it } from 'vitest';
import { VIEW_NAMES } from '@/lib/navigation/route-table.ts';
import { SCREENS } from './screens.ts';

describe('screens from the route table', () => {
  it('loads the component each entry names, for every view', async () => {
    for (const view of VIEW_NAMES) {
      const loaded = await SCREENS[view].preload();
      expect(typeof loaded.default, view).toBe('function');
    }
  }, 30_000);
});
