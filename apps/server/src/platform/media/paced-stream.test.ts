import { describe, expect, it } from 'vitest';
import { flowFrom, pacedRange } from './paced-stream.ts';

const pace = { startBytes: 96 * 1024, bytesPerSecond: 50 * 1024 };

describe('pacedRange', () => {
  it('ends a reply that begins within the start with the start', () => {
    expect(pacedRange({ start: 0, end: 800_000 }, pace)).toEqual({ start: 0, end: 96 * 1024 - 1 });
    expect(pacedRange({ start: 65_536, end: 800_000 }, pace)).toEqual({ start: 65_536, end: 96 * 1024 - 1 });
    expect(pacedRange({ start: 0, end: 1_000 }, pace)).toEqual({ start: 0, end: 1_000 });
  });

  it('serves a range past the start as asked', () => {
    expect(pacedRange({ start: 98_304, end: 800_000 }, pace)).toEqual({ start: 98_304, end: 800_000 });
  });
});

describe('flowFrom', () => {
  it('sends what is left of the start at once, nothing at once past it', () => {
    expect(flowFrom(0, pace)).toEqual({ burstBytes: 96 * 1024, bytesPerSecond: 50 * 1024 });
    expect(flowFrom(65_536, pace).burstBytes).toBe(32 * 1024);
    expect(flowFrom(200_000, pace).burstBytes).toBe(0);
  });
});
