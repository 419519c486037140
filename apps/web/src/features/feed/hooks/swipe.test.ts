import { describe, expect, it } from 'vitest';
import { classifySwipe, pullOffset } from './swipe.ts';

const feed = { panelOpen: false, atTop: false };

describe('classifySwipe (doc 1 §2.5/§9 thresholds)', () => {
  it('moves up and down past 50 px, or on a quick flick', () => {
    expect(classifySwipe({ dx: 4, dy: -60 }, feed)).toBe('next');
    expect(classifySwipe({ dx: 4, dy: 60 }, feed)).toBe('prev');
    expect(classifySwipe({ dx: 0, dy: -40 }, feed)).toBeNull();
    expect(classifySwipe({ dx: 0, dy: -30, ms: 120 }, feed)).toBe('next');
  });

  it('opens details on a left swipe over 50 px; closes them on a right swipe over 100 px', () => {
    expect(classifySwipe({ dx: -51, dy: 5 }, feed)).toBe('open-details');
    expect(classifySwipe({ dx: -50, dy: 5 }, feed)).toBeNull();
    expect(classifySwipe({ dx: 60, dy: 0 }, feed)).toBeNull();
    const panel = { panelOpen: true, atTop: false };
    expect(classifySwipe({ dx: 100, dy: 0 }, panel)).toBeNull();
    expect(classifySwipe({ dx: 101, dy: 10 }, panel)).toBe('close-details');
    expect(classifySwipe({ dx: 0, dy: -200 }, panel)).toBeNull();
  });

  it('refreshes from the top only past 80 px, with the pull capped at 40 px on screen', () => {
    const top = { panelOpen: false, atTop: true };
    expect(classifySwipe({ dx: 0, dy: 79 }, top)).toBeNull();
    expect(classifySwipe({ dx: 0, dy: 81 }, top)).toBe('refresh');
    expect(classifySwipe({ dx: 0, dy: -60 }, top)).toBe('next');
    expect(pullOffset(30)).toBe(15);
    expect(pullOffset(300)).toBe(40);
    expect(pullOffset(-20)).toBe(0);
  });
});
