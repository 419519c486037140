// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sheetOffset, shouldCloseSheet } from './sheet-drag.ts';

describe('sheet drag (doc 1 §9)', () => {
  it('follows the finger down only and closes past 100 px', () => {
    expect(sheetOffset(200, 150)).toBe(0);
    expect(sheetOffset(200, 320)).toBe(120);
    expect(shouldCloseSheet(100)).toBe(false);
    expect(shouldCloseSheet(101)).toBe(true);
  });
});
