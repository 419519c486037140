import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandWords, relatedWords } from './related-words.ts';

const FILE = path.join(import.meta.dirname, 'related-words.json');
const words = (w: string, minScore?: number) => relatedWords(w, minScore).map((r) => r.word);

describe('related words', () => {
  it('knows the shopper words that mean the same thing', () => {
    expect(words('sofa')).toContain('couch');
    expect(words('couch')).toContain('sofa');
    expect(words('phone')).toEqual(expect.arrayContaining(['cellphone']));
    expect(words('phone').some((w) => w === 'smartphone' || w === 'cellphone')).toBe(true);
    expect(words('shoes').some((w) => w === 'sneakers' || w === 'boots')).toBe(true);
    expect(words('dress')).toContain('gown');
    expect(words('fridge')).toContain('refrigerator');
    expect(words('bicycle')).toContain('bike');
    expect(words('tyres')).toContain('tires');
    expect(words('cheap')).toContain('inexpensive');
  });

  it('keeps out what the news corpus puts next to a word but a shopper never means', () => {
    expect(words('cheap', 0)).not.toContain('expensive');
    expect(words('jacket', 0)).not.toContain('pants');
    expect(words('red', 0)).not.toContain('blue');
    expect(words('tablets', 0)).not.toContain('ecstasy');
    expect(words('party', 0)).not.toContain('opposition');
    expect(words('sofa', 0)).not.toContain('sofas');
  });

  it('scores from most to least similar, each at least minScore, rounded to 2 decimals', () => {
    const all = relatedWords('phone', 0);
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((r) => r.score)).toEqual([...all.map((r) => r.score)].sort((a, b) => b - a));
    for (const r of all) expect(Math.round(r.score * 100) / 100).toBe(r.score);
    expect(relatedWords('phone', 0.8).every((r) => r.score >= 0.8)).toBe(true);
    expect(relatedWords('phone', 0.8).length).toBeLessThan(all.length);
  });

  it('looks a plural up by its singular, and ignores case and spaces', () => {
    expect(words(' Sofa ')).toEqual(words('sofa'));
    expect(words('couches')).toEqual(words('couch'));
    expect(words('tablets')).toEqual(words('tablet'));
  });

  it('has nothing for unknown words or empty ones', () => {
    expect(relatedWords('qwertyuiop')).toEqual([]);
    expect(relatedWords('')).toEqual([]);
  });

  it('knows the local words the vectors lack, ahead of the vectors’ own neighbours', () => {
    expect(relatedWords('kombi').map((r) => r.word)).toEqual(['minibus', 'quantum', 'hiace', 'seater']);
    expect(relatedWords('bakkie').map((r) => r.word)).toContain('pickup');
    expect(relatedWords('sofa')[0]).toEqual({ word: 'couch', score: 0.8 });
    expect(relatedWords('sofa').filter((r) => r.word === 'couch')).toHaveLength(1);
  });

  it('expands words: originals first and in order, then up to perWord related words each, no duplicates', () => {
    const expanded = expandWords(['Sofa', 'phone', 'sofa', 'qwertyuiop']);
    expect(expanded.slice(0, 3)).toEqual(['sofa', 'phone', 'qwertyuiop']);
    expect(new Set(expanded).size).toBe(expanded.length);
    expect(expanded).toContain('couch');
    expect(expanded).toContain('cellphone');
    expect(expanded.length).toBeLessThanOrEqual(3 + 3 * 3);
    expect(expandWords(['phone'], 1)).toEqual(['phone', words('phone')[0]]);
    expect(expandWords(['phone', 'cellphone'], 1)).toEqual(['phone', 'cellphone', 'telephone', words('cellphone').find((w) => w !== 'phone' && w !== 'telephone')]);
    expect(expandWords([])).toEqual([]);
    expect(expandWords(['phone'], 0)).toEqual(['phone']);
  });

  it('is a small file of lowercase words with 2-decimal scores', () => {
    expect(statSync(FILE).size).toBeLessThan(300 * 1024);
    const table = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, [string, number][]>;
    expect(Object.keys(table).length).toBeGreaterThan(500);
    const bad = Object.entries(table).filter(
      ([key, list]) =>
        !/^[a-z]{3,}$/.test(key) ||
        list.length === 0 ||
        list.length > 8 ||
        list.some(([word, score]) => !/^[a-z]{3,}$/.test(word) || word === key || !(score >= 0.5 && score <= 1)),
    );
    expect(bad).toEqual([]);
  });
});
