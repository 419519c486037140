// @vitest-environment node
import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { describe, expect, it } from 'vitest';
import { shopImageProblem } from './use-shop-image.ts';

const MB = 1024 * 1024;
const file = (type: string, size: number) => ({ name: 'logo.png', type, size }) as File;

describe('shopImageProblem (doc 2 §5 Shop image upload)', () => {
  it('takes an image under 5 MB', () => {
    expect(shopImageProblem(file('image/png', 5 * MB - 1))).toBeNull();
  });

  it('refuses exactly 5 MB and more, and anything but an image, in the spec words', () => {
    expect(shopImageProblem(file('image/png', 5 * MB))).toBe(SELLER_MESSAGES.imageTooLarge);
    expect(shopImageProblem(file('image/png', 6 * MB))).toBe('Image must be less than 5MB');
    expect(shopImageProblem(file('application/pdf', 1000))).toBe('Please select an image file');
  });
});
