// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authorName, averageLabel, maskPhone, mediaGridLayout, replyToggleLabel, starText, thumbnailLimit } from './comment-display.ts';

describe('author display (doc 1 §3)', () => {
  it('falls back name → username → masked phone → Anonymous', () => {
    expect(authorName({ name: 'Thandi', username: 'user_1', maskedPhone: '+26***01' })).toBe('Thandi');
    expect(authorName({ name: '  ', username: 'user_1', maskedPhone: '+26***01' })).toBe('user_1');
    expect(authorName({ name: '', username: '', maskedPhone: '+26***01' })).toBe('+26***01');
    expect(authorName({ name: '', username: '', maskedPhone: null, phoneNumber: '+26876000001' })).toBe('+26***01');
    expect(authorName({ name: '', username: '', maskedPhone: null })).toBe('Anonymous');
    expect(authorName(undefined)).toBe('Anonymous');
  });

  it('masks only phones longer than 6 characters', () => {
    expect(maskPhone('+26876000001')).toBe('+26***01');
    expect(maskPhone('1234567')).toBe('123***67');
    expect(maskPhone('123456')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('star text', () => {
  it('writes a rating as that many stars, clamped to 0–5', () => {
    expect(starText(4)).toBe('★★★★');
    expect(starText(1)).toBe('★');
    expect(starText(9)).toBe('★★★★★');
    expect(starText(null)).toBe('');
  });

  it('shows an average only once someone rated', () => {
    expect(averageLabel(4.25)).toBe('4.3');
    expect(averageLabel(0)).toBeNull();
  });
});

describe('reply toggle labels', () => {
  it('says View or Hide with the count, singular for one', () => {
    expect(replyToggleLabel(1, false)).toBe('View 1 reply');
    expect(replyToggleLabel(5, false)).toBe('View 5 replies');
    expect(replyToggleLabel(5, true)).toBe('Hide 5 replies');
  });
});

describe('attachment grid', () => {
  it('shows 3 thumbnails in comments and 2 in replies, then +N', () => {
    expect(mediaGridLayout(5, thumbnailLimit(0))).toEqual({ shown: 3, more: 2 });
    expect(mediaGridLayout(3, thumbnailLimit(0))).toEqual({ shown: 3, more: 0 });
    expect(mediaGridLayout(3, thumbnailLimit(1))).toEqual({ shown: 2, more: 1 });
    expect(mediaGridLayout(1, thumbnailLimit(1))).toEqual({ shown: 1, more: 0 });
    expect(mediaGridLayout(0, 3)).toEqual({ shown: 0, more: 0 });
  });
});
