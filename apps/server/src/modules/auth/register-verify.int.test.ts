import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, waitBeforeResendMessage } from '@sokoni/contracts/messages';
import { INVALID_PHONE_MESSAGE } from '@sokoni/contracts/phone';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ageCodes, bearer, expectError, expectFieldError, latestCode, login, newIp, newPhone, signUp } from '../../../test/factories.ts';
import { users } from '../../platform/db/tables/users.ts';
import { otpCodes, refreshTokens } from '../../platform/db/tables/auth.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (phoneNumber: unknown, password: unknown = 'secret-pass-1', remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password }, remoteAddress });
const verify = (phoneNumber: string, otp: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp }, remoteAddress });
const resend = (phoneNumber: string, type?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', payload: { phoneNumber, ...(type ? { type } : {}) } });
const outbox = async (phoneNumber: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}` })).json().data.messages as {
    to: string;
    type: string;
    code: string;
  }[];
const userRow = async (phoneNumber: string) => (await t.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0];
/** A code guaranteed to differ from the real one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/register', () => {
  it('creates an unverified user and sends a signup code', async () => {
    const phone = newPhone();
    const res = await register(phone);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.codeSent,
      data: { phoneNumber: phone, requiresPhoneVerification: true, channel: 'outbox' },
    });
    const messages = await outbox(phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: phone, type: 'signup', code: expect.stringMatching(/^\d{6}$/) });
    const row = await userRow(phone);
    expect(row).toMatchObject({ isPhoneVerified: false, role: 'user', countryCode: 'SZ' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['+268 spaced', (n: string) => `+268 ${n.slice(0, 4)} ${n.slice(4)}`],
    ['268 without plus', (n: string) => `268${n}`],
    ['00268 international prefix', (n: string) => `00268${n}`],
    ['national 8 digits', (n: string) => n],
    ['national with spaces and dashes', (n: string) => `${n.slice(0, 2)} ${n.slice(2, 4)}-${n.slice(4)}`],
    ['national with a leading 0', (n: string) => `0${n}`],
  ])('accepts %s and stores E.164', async (_label, format) => {
    const phone = newPhone();
    const national = phone.slice(4);
    const res = await register(format(national));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.phoneNumber).toBe(phone);
    expect(await userRow(phone)).toBeDefined();
    expect((await outbox(phone))[0]?.type).toBe('signup');
  });

  it('accepts a South African number written internationally and records the country', async () => {
    const phone = `+2782${String(Date.now()).slice(-7)}`;
    const res = await register(`+27 82 ${phone.slice(5, 8)} ${phone.slice(8)}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.phoneNumber).toBe(phone);
    expect((await userRow(phone))!.countryCode).toBe('ZA');
  });

  it.each([
    ['a South African national number (the default country is Eswatini)', '082 123 4567'],
    ['letters', 'call me maybe'],
    ['too short', '7600'],
    ['too long for Eswatini', '+268 7600 00011'],
    ['empty', ''],
    ['only spaces', '   '],
    ['a number with letters', '+2687600000a'],
  ])('refuses %s with 422 on phoneNumber', async (_label, phoneNumber) => {
    const res = await register(phoneNumber);
    const body = expectFieldError(res, 'phoneNumber');
    expect([INVALID_PHONE_MESSAGE, 'Phone number is required']).toContain(body.message);
  });

  it('says which message when the number is invalid', async () => {
    expectFieldError(await register('12345'), 'phoneNumber', INVALID_PHONE_MESSAGE);
    expectFieldError(await register(''), 'phoneNumber', 'Phone number is required');
  });

  it.each([
    ['7 characters', 'a'.repeat(7), 'Password must be at least 8 characters'],
    ['129 characters', 'a'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses a password of %s', async (_label, password, message) => {
    const phone = newPhone();
    expectFieldError(await register(phone, password), 'password', message);
    expect(await userRow(phone)).toBeUndefined();
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await register(newPhone(), 'a'.repeat(8))).statusCode).toBe(201);
    expect((await register(newPhone(), 'b'.repeat(128))).statusCode).toBe(201);
  });

  it('refuses a verified number with 409', async () => {
    const { phoneNumber } = await signUp(t.app);
    expectError(await register(phoneNumber), 409, AUTH_MESSAGES.phoneTaken);
    // In another format too.
    expectError(await register(phoneNumber.slice(4)), 409, AUTH_MESSAGES.phoneTaken);
  });

  it('lets an unverified number register again: the newest password wins and the first code still works', async () => {
    const phone = newPhone();
    expect((await register(phone, 'first-password')).statusCode).toBe(201);
    const code = await latestCode(t.app, phone);
    const again = await register(phone, 'second-password');
    expect(again.statusCode, again.body).toBe(201);
    expect(await outbox(phone)).toHaveLength(1);
    expect((await verify(phone, code)).statusCode).toBe(200);
    expect((await login(t.app, phone, 'second-password')).statusCode).toBe(200);
    expectError(await login(t.app, phone, 'first-password', newIp()), 401, AUTH_MESSAGES.invalidCredentials);
    expect((await t.database.db.select().from(users).where(eq(users.phoneNumber, phone))).length).toBe(1);
  });
});

