import { describe, expect, it } from 'vitest';
import { isOwnPublicUploadKey, isPrivateUploadKey, PRIVATE_UPLOAD_FOLDERS } from '@sokoni/contracts/media';
import { policyFor } from './policy.ts';

describe('private folders', () => {
  it('are the folders whose policy keeps their files private, and no other', () => {
    for (const folder of PRIVATE_UPLOAD_FOLDERS) expect(policyFor(folder).private, folder).toBe(true);
    for (const folder of ['comments', 'avatars', 'ai-search', 'search-images', 'products/x', 'shops/x', 'cars/x']) expect(policyFor(folder).private, folder).toBeFalsy();
  });

  it('their keys are never taken where anyone may see them (avatar, shop image, comment media)', () => {
    const me = '11111111-1111-4111-8111-111111111111';
    expect(isPrivateUploadKey(`u/${me}/verification/a-800.webp`)).toBe(true);
    expect(isOwnPublicUploadKey(`u/${me}/verification/a-800.webp`, me)).toBe(false);
    expect(isOwnPublicUploadKey(`u/${me}/chats/a-800.webp`, me)).toBe(false);
    expect(isOwnPublicUploadKey(`u/${me}/comments/a-800.webp`, me)).toBe(true);
    expect(isOwnPublicUploadKey(`u/${me}/avatars/a-512.webp`, 'someone-else')).toBe(false);
  });
});
