import { describe, expect, it } from 'vitest';
import { canSubmitIdVerification, displayNameOf, roleLabel, updateMeBody, verificationProgress } from './users.ts';

describe('displayNameOf (doc 1 §3)', () => {
  it.each([
    [{ name: 'Thandi', username: 't', phoneNumber: '+1' }, 'Thandi'],
    [{ name: '  ', username: 'thandi', phoneNumber: '+1' }, 'thandi'],
    [{ name: '', username: '', phoneNumber: '+26876000001' }, '+26876000001'],
    [{ name: null, username: null, phoneNumber: null }, 'Anonymous'],
    [{}, 'Anonymous'],
  ])('%o → %s', (u, expected) => {
    expect(displayNameOf(u)).toBe(expected);
  });
});

describe('canSubmitIdVerification', () => {
  it('only when neither verified nor pending and under 3 attempts', () => {
    expect(canSubmitIdVerification('none', 0)).toBe(true);
    expect(canSubmitIdVerification('rejected', 2)).toBe(true);
    expect(canSubmitIdVerification('rejected', 3)).toBe(false);
    expect(canSubmitIdVerification('pending', 0)).toBe(false);
    expect(canSubmitIdVerification('verified', 0)).toBe(false);
  });
});

describe('verificationProgress and roleLabel', () => {
  it('50 for the phone plus 50 for the ID', () => {
    expect(verificationProgress(false, false)).toBe(0);
    expect(verificationProgress(true, false)).toBe(50);
    expect(verificationProgress(false, true)).toBe(50);
    expect(verificationProgress(true, true)).toBe(100);
  });

  it('anything not dealer is a customer', () => {
    expect(roleLabel('dealer')).toBe('Dealer Account');
    expect(roleLabel('admin')).toBe('Customer Account');
    expect(roleLabel(undefined)).toBe('Customer Account');
  });
});

describe('updateMeBody', () => {
  it('keeps only profile fields, trims, lower-cases the username and turns "" email into null', () => {
    expect(updateMeBody.parse({ name: ' A ', username: 'Thandi_D', email: '', role: 'admin', phoneNumber: '+1', isIdVerified: true })).toEqual({
      name: 'A',
      username: 'thandi_d',
      email: null,
    });
  });

  it('says what is wrong with an email', () => {
    const result = updateMeBody.safeParse({ email: 'nope' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['email'], message: 'Please enter a valid email' });
  });
});
