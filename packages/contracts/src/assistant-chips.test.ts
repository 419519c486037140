import { describe, expect, it } from 'vitest';
import { IMAGE_FAILURE_SUGGESTIONS_IN, imageFailureChipOf, MARKET_REASONS_IN } from './assistant-chips.ts';
import { IMAGE_FAILURE_SUGGESTIONS, MARKET_REASONS } from './assistant-rules.ts';

describe('the image-failure chips in every language', () => {
  it('say in English exactly what doc 2 §8 and the ranking say', () => {
    expect(IMAGE_FAILURE_SUGGESTIONS_IN.en).toEqual(IMAGE_FAILURE_SUGGESTIONS);
    expect(MARKET_REASONS_IN.en).toEqual(MARKET_REASONS);
  });
  it('are known by their place whatever the language, and nothing else is', () => {
    for (const chips of Object.values(IMAGE_FAILURE_SUGGESTIONS_IN)) expect(chips.map(imageFailureChipOf)).toEqual(['another-photo', 'describe', 'browse']);
    expect(imageFailureChipOf('Phones under E2,000')).toBeNull();
  });
});
