import { describe, expect, it } from 'vitest';
import { foldText } from './read-more.tsx';

describe('foldText (doc 1 §9: Read more after 200 characters)', () => {
  it('keeps 200 characters whole and folds anything longer at a word', () => {
    expect(foldText('a'.repeat(200))).toEqual({ text: 'a'.repeat(200), folded: false });
    const long = `${'word '.repeat(50)}end`;
    const { text, folded } = foldText(long);
    expect(folded).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text).not.toMatch(/wor…$/);
  });
});
