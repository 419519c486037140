import { describe, expect, it } from 'vitest';
import { assertLoginUser, extractLoginResult, SESSION_RULE_MESSAGES, toStoredUser } from './session-rules.ts';

const user = { id: 'u1', name: '', phoneNumber: '+26876000001' };
const tokens = { accessToken: 'a', refreshToken: 'r' };

describe('SESSION_RULE_MESSAGES (doc 1 §5)', () => {
  it('has the exact words', () => {
    expect(SESSION_RULE_MESSAGES).toEqual({
      missingId: 'API user data missing required id field',
      missingName: 'API user data missing required name field',
      missingPhone: 'API user data missing required phoneNumber field',
      missingLoginParts: 'Login response missing user data or tokens',
      invalidStoredUser: 'Invalid user data provided - missing required fields',
    });
  });
});

describe('assertLoginUser', () => {
  it('accepts id or _id, an empty name, and a phone number', () => {
    expect(() => assertLoginUser(user)).not.toThrow();
    expect(() => assertLoginUser({ _id: 'u1', name: 'N', phoneNumber: '+1' })).not.toThrow();
  });

  it.each([
    [null, SESSION_RULE_MESSAGES.missingId],
    ['user', SESSION_RULE_MESSAGES.missingId],
    [{ name: 'N', phoneNumber: '+1' }, SESSION_RULE_MESSAGES.missingId],
    [{ id: '', name: 'N', phoneNumber: '+1' }, SESSION_RULE_MESSAGES.missingId],
    [{ id: 'u1', phoneNumber: '+1' }, SESSION_RULE_MESSAGES.missingName],
    [{ id: 'u1', name: null, phoneNumber: '+1' }, SESSION_RULE_MESSAGES.missingName],
    [{ id: 'u1', name: undefined, phoneNumber: '+1' }, SESSION_RULE_MESSAGES.missingName],
    [{ id: 'u1', name: 'N' }, SESSION_RULE_MESSAGES.missingPhone],
    [{ id: 'u1', name: 'N', phoneNumber: '' }, SESSION_RULE_MESSAGES.missingPhone],
  ])('%o → %s', (input, message) => {
    expect(() => assertLoginUser(input)).toThrow(new Error(message));
  });
});

describe('extractLoginResult', () => {
  it('reads user and tokens nested under data.tokens (this API)', () => {
    expect(extractLoginResult({ success: true, data: { user, tokens, ...tokens } })).toEqual({ user, tokens });
  });

  it('reads tokens flat under data, or at the top level', () => {
    expect(extractLoginResult({ data: { user, ...tokens } })).toEqual({ user, tokens });
    expect(extractLoginResult({ user, tokens })).toEqual({ user, tokens });
    expect(extractLoginResult({ user, ...tokens })).toEqual({ user, tokens });
  });

  it('takes `token` as the access token', () => {
    expect(extractLoginResult({ data: { user, token: 'a', refreshToken: 'r' } })).toEqual({ user, tokens });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'ok'],
    ['no user', { data: { tokens } }],
    ['no tokens', { data: { user } }],
    ['no refresh token', { data: { user, accessToken: 'a' } }],
    ['a non-string access token', { data: { user, tokens: { accessToken: 1, refreshToken: 'r' } } }],
    ['a user that is not an object', { data: { user: 'u1', tokens } }],
    ['the unverified reply (no tokens)', { success: false, data: { requiresPhoneVerification: true, phoneNumber: '+26876000001' } }],
  ])('refuses %s with "Login response missing user data or tokens"', (_label, reply) => {
    expect(() => extractLoginResult(reply)).toThrow(new Error(SESSION_RULE_MESSAGES.missingLoginParts));
  });

  it('checks the user it found', () => {
    expect(() => extractLoginResult({ data: { user: { id: 'u1', name: 'N' }, tokens } })).toThrow(new Error(SESSION_RULE_MESSAGES.missingPhone));
    expect(() => extractLoginResult({ data: { user: { name: 'N', phoneNumber: '+1' }, tokens } })).toThrow(new Error(SESSION_RULE_MESSAGES.missingId));
  });
});

describe('toStoredUser', () => {
  const full = { _id: 'u1', name: 'Thandi', username: 'thandi', phoneNumber: '+26876000001', role: 'dealer', idVerificationStatus: 'pending' };

  it('keeps a complete user and mirrors id and _id', () => {
    expect(toStoredUser(full)).toMatchObject({ ...full, id: 'u1' });
    expect(toStoredUser({ ...full, _id: undefined, id: 'u2' })).toMatchObject({ id: 'u2', _id: 'u2' });
  });

  it('fills the defaults: name Unknown User, role user, idVerificationStatus none', () => {
    const stored = toStoredUser({ _id: 'u1', name: '  ', username: 'x', phoneNumber: '+1', role: '', idVerificationStatus: '' });
    expect(stored).toMatchObject({ name: 'Unknown User', role: 'user', idVerificationStatus: 'none' });
    expect(toStoredUser({ _id: 'u1', username: 'x', phoneNumber: '+1' })).toMatchObject({ name: 'Unknown User', role: 'user', idVerificationStatus: 'none' });
  });

  it.each([
    ['null', null],
    ['a string', 'u1'],
    ['no id', { ...full, _id: undefined }],
    ['no username', { ...full, username: undefined }],
    ['an empty username', { ...full, username: ' ' }],
    ['no phone number', { ...full, phoneNumber: undefined }],
    ['an empty phone number', { ...full, phoneNumber: '' }],
    ['a numeric phone number', { ...full, phoneNumber: 26876000001 }],
  ])('refuses %s with the exact message', (_label, raw) => {
    expect(() => toStoredUser(raw)).toThrow(new Error(SESSION_RULE_MESSAGES.invalidStoredUser));
  });
});
