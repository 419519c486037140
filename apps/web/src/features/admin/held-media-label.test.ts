import { describe, expect, it } from 'vitest';
import { heldMediaLabel } from './components/held-media-card.tsx';

describe('what a held upload is', () => {
  it('names it from its folder and kind', () => {
    expect(heldMediaLabel({ folder: 'avatars', kind: 'image' })).toBe('Profile picture');
    expect(heldMediaLabel({ folder: 'shops/4f1c2a9e-0000-4000-8000-000000000000', kind: 'image' })).toBe('Shop picture');
    expect(heldMediaLabel({ folder: 'products/4f1c2a9e-0000-4000-8000-000000000000', kind: 'video' })).toBe('Listing video');
  });
});
