import { describe, expect, it } from 'vitest';
import { canOfferIdVerify } from './verification-overview.tsx';

describe('canOfferIdVerify (doc 2 §2.9)', () => {
  const base = { idVerificationStatus: 'none', isIdVerified: false, canSubmitIdVerification: true } as const;
  it('offers the ID Verify only when nothing is pending or done and the server allows it', () => {
    expect(canOfferIdVerify(base)).toBe(true);
    expect(canOfferIdVerify({ ...base, idVerificationStatus: 'rejected' })).toBe(true);
    expect(canOfferIdVerify({ ...base, idVerificationStatus: 'pending' })).toBe(false);
    expect(canOfferIdVerify({ ...base, idVerificationStatus: 'verified', isIdVerified: true })).toBe(false);
    expect(canOfferIdVerify({ ...base, canSubmitIdVerification: false })).toBe(false);
  });
});
