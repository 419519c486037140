import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, bearer, newPhone, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

/**
 * Issue 24 #15: every reply that sends a code says how it went out, and GET /auth/code-channel
 * says so before one is sent; the development outbox is named for what it is (nothing reaches a
 * phone). The real providers' channels are checked in platform/messenger/providers.int.test.ts.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

describe('the code channel with MESSENGER=outbox', () => {
  it('is named by GET /auth/code-channel and by every reply that sends a code', async () => {
    const channel = await t.app.inject({ method: 'GET', url: '/api/auth/code-channel' });
    expect(channel.statusCode, channel.body).toBe(200);
    expect(channel.json().data).toEqual({ channel: 'outbox' });

    const phone = newPhone();
    const registered = await post('/api/auth/register', { phoneNumber: phone, password: 'secret-pass-1' });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data).toMatchObject({ phoneNumber: phone, channel: 'outbox' });
    await ageCodes(t, phone, 61);
    const resent = await post('/api/auth/resend-otp', { phoneNumber: phone, type: 'signup' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toEqual({ phoneNumber: phone, channel: 'outbox' });

    const s = await signUp(t.app);
    const reset = await post('/api/auth/forgot-password', { phoneNumber: s.user.phoneNumber });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toEqual({ phoneNumber: s.user.phoneNumber, channel: 'outbox' });

    const phoneCode = await post('/api/verification/phone/request', { phoneNumber: s.user.phoneNumber }, bearer(s.accessToken));
    expect(phoneCode.statusCode, phoneCode.body).toBe(200);
    expect(phoneCode.json().data).toEqual({ phoneNumber: s.user.phoneNumber, channel: 'outbox' });
  });
});
