import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, newOtpCode, newRefreshToken, sha256 } from './tokens.ts';

const secret = 's'.repeat(48);
const claims = { sub: '11111111-1111-4111-8111-111111111111', sid: '22222222-2222-4222-8222-222222222222', role: 'user' };

describe('token signer', () => {
  it('signs access tokens that verify back to their claims, valid for the TTL', async () => {
    const signer = createTokenSigner(secret, 900);
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    const { exp, iat } = decodeJwt(token);
    expect(exp! - iat!).toBe(900);
  });

  it('calls an expired token expired, and anything else invalid', async () => {
    const signer = createTokenSigner(secret, 900);
    expect(await signer.verifyAccess(await createTokenSigner(secret, -10).signAccess(claims))).toBe('expired');
    expect(await signer.verifyAccess(await createTokenSigner('o'.repeat(48), 900).signAccess(claims))).toBe('invalid');
    expect(await signer.verifyAccess('garbage')).toBe('invalid');
    expect(await signer.verifyAccess('')).toBe('invalid');
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(`${token}x`)).toBe('invalid');
  });

  it('sessionOf reads the session of an expired token, but never of a forged one', async () => {
    const signer = createTokenSigner(secret, 900);
    expect(await signer.sessionOf(await createTokenSigner(secret, -3600).signAccess(claims))).toBe(claims.sid);
    expect(await signer.sessionOf(await signer.signAccess(claims))).toBe(claims.sid);
    expect(await signer.sessionOf(await createTokenSigner('o'.repeat(48), 900).signAccess(claims))).toBeUndefined();
    expect(await signer.sessionOf('garbage')).toBeUndefined();
    expect(await signer.sessionOf(await signer.signPurpose('password_reset', claims.sub, {}, 600))).toBeUndefined();
  });

  it('keeps purposes apart: a reset token is not an access token and vice versa', async () => {
    const signer = createTokenSigner(secret, 900);
    const reset = await signer.signPurpose('password_reset', claims.sub, { pwv: 'abc' }, 600);
    expect(await signer.verifyPurpose(reset, 'password_reset')).toMatchObject({ sub: claims.sub, pwv: 'abc', purpose: 'password_reset' });
    expect(await signer.verifyPurpose(reset, 'email_change')).toBeNull();
    expect(await signer.verifyAccess(reset)).toBe('invalid');
    expect(await signer.verifyPurpose(await signer.signAccess(claims), 'password_reset')).toBeNull();
    expect(await signer.verifyPurpose(await signer.signPurpose('password_reset', claims.sub, {}, -5), 'password_reset')).toBeNull();
  });
});

describe('secrets', () => {
  it('codes are the asked number of digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode(6)).toMatch(/^\d{6}$/);
    expect(new Set(Array.from({ length: 50 }, () => newOtpCode(6))).size).toBeGreaterThan(40);
  });

  it('refresh tokens are long and unique; sha256 is hex', () => {
    const a = newRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(a);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
