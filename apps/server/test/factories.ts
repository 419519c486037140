import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

let counter = 0;
/** A fresh, valid Eswatini mobile number for each call (78xxxxxx is unused by the demo data). */
export function newPhone(): string {
  counter += 1;
  const digits = String((Date.now() % 1_000_000) * 100 + (counter % 100)).padStart(6, '0').slice(-6);
  return `+26878${digits}`;
}

export async function latestCode(app: TestApp, phoneNumber: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}` });
  const code = res.json().data.messages[0]?.code;
  expect(code, `no code in the outbox for ${phoneNumber}`).toMatch(/^\d{6}$/);
  return code;
}

export type SignedIn = { user: { id: string; phoneNumber: string; role: string }; accessToken: string; refreshToken: string };

/** Registers and verifies a new user through the real endpoints; returns the session. */
export async function signUp(app: TestApp, phoneNumber = newPhone(), password = 'secret-pass-1'): Promise<SignedIn & { phoneNumber: string; password: string }> {
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password } });
  expect(reg.statusCode, reg.body).toBe(201);
  const otp = await latestCode(app, phoneNumber);
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp } });
  expect(res.statusCode, res.body).toBe(200);
  const { user, accessToken, refreshToken } = res.json().data;
  return { user, accessToken, refreshToken, phoneNumber, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
