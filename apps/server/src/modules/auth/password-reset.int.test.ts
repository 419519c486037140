import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ageCodes, expectError, expectFieldError, latestCode, login, meStatus, newIp, newPhone, signUp } from '../../../test/factories.ts';
import { createTokenSigner } from '../../platform/security/tokens.ts';
import { users } from '../../platform/db/tables/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress?: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const outbox = async (phoneNumber: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}` })).json().data.messages as {
    type: string;
    code: string;
  }[];

/** A signed-up user whose signup code is old enough for a new code to be sent. */
async function member() {
  const s = await signUp(t.app);
  await ageCodes(t, s.phoneNumber, 61);
  return s;
}

async function resetToken(phoneNumber: string) {
  expect((await post('/api/auth/forgot-password', { phoneNumber })).statusCode).toBe(200);
  const res = await post('/api/auth/verify-forgot-password', { phoneNumber, otp: await latestCode(t.app, phoneNumber) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

describe('password reset', () => {
  it('sends a reset code right after sign-up: the 60 s cooldown is per kind of code', async () => {
    const s = await signUp(t.app);
    const forgot = await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect((await outbox(s.phoneNumber))[0]?.type).toBe('password_reset');
    const again = await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber });
    expect(again.statusCode).toBe(429);
  });

  it('forgot → code → token → new password: the old one fails, the new one works, old sessions end, the token works once', async () => {
    const s = await member();
    const forgot = await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber.slice(4) });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect(forgot.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetCodeSent, data: { phoneNumber: s.phoneNumber, channel: 'outbox' } });
    const [message] = await outbox(s.phoneNumber);
    expect(message).toMatchObject({ type: 'password_reset', code: expect.stringMatching(/^\d{6}$/) });

    const verified = await post('/api/auth/verify-forgot-password', { phoneNumber: s.phoneNumber, otp: message!.code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(AUTH_MESSAGES.otpVerified);
    const { token, resetToken } = verified.json().data;
    expect(typeof token).toBe('string');
    expect(resetToken).toBe(token);
    // The session is untouched until the password actually changes.
    expect(await meStatus(t.app, s.accessToken)).toBe(200);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-pass' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: null, message: AUTH_MESSAGES.passwordReset });

    expectError(await login(t.app, s.phoneNumber, s.password, newIp()), 401, AUTH_MESSAGES.invalidCredentials);
    expect((await login(t.app, s.phoneNumber, 'a-brand-new-pass')).statusCode).toBe(200);
    expect(await meStatus(t.app, s.accessToken)).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: s.refreshToken })).statusCode).toBe(401);

    expectError(await post('/api/auth/reset-password', { token, newPassword: 'yet-another-pass' }), 400, AUTH_MESSAGES.resetTokenInvalid);
    expect((await login(t.app, s.phoneNumber, 'a-brand-new-pass')).statusCode).toBe(200);
  });

  it('the reset code works once', async () => {
    const s = await member();
    await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber });
    const otp = await latestCode(t.app, s.phoneNumber);
    expect((await post('/api/auth/verify-forgot-password', { phoneNumber: s.phoneNumber, otp })).statusCode).toBe(200);
    expectError(await post('/api/auth/verify-forgot-password', { phoneNumber: s.phoneNumber, otp }), 400, AUTH_MESSAGES.noActiveCode);
  });

  it('a signup code is not a reset code', async () => {
    const phone = newPhone();
    await post('/api/auth/register', { phoneNumber: phone, password: 'secret-pass-1' });
    const signupCode = await latestCode(t.app, phone);
    expectError(await post('/api/auth/verify-forgot-password', { phoneNumber: phone, otp: signupCode }), 400, AUTH_MESSAGES.noActiveCode);
  });

  it('a wrong reset code is a 400 with the tries left', async () => {
    const s = await member();
    await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber });
    const otp = await latestCode(t.app, s.phoneNumber);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const body = expectError(await post('/api/auth/verify-forgot-password', { phoneNumber: s.phoneNumber, otp: wrong }, newIp()), 400, AUTH_MESSAGES.codeInvalid);
    expect(body.errors?.[0]?.message).toBe(`${AUTH_MESSAGES.codeInvalid}. 4 tries left.`);
  });

  it('an unknown number is a 404 at every step', async () => {
    const phone = newPhone();
    expectError(await post('/api/auth/forgot-password', { phoneNumber: phone }), 404, AUTH_MESSAGES.noAccount);
    expectError(await post('/api/auth/verify-forgot-password', { phoneNumber: phone, otp: '123456' }), 404, AUTH_MESSAGES.noAccount);
    expectError(await post('/api/auth/resend-otp', { phoneNumber: phone, type: 'password_reset' }), 404, AUTH_MESSAGES.noAccount);
    expect(await outbox(phone)).toHaveLength(0);
  });

  it('a second forgot within 60 s is refused, and resend-otp password_reset works after the cooldown', async () => {
    const s = await member();
    expect((await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber })).statusCode).toBe(200);
    const again = await post('/api/auth/forgot-password', { phoneNumber: s.phoneNumber });
    expectError(again, 429, /^Please wait \d+ seconds before requesting a new code$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await ageCodes(t, s.phoneNumber, 61);
    const resend = await post('/api/auth/resend-otp', { phoneNumber: s.phoneNumber, type: 'password_reset' });
    expect(resend.statusCode, resend.body).toBe(200);
    const messages = await outbox(s.phoneNumber);
    expect(messages.slice(0, 2).map((m) => m.type)).toEqual(['password_reset', 'password_reset']);
    // Only the newest reset code is live.
    const otp = messages[0]!.code;
    expect((await post('/api/auth/verify-forgot-password', { phoneNumber: s.phoneNumber, otp })).statusCode).toBe(200);
  });

  it('refuses a forged, expired, or wrong-purpose reset token, and a short new password', async () => {
    const s = await member();
    expectError(await post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'whatever-pass' }), 400, AUTH_MESSAGES.resetTokenInvalid);
    // An access token is not a reset token.
    expectError(await post('/api/auth/reset-password', { token: s.accessToken, newPassword: 'whatever-pass' }), 400, AUTH_MESSAGES.resetTokenInvalid);
    const expired = await createTokenSigner(t.config.jwtSecret, 60).signPurpose('password_reset', s.user.id, { pwv: 'x' }, -10);
    expectError(await post('/api/auth/reset-password', { token: expired, newPassword: 'whatever-pass' }), 400, AUTH_MESSAGES.resetTokenInvalid);
    const token = await resetToken(s.phoneNumber);
    expectFieldError(await post('/api/auth/reset-password', { token, newPassword: 'short' }), 'newPassword', 'Password must be at least 8 characters');
    // The token survives a refused attempt.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'long-enough-pass' })).statusCode).toBe(200);
    expect((await login(t.app, s.phoneNumber, s.password, newIp())).statusCode).toBe(401);
  });

  it('resetting proves the phone, so an unverified account becomes verified and can sign in', async () => {
    const phone = newPhone();
    await post('/api/auth/register', { phoneNumber: phone, password: 'secret-pass-1' });
    await ageCodes(t, phone, 61);
    const token = await resetToken(phone);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'the-new-password' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(row!.isPhoneVerified).toBe(true);
    expect((await login(t.app, phone, 'the-new-password')).statusCode).toBe(200);
  });
});
