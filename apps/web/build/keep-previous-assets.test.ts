import { describe, expect, it } from 'vitest';
import { KEPT_BUILDS, nextBuildRecord } from './keep-previous-assets.ts';

describe('nextBuildRecord', () => {
  it('keeps this build first, then the previous ones, up to the limit', () => {
    let record: string[][] = [];
    for (let build = 1; build <= KEPT_BUILDS + 2; build += 1) record = nextBuildRecord(record, [`assets/index-${build}.js`, `assets/view-${build}.js`]);
    expect(record).toHaveLength(KEPT_BUILDS);
    expect(record[0]).toEqual([`assets/index-${KEPT_BUILDS + 2}.js`, `assets/view-${KEPT_BUILDS + 2}.js`]);
    expect(record.at(-1)).toEqual(['assets/index-3.js', 'assets/view-3.js']);
  });

  it('counts a rebuild with the same files once', () => {
    const once = nextBuildRecord([['assets/a.js']], ['assets/b.js', 'assets/c.js']);
    expect(nextBuildRecord(once, ['assets/c.js', 'assets/b.js'])).toEqual([['assets/b.js', 'assets/c.js'], ['assets/a.js']]);
  });
});
