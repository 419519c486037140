import { UPLOAD_LIMITS } from '@sokoni/contracts/media';
import { describe, expect, it } from 'vitest';
import { isTooLarge, policyFor } from './policy.ts';

describe('isTooLarge', () => {
  it('refuses a product video or a shop image of exactly the limit (doc 2 §5 "under 100 MB", "under 5 MB")', () => {
    const video = UPLOAD_LIMITS.productVideo.maxBytes;
    const products = policyFor('products/00000000-0000-4000-8000-000000000000');
    expect(isTooLarge(video - 1, video, products)).toBe(false);
    expect(isTooLarge(video, video, products)).toBe(true);
    const image = UPLOAD_LIMITS.shopImage.maxBytes;
    const shops = policyFor('shops/00000000-0000-4000-8000-000000000000');
    expect(isTooLarge(image - 1, image, shops)).toBe(false);
    expect(isTooLarge(image, image, shops)).toBe(true);
  });

  it('still takes exactly the limit where the rule is "at most" (comment attachments)', () => {
    const limit = UPLOAD_LIMITS.comment.maxBytes;
    expect(isTooLarge(limit, limit, policyFor('comments'))).toBe(false);
    expect(isTooLarge(limit + 1, limit, policyFor('comments'))).toBe(true);
  });
});
