import { describe, expect, it } from 'vitest';
import { createRefreshHandoff, newestDescendant, ROTATIONS_KEPT, rotationsToDrop, type Rotation } from './refresh-handoff.ts';

const pair = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}` });
const rotation = (from: number, to: number, at = to): Rotation => ({ spent: `r${from}`, tokens: pair(to), at });

describe('the refresh handoff', () => {
  it('follows a spent token through every later rotation to the newest pair', () => {
    const rotations = [rotation(2, 3), rotation(1, 2), rotation(3, 4)];
    expect(newestDescendant(rotations, 'r1')).toEqual(pair(4));
    expect(newestDescendant(rotations, 'r3')).toEqual(pair(4));
  });

  it('knows nothing of a token never spent on this device, nor of the newest one', () => {
    const rotations = [rotation(1, 2)];
    expect(newestDescendant(rotations, 'r9')).toBeNull();
    expect(newestDescendant(rotations, 'r2')).toBeNull();
    expect(newestDescendant([], 'r1')).toBeNull();
  });

  it('stops on a loop instead of spinning', () => {
    expect(newestDescendant([rotation(1, 2), rotation(2, 1)], 'r1')).not.toBeNull();
  });

  it(`keeps the newest ${ROTATIONS_KEPT} rotations and drops the older ones`, () => {
    const rotations = Array.from({ length: ROTATIONS_KEPT + 2 }, (_, i) => rotation(i, i + 1));
    expect(rotationsToDrop(rotations).map((r) => r.spent)).toEqual(['r1', 'r0']);
    expect(rotationsToDrop(rotations.slice(0, ROTATIONS_KEPT))).toEqual([]);
  });

  it('without IndexedDB hands nothing over and never fails a refresh', async () => {
    const handoff = createRefreshHandoff(false);
    await expect(handoff.record('r1', pair(2))).resolves.toBeUndefined();
    await expect(handoff.successorOf('r1')).resolves.toBeNull();
    await expect(handoff.clear()).resolves.toBeUndefined();
  });
});
