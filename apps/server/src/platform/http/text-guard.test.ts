import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@sokoni/contracts/messages';
import { findUnsafeText, textProblem } from './text-guard.ts';

describe('textProblem', () => {
  it('takes ordinary text, emoji (a surrogate pair) and other control characters', () => {
    for (const text of ['', 'Mbabane', 'Sipho 😀', 'tab\tnew\nline', 'é ñ 中文']) expect(textProblem(text), text).toBeUndefined();
  });

  it('refuses a null byte and a lone high or low surrogate anywhere', () => {
    expect(textProblem('\u0000')).toBe(TEXT_MESSAGES.nullCharacter);
    expect(textProblem('a\u0000b')).toBe(TEXT_MESSAGES.nullCharacter);
    for (const text of ['\uD83D', 'a\uD83Db', '\uDE00a', 'x\uDE00\uD83D', '😀\uD83D']) expect(textProblem(text), JSON.stringify(text)).toBe(TEXT_MESSAGES.loneSurrogate);
  });
});

describe('findUnsafeText', () => {
  it('names the field of a nested string as the error handler does', () => {
    expect(findUnsafeText({ a: 'ok', media: [{ key: 'k' }, { key: 'k', name: 'x\u0000' }] })).toEqual({ field: 'media.1.name', message: TEXT_MESSAGES.nullCharacter });
    expect(findUnsafeText({ q: ['a', 'b\uD800'] })).toEqual({ field: 'q.1', message: TEXT_MESSAGES.loneSurrogate });
  });

  it('names the object holding a bad key, and the root as an empty field', () => {
    expect(findUnsafeText({ contactInfo: { ['na\u0000me']: 'x' } })?.field).toBe('contactInfo');
    expect(findUnsafeText({ ['\u0000']: 1 })?.field).toBe('');
    expect(findUnsafeText('\u0000')?.field).toBe('');
  });

  it('passes clean values, numbers, null and undefined', () => {
    expect(findUnsafeText({ a: 1, b: null, c: [true, { d: 'fine 😀' }] })).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.message).toBe(TEXT_MESSAGES.nullCharacter);
  });
});