describe('racing requests', () => {
  it('a double-tapped registration never fails with a 5xx, and leaves one user', async () => {
    const phone = newPhone();
    const replies = await Promise.all([register(phone), register(phone), register(phone)]);
    for (const res of replies) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().success, res.body).toBe(res.statusCode === 201);
    }
    expect(replies.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
    // One of the codes sent works (if two went out in the race, the later replaced the earlier).
    const codes = (await outbox(phone)).map((m) => m.code);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    const ip = newIp();
    const statuses: number[] = [];
    for (const code of codes) {
      const res = await verify(phone, code, ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 200) break;
    }
    expect(statuses).toContain(200);
  });

  it('the same code sent twice at once signs in only once', async () => {
    const phone = newPhone();
    await register(phone);
    const code = await latestCode(t.app, phone);
    const replies = await Promise.all([verify(phone, code), verify(phone, code)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = replies.find((r) => r.statusCode !== 200)!;
    expect([400, 409], loser.body).toContain(loser.statusCode);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('verifies the phone and signs in with tokens nested and at the top level', async () => {
    const phone = newPhone();
    await register(phone);
    const res = await verify(phone, await latestCode(t.app, phone));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(AUTH_MESSAGES.accountCreated);
    const { user, tokens, accessToken, refreshToken } = body.data;
    expect(tokens).toEqual({ accessToken, refreshToken });
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(user).toMatchObject({ phoneNumber: phone, isPhoneVerified: true, role: 'user', verificationProgress: 50 });
    expect(user.id).toBe(user._id);
    expect((await userRow(phone))!.isPhoneVerified).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(user.id);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { refreshToken, user } = await signUp(t.app);
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === refreshToken || r.tokenHash.includes(refreshToken))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
    expect(user.id).toBeTruthy();
  });

  it('stores codes only as hashes', async () => {
    const phone = newPhone();
    await register(phone);
    const code = await latestCode(t.app, phone);
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.type).toBe('signup');
  });

  it('refuses a wrong code with 400 and counts down the tries', async () => {
    const phone = newPhone();
    const ip = newIp();
    await register(phone);
    const code = await latestCode(t.app, phone);
    const body = expectError(await verify(phone, wrongCode(code), ip), 400, AUTH_MESSAGES.codeInvalid);
    expect(body.errors).toEqual([{ field: 'otp', message: `${AUTH_MESSAGES.codeInvalid}. 4 tries left.` }]);
    expect((await userRow(phone))!.isPhoneVerified).toBe(false);
    // A wrong try does not burn a code that is then given right.
    expect((await verify(phone, code, ip)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries: 429, and the right code no longer works', async () => {
    const phone = newPhone();
    const ip = newIp();
    await register(phone);
    const code = await latestCode(t.app, phone);
    for (let i = 1; i <= 4; i++) expectError(await verify(phone, wrongCode(code), ip), 400, AUTH_MESSAGES.codeInvalid);
    const fifth = expectError(await verify(phone, wrongCode(code), ip), 429, AUTH_MESSAGES.codeTooManyTries);
    expect(fifth).toBeDefined();
    const right = await verify(phone, code, ip);
    expectError(right, 429, AUTH_MESSAGES.codeTooManyTries);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await userRow(phone))!.isPhoneVerified).toBe(false);
    // A new code (after the cooldown) works again.
    await ageCodes(t, phone, 61);
    expect((await resend(phone)).statusCode).toBe(200);
    expect((await verify(phone, await latestCode(t.app, phone), ip)).statusCode).toBe(200);
  });

  it('refuses an expired code with 400', async () => {
    const phone = newPhone();
    await register(phone);
    const code = await latestCode(t.app, phone);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phoneNumber, phone));
    expectError(await verify(phone, code), 400, AUTH_MESSAGES.codeExpired);
    expect(AUTH_MESSAGES.codeExpired).toMatch(/^This code has expired/);
    expect((await userRow(phone))!.isPhoneVerified).toBe(false);
  });

  it('lets a code work only once', async () => {
    const phone = newPhone();
    await register(phone);
    const code = await latestCode(t.app, phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    expectError(await verify(phone, code), 409, AUTH_MESSAGES.alreadyVerified);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));
    expect(row!.consumedAt).toBeInstanceOf(Date);
  });

  it('accepts the number in another format than the one registered', async () => {
    const phone = newPhone();
    await register(phone);
    const res = await verify(`268 ${phone.slice(4)}`, await latestCode(t.app, phone));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.phoneNumber).toBe(phone);
  });

  it('answers 404 for a number with no account and 422 for a malformed code', async () => {
    expectError(await verify(newPhone(), '123456'), 404, AUTH_MESSAGES.noAccount);
    const phone = newPhone();
    await register(phone);
    expectFieldError(await verify(phone, '12345'), 'otp', 'Enter the 6-digit code');
    expectFieldError(await verify(phone, 'abcdef'), 'otp', 'Enter the 6-digit code');
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('refuses a resend within 60 s with 429, the wait and Retry-After', async () => {
    const phone = newPhone();
    await register(phone);
    const res = await resend(phone);
    const body = expectError(res, 429);
    const match = /^Please wait (\d+) seconds before requesting a new code$/.exec(body.message);
    expect(match, body.message).not.toBeNull();
    const wait = Number(match![1]);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(body.message).toBe(waitBeforeResendMessage(wait));
    expect(res.headers['retry-after']).toBe(String(wait));
    expect(body.data).toEqual({ retryAfterSeconds: wait });
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('gives the wait as data too, so a client in another language need not read the words', async () => {
    const phone = newPhone();
    await register(phone);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', payload: { phoneNumber: phone }, headers: { 'accept-language': 'sw-KE' } });
    const body = expectError(res, 429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(body.data).toEqual({ retryAfterSeconds: wait });
    expect(body.message).toBe(`Tafadhali subiri sekunde ${wait} kabla ya kuomba msimbo mpya`);
  });

  it('sends a new code once the last one is 61 s old, and only the new one works', async () => {
    const phone = newPhone();
    await register(phone);
    const first = await latestCode(t.app, phone);
    await ageCodes(t, phone, 61);
    const res = await resend(phone, 'signup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.codeResent, data: { phoneNumber: phone } });
    const messages = await outbox(phone);
    expect(messages).toHaveLength(2);
    const second = messages[0]!.code;
    expect(messages[0]!.type).toBe('signup');
    if (first !== second) expectError(await verify(phone, first, newIp()), 400, AUTH_MESSAGES.codeInvalid);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('refuses a signup code for a verified number (409) and an unknown number (404)', async () => {
    const { phoneNumber } = await signUp(t.app);
    await ageCodes(t, phoneNumber, 61);
    expectError(await resend(phoneNumber, 'signup'), 409, AUTH_MESSAGES.alreadyVerified);
    expectError(await resend(newPhone()), 404, AUTH_MESSAGES.noAccount);
  });

  it('sends at most 5 codes per number per hour, even after each cooldown', async () => {
    const phone = newPhone();
    await register(phone);
    for (let i = 2; i <= 5; i++) {
      await ageCodes(t, phone, 61);
      expect((await resend(phone)).statusCode, `code ${i}`).toBe(200);
    }
    await ageCodes(t, phone, 61);
    const res = await resend(phone);
    expectError(res, 429, AUTH_MESSAGES.tooManyCodes);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await outbox(phone)).toHaveLength(5);
  });

  it('refuses an unknown type with 422', async () => {
    const phone = newPhone();
    await register(phone);
    expectFieldError(await resend(phone, 'sms'), 'type', 'type must be signup or password_reset');
  });
});
