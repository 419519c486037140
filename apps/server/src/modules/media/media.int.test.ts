import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { expectError } from '../../../test/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { MEDIA_CACHE_CONTROL } from '../../platform/storage/storage.ts';

describe('GET /media/* (local storage)', () => {
  let t: TestContext;
  let storage: Storage;
  const bytes = randomBytes(1000);
  const url = '/media/tests/clips/clip-1.mp4';

  beforeAll(async () => {
    t = await createTestApp();
    storage = createStorage(t.config);
    await storage.put('tests/clips/clip-1.mp4', bytes, 'video/mp4');
    // A file beside the media directory that no address may reach.
    writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top secret');
  });
  afterAll(() => t.close());

  it('serves a stored file with its type, validators and a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    // Not compressed: ranges must address the file's own bytes.
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(10);
    expect(res.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    expect(res.headers['content-range']).toBe('bytes 0-9/1000');
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
  });

  it('supports open and suffix ranges, and clamps an end past the file', async () => {
    const open = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=990-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 990-999/1000');
    expect(open.rawPayload.equals(bytes.subarray(990))).toBe(true);
    const suffix = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(suffix.headers['content-range']).toBe('bytes 995-999/1000');
    expect(suffix.rawPayload.length).toBe(5);
    const clamped = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=500-5000' } });
    expect(clamped.headers['content-range']).toBe('bytes 500-999/1000');
    expect(clamped.rawPayload.length).toBe(500);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-6000' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.json()).toMatchObject({ success: false });
  });

  it('ignores a malformed or multi-part Range header and sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-9', 'bytes=0-1,5-6', 'bytes=9-2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(1000);
    }
  });

  it('answers conditional requests with 304, and honours If-Range', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
    expect(stale.statusCode).toBe(200);
    const fresh = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(fresh.statusCode).toBe(206);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a missing file with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/tests/clips/nope.webp' });
    expectError(res, 404, 'File not found');
  });

  it('never lists a directory', async () => {
    for (const u of ['/media/', '/media/tests', '/media/tests/', '/media/tests/clips']) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('makes path traversal impossible', async () => {
    for (const u of [
      '/media/../secret.txt',
      '/media/tests/../../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/tests%2f..%2f..%2fsecret.txt',
      '/media/..%5csecret.txt',
      '/media/tests/clips/%2e%2e/clip-1.mp4',
      '/media//etc/passwd',
      '/media/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect([400, 404], u).toContain(res.statusCode);
      expect(res.body, u).not.toContain('top secret');
    }
  });

  it('stores streams, and deletes', async () => {
    await storage.put('tests/stream.webp', Readable.from([Buffer.from('RIFF'), Buffer.from('....WEBP')]), 'image/webp');
    expect(await storage.exists('tests/stream.webp')).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/media/tests/stream.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('RIFF....WEBP');
    await storage.delete('tests/stream.webp');
    expect(await storage.exists('tests/stream.webp')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/media/tests/stream.webp' })).statusCode).toBe(404);
  });

  it('refuses keys outside the media directory', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs/path.txt', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.stat('a/../../b')).rejects.toThrow(/Invalid storage key/);
  });
});
