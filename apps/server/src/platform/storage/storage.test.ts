import { describe, expect, it } from 'vitest';
import { parseRange } from '../../modules/media/routes.ts';
import { contentTypeFor, normalizeKey } from './storage.ts';

describe('storage keys', () => {
  it('accepts plain relative POSIX paths', () => {
    for (const k of ['a.webp', 'seed/v1/products/abc-640.webp', 'u/3f2c/0_a-b.mp4']) expect(normalizeKey(k)).toBe(k);
  });
  it('rejects anything that could leave the root or hide', () => {
    for (const k of ['', '..', '../a', 'a/../b', 'a/./b', './a', '/a', 'a//b', 'a/', '.env', 'a/.git/config', 'a\\b', 'a\0b', 'a b', 'a/%2e%2e', 'x'.repeat(513)]) {
      expect(normalizeKey(k), JSON.stringify(k)).toBeNull();
    }
  });
  it('knows the content types of media', () => {
    expect(contentTypeFor('a/b.webp')).toBe('image/webp');
    expect(contentTypeFor('a/b.MP4')).toBe('video/mp4');
    expect(contentTypeFor('a/b.unknown')).toBe('application/octet-stream');
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-1000', 100, { start: 0, end: 99 }],
    ['bytes=50-5000', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-0', 0, 'unsatisfiable'],
    ['bytes=9-2', 100, undefined],
    ['bytes=0-1,4-5', 100, undefined],
    ['bytes=x-y', 100, undefined],
    ['bytes=-', 100, undefined],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
