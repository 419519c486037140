import { describe, expect, it } from 'vitest';
import { commandForKey, isTypingTarget } from './shortcuts.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  commandForKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('commandForKey (doc 1 §2.5)', () => {
  it('maps movement keys', () => {
    expect(key('ArrowDown')).toEqual({ type: 'next' });
    expect(key('j')).toEqual({ type: 'next' });
    expect(key('ArrowUp')).toEqual({ type: 'prev' });
    expect(key('k')).toEqual({ type: 'prev' });
    expect(key('ArrowRight')).toEqual({ type: 'open-details' });
    expect(key('l')).toEqual({ type: 'open-details' });
    expect(key('ArrowLeft')).toEqual({ type: 'close-details' });
    expect(key('h')).toEqual({ type: 'close-details' });
    expect(key('Home')).toEqual({ type: 'first' });
    expect(key('End')).toEqual({ type: 'last' });
    expect(key('0')).toEqual({ type: 'last' });
    expect(key('1')).toEqual({ type: 'jump', index: 0 });
    expect(key('9')).toEqual({ type: 'jump', index: 8 });
  });

  it('maps the action keys; Shift+L likes while a plain l opens details', () => {
    expect(key(' ')).toEqual({ type: 'like' });
    expect(key('L')).toEqual({ type: 'like' });
    for (const [k, type] of [['s', 'share'], ['c', 'comments'], ['v', 'shop'], ['b', 'bookmark'], ['f', 'follow'], ['m', 'message'], ['/', 'discover'], ['?', 'help']]) {
      expect(key(k!)).toEqual({ type });
    }
  });

  it('leaves browser shortcuts and unknown keys alone', () => {
    expect(key('s', { ctrlKey: true })).toBeNull();
    expect(key('l', { metaKey: true })).toBeNull();
    expect(key('x')).toBeNull();
    expect(key('Enter')).toBeNull();
  });

  it('knows when the viewer is typing', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
