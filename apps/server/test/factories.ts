import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { otpCodes } from '../src/platform/db/tables/auth.ts';
import type { TestApp, TestContext } from './harness.ts';

let counter = 0;
/** A fresh, valid Eswatini mobile number for each call (78xxxxxx is unused by the demo data). */
export function newPhone(): string {
  counter += 1;
  const digits = String((Date.now() % 1_000_000) * 100 + (counter % 100)).padStart(6, '0').slice(-6);
  return `+26878${digits}`;
}

let ipCounter = 0;
/**
 * A client address of its own, for `remoteAddress` in inject: the per-address rules (failed
 * logins, failed codes, sign-ups, requests per minute) then count only this test's requests.
 */
export function newIp(): string {
  ipCounter += 1;
  return `10.1.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function latestCode(app: TestApp, phoneNumber: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}` });
  const code = res.json().data.messages[0]?.code;
  expect(code, `no code in the outbox for ${phoneNumber}`).toMatch(/^\d{6}$/);
  return code;
}

export type SignedIn = { user: { id: string; phoneNumber: string; role: string }; accessToken: string; refreshToken: string };

/** Registers and verifies a new user through the real endpoints; returns the session. */
export async function signUp(
  app: TestApp,
  phoneNumber = newPhone(),
  password = 'secret-pass-1',
  remoteAddress?: string,
): Promise<SignedIn & { phoneNumber: string; password: string }> {
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password }, remoteAddress });
  expect(reg.statusCode, reg.body).toBe(201);
  const otp = await latestCode(app, phoneNumber);
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp }, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const { user, accessToken, refreshToken } = res.json().data;
  return { user, accessToken, refreshToken, phoneNumber, password };
}

/** Signs in through POST /api/auth/login; returns the raw reply. */
export function login(app: TestApp, identifier: string, password: string, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/users/me with the token: 200 while its session lives, 401 after. */
export async function meStatus(app: TestApp, accessToken: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
  return res.statusCode;
}

/** The session id an access token belongs to. */
export const sessionOf = (accessToken: string) => String(decodeJwt(accessToken).sid);

/**
 * Moves every code of the number back in time (the resend cooldown counts from created_at),
 * instead of waiting: `ageCodes(t, phone, 61)` makes the last code 61 s old.
 */
export async function ageCodes(t: TestContext, phoneNumber: string, seconds: number, type?: 'signup' | 'password_reset') {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - ${`${seconds} seconds`}::interval` })
    .where(type ? and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.type, type)) : eq(otpCodes.phoneNumber, phoneNumber));
}

/** Asserts the error envelope of the contract and returns the body. */
export function expectError(res: { statusCode: number; body: string; json(): unknown }, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { success: boolean; message: string; errors?: { field: string; message: string }[]; data?: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** Asserts a 422 naming the field (and, when given, its exact message). */
export function expectFieldError(res: { statusCode: number; body: string; json(): unknown }, field: string, message?: string) {
  const body = expectError(res, 422);
  expect(body.errors, res.body).toEqual(expect.arrayContaining([expect.objectContaining({ field, ...(message ? { message } : {}) })]));
  return body;
}
