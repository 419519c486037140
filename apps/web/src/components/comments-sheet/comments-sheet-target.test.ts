// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCommentsParam, parseCommentsParam } from './comments-sheet-target.ts';

describe('comments sheet URL parameter', () => {
  it('round-trips a product or shop target and refuses anything else', () => {
    expect(formatCommentsParam({ targetType: 'product', targetId: 'p-1' })).toBe('product:p-1');
    expect(parseCommentsParam('shop:s-9')).toEqual({ targetType: 'shop', targetId: 's-9' });
    expect(parseCommentsParam('user:u1')).toBeNull();
    expect(parseCommentsParam('product:')).toBeNull();
    expect(parseCommentsParam(undefined)).toBeNull();
  });
});
