import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

describe('security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_PUBLIC_URL: 'https://cdn.example.com' });
  });
  afterAll(() => t.close());

  it('go on API replies, errors included, with the CSP built from the config', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      const csp = String(reply.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("img-src 'self' data: blob: https://cdn.example.com");
      expect(csp, url).toContain("media-src 'self' blob: https://cdn.example.com");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('send HSTS only over TLS: never on plain http, and behind a trusted TLS proxy yes (issue 9.8)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security'], 'a forwarded header from an untrusted client').toBeUndefined();
    const proxied = await createTestApp({ TRUST_PROXY: 'true', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      const overTls = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
