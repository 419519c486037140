import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
      // The service worker fetches the CDN's pictures it keeps; it and the manifest come from here.
      expect(csp, url).toContain("connect-src 'self' ws: wss: https://cdn.example.com");
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
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

  it('serve the installed app’s worker unstale and its manifest under its own type', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Sokoni</title>');
    writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"Sokoni"}');
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'export {};');
    const withWeb = await createTestApp({ WEB_DIST: web });
    try {
      const sw = await withWeb.app.inject({ method: 'GET', url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['service-worker-allowed']).toBe('/');
      const manifest = await withWeb.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await withWeb.close();
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('send the web build’s precompressed copies as they are, and compress only files without one', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'sokoni-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Sokoni</title>');
    const code = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
    // Marked copies: what is sent must be the file on disk, not a fresh compression of the original.
    const brotliCopy = brotliCompressSync(`${code}//br`);
    const gzipCopy = gzipSync(`${code}//gz`);
    writeFileSync(path.join(web, 'assets', 'words-1.js'), code);
    writeFileSync(path.join(web, 'assets', 'words-1.js.br'), brotliCopy);
    writeFileSync(path.join(web, 'assets', 'words-1.js.gz'), gzipCopy);
    writeFileSync(path.join(web, 'assets', 'plain-2.js'), code);
    const withWeb = await createTestApp({ WEB_DIST: web });
    try {
      const get = (url: string, encoding: string) => withWeb.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const br = await get('/assets/words-1.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(brotliCopy)).toBe(true);
      const gz = await get('/assets/words-1.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.equals(gzipCopy)).toBe(true);
      const identity = await get('/assets/words-1.js', 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(code);
      const plain = await get('/assets/plain-2.js', 'br');
      expect(plain.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(plain.rawPayload).toString()).toBe(code);
    } finally {
      await withWeb.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
