import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { ageCodes, expectError, newPhone } from '../../../test/factories.ts';
import { createTwilioMessenger } from './twilio.ts';

/** A stand-in for Twilio and the WhatsApp Cloud API: records each request, answers as told. */
type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
let farEnd: Server;
let base: string;
let received: Received[] = [];
let answer: 'ok' | 'error' | 'hang-up' = 'ok';

beforeAll(async () => {
  farEnd = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (answer === 'hang-up') return req.socket.destroy();
      res.writeHead(answer === 'ok' ? 201 : 500, { 'content-type': 'application/json' });
      res.end(answer === 'ok' ? '{"sid":"SM123","id":"wamid.1"}' : '{"error":{"message":"internal failure at provider"}}');
    });
  });
  await new Promise<void>((resolve) => farEnd.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(farEnd.address() as AddressInfo).port}`;
});
afterAll(async () => {
  farEnd.closeAllConnections();
  await new Promise((resolve) => farEnd.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = 'ok';
});

const register = (t: TestContext, phoneNumber: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { phoneNumber, password: 'secret-pass-1' } });
const sendFailure = 'We could not send the code right now. Please try again in a minute.';

describe('MESSENGER=twilio', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      MESSENGER: 'twilio',
      TWILIO_ACCOUNT_SID: 'ACtest123',
      TWILIO_AUTH_TOKEN: 'twilio-secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: base,
    });
  });
  afterAll(() => t.close());

  it('posts the code to the Messages API with basic auth, and that code verifies', async () => {
    const phone = newPhone();
    const registered = await register(t, phone);
    expect(registered.statusCode).toBe(201);
    // A plain sender sends SMS, and the screens are told so (issue 24 #15).
    expect(registered.json().data.channel).toBe('sms');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/code-channel' })).json().data).toEqual({ channel: 'sms' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/2010-04-01/Accounts/ACtest123/Messages.json');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('ACtest123:twilio-secret').toString('base64')}`);
    expect(request!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(form.get('To')).toBe(phone);
    expect(form.get('From')).toBe('+15005550006');
    const code = /\b(\d{6})\b/.exec(form.get('Body') ?? '')?.[1];
    expect(code, form.get('Body') ?? '').toMatch(/^\d{6}$/);
    expect(form.get('Body')).toContain('Sokoni verification code');

    // Nothing lands in the development outbox when a real provider is configured.
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(phone)}` });
    expect(outbox.json().data.messages).toEqual([]);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber: phone, otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('answers 503 with a clear message when Twilio fails, without leaking its reply', async () => {
    answer = 'error';
    const res = await register(t, newPhone());
    expectError(res, 503, sendFailure);
    expect(res.body).not.toContain('internal failure at provider');
    expect(res.body).not.toContain('Twilio');
    expect(received).toHaveLength(1);
  });

  it('a code that never went out is not "already sent": trying again at once sends one that works', async () => {
    const phone = newPhone();
    answer = 'error';
    expectError(await register(t, phone), 503, sendFailure);
    answer = 'ok';
    received = [];
    const again = await register(t, phone);
    expect(again.statusCode, again.body).toBe(201);
    expect(received, 'the second registration must actually send a code').toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(new URLSearchParams(received[0]!.body).get('Body') ?? '')![1];
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber: phone, otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('answers 503 when the connection drops', async () => {
    answer = 'hang-up';
    expectError(await register(t, newPhone()), 503, sendFailure);
  });

  it('a password reset code goes out the same way', async () => {
    const phone = newPhone();
    await register(t, phone);
    const code = /\b(\d{6})\b/.exec(new URLSearchParams(received[0]!.body).get('Body') ?? '')![1]!;
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber: phone, otp: code } });
    // The cooldown counts from the last code sent; the provider test does not wait for it.
    await ageCodes(t, phone, 61);
    received = [];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { phoneNumber: phone } });
    expect(res.statusCode, res.body).toBe(200);
    expect(new URLSearchParams(received[0]!.body).get('Body')).toMatch(/^Your Sokoni password reset code is \d{6}\./);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetCodeSent);
  });

  it('a whatsapp: sender sends to a whatsapp: recipient', async () => {
    const messenger = createTwilioMessenger({ accountSid: 'AC1', authToken: 't', from: 'whatsapp:+14155238886', apiBase: base });
    expect(messenger.channel).toBe('whatsapp');
    await messenger.sendCode({ to: '+26878000001', type: 'signup', code: '123456', language: 'en' });
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('To')).toBe('whatsapp:+26878000001');
    expect(form.get('From')).toBe('whatsapp:+14155238886');
  });
});

describe('MESSENGER=whatsapp', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      MESSENGER: 'whatsapp',
      WHATSAPP_TOKEN: 'wa-token-xyz',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_BASE: `${base}/v21.0`,
    });
  });
  afterAll(() => t.close());

  it('posts the code as an authentication template with a bearer token', async () => {
    const phone = newPhone();
    const registered = await register(t, phone);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.channel).toBe('whatsapp');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/code-channel' })).json().data).toEqual({ channel: 'whatsapp' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v21.0/1098765/messages');
    expect(request!.headers.authorization).toBe('Bearer wa-token-xyz');
    expect(request!.headers['content-type']).toContain('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: phone.slice(1), type: 'template', template: { name: 'sokoni_code', language: { code: 'en' } } });
    const code = body.template.components[0].parameters[0].text;
    expect(code).toMatch(/^\d{6}$/);
    expect(body.template.components[1].parameters[0].text).toBe(code);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber: phone, otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('answers 503 with a clear message when the Cloud API fails', async () => {
    answer = 'error';
    const res = await register(t, newPhone());
    expectError(res, 503, sendFailure);
    expect(res.body).not.toContain('internal failure at provider');
  });
});
