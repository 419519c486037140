import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { SS } from '@sokoni/contracts/words/ss';
import { SW } from '@sokoni/contracts/words/sw';
import { ZU } from '@sokoni/contracts/words/zu';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';

// Issue 29 and the contract: the account's language, else Accept-Language, else the documents' English.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putMe = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { ...bearer(token), ...headers }, payload });
const wrongLogin = (phoneNumber: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { identifier: phoneNumber, password: 'not-the-password' } });
const outboxText = async (phoneNumber: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}&limit=1` })).json().data.messages[0].text as string;

describe('an account’s language', () => {
  it('is null until chosen, then kept, and this very reply speaks it', async () => {
    const me = await signUp(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(me.accessToken) });
    expect(before.json().data.user.language).toBeNull();
    const res = await putMe(me.accessToken, { language: 'sw' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.language).toBe('sw');
    expect(res.json().message).toBe(SW[ACCOUNT_MESSAGES.updated]);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(me.accessToken) });
    expect(after.json().data.user.language).toBe('sw');
  });

  it('is one of en, ss, zu and sw (422 otherwise, in the caller’s words)', async () => {
    const me = await signUp(t.app);
    const body = expectError(await putMe(me.accessToken, { language: 'fr' }), 422);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'language', message: 'Language must be one of en, ss, zu, sw' })]);
    const inZulu = expectError(await putMe(me.accessToken, { language: 'xx' }, { 'accept-language': 'zu-ZA' }), 422);
    expect(inZulu.errors).toEqual([expect.objectContaining({ field: 'language', message: ZU['Language must be one of en, ss, zu, sw'] })]);
  });

  it('outranks Accept-Language for a signed-in caller', async () => {
    const me = await signUp(t.app);
    await putMe(me.accessToken, { language: 'ss' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { ...bearer(me.accessToken), 'accept-language': 'sw' },
      payload: { currentPassword: 'not-the-password', newPassword: 'another-pass-2' },
    });
    expectError(res, 422, SS[AUTH_MESSAGES.currentPasswordWrong]);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
  });

  it('sends its one-time codes in the account’s language', async () => {
    const me = await signUp(t.app);
    await putMe(me.accessToken, { language: 'zu' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { phoneNumber: me.phoneNumber } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outboxText(me.phoneNumber)).toMatch(/^Ikhodi yakho yokushintsha iphasiwedi ye-Sokoni ngu-\d{6}\. /);
  });
});

describe('a guest’s language', () => {
  it('follows Accept-Language', async () => {
    const me = await signUp(t.app);
    expectError(await wrongLogin(me.phoneNumber, { 'accept-language': 'sw-KE,en;q=0.8' }), 401, SW[AUTH_MESSAGES.invalidCredentials]);
    expectError(await wrongLogin(me.phoneNumber, { 'accept-language': 'ss' }), 401, SS[AUTH_MESSAGES.invalidCredentials]);
  });

  it('is the documents’ English without a language we speak', async () => {
    const me = await signUp(t.app);
    expectError(await wrongLogin(me.phoneNumber), 401, AUTH_MESSAGES.invalidCredentials);
    expectError(await wrongLogin(me.phoneNumber, { 'accept-language': 'fr-FR,fr;q=0.9' }), 401, AUTH_MESSAGES.invalidCredentials);
  });

  it('is the language of a sign-up’s code text', async () => {
    const phoneNumber = `+26878${String(Date.now()).slice(-6)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'accept-language': 'ss-SZ' }, payload: { phoneNumber, password: 'secret-pass-1' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await outboxText(phoneNumber)).toMatch(/^Likhodi lakho lekucinisekisa la-Sokoni ngu-\d{6}\. /);
  });
});
