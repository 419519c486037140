import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOwnUploadKey, UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';
import { file, multipart, photoWithGps, png, upload } from './test-upload.ts';

let t: TestContext;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Temporary files left behind by uploads (there should be none once a request ends). */
const leftovers = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'tmp', 'uploads'));
  } catch {
    return [];
  }
};

describe('POST /api/media/upload refuses what it must not store', () => {
  it('asks a guest to sign in', async () => {
    expectError(await upload(t.app, null, [file(await png(10, 10))]), 401);
  });

  it('decides the type by the bytes: text named .png is refused', async () => {
    const res = await upload(t.app, alice.accessToken, [file(Buffer.from('hello, just words\n'.repeat(50)), 'cat.png', 'image/png')]);
    expectError(res, 415, UPLOAD_MESSAGES.unsupported);
  });

  it('refuses HTML, SVG and PDF whatever they are called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200)]);
    for (const [data, name] of [
      [svg, 'a.svg'],
      [html, 'a.jpg'],
      [pdf, 'a.webp'],
    ] as const) {
      expectError(await upload(t.app, alice.accessToken, [file(data, name, 'image/jpeg')]), 415, UPLOAD_MESSAGES.unsupported);
    }
    expect(leftovers()).toEqual([]);
  });

  it('answers 413 over the folder limit and keeps nothing', async () => {
    const big = Buffer.concat([await png(64, 64), randomBytes(10 * MB + 10)]);
    expectError(await upload(t.app, alice.accessToken, [file(big, 'big.png', 'image/png')]), 413, UPLOAD_MESSAGES.tooLarge);
    // The folder came first: reading stopped at its own limit (5 MB for avatars).
    const mid = Buffer.concat([await png(64, 64), randomBytes(6 * MB)]);
    const res = await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'avatars' }, file(mid, 'mid.png', 'image/png')]);
    expectError(res, 413, 'File size must be less than 5MB');
    expect(leftovers()).toEqual([]);
  });

  it('takes one file per request: a second part is a 422, not a 500', async () => {
    const one = await png(20, 20);
    const res = await upload(t.app, alice.accessToken, [file(one, 'a.png'), file(one, 'b.png')]);
    expectError(res, 422, UPLOAD_MESSAGES.oneFilePerRequest);
    const six = await upload(t.app, alice.accessToken, Array.from({ length: 6 }, (_, i) => file(one, `${i}.png`)));
    expect(six.statusCode).toBe(422);
    expect(leftovers()).toEqual([]);
  });

  it('needs a file, a known folder and a multipart body', async () => {
    expectError(await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'comments' }]), 422, UPLOAD_MESSAGES.missingFile);
    expectError(await upload(t.app, alice.accessToken, [file(Buffer.alloc(0), 'empty.png')]), 422, UPLOAD_MESSAGES.missingFile);
    for (const folder of ['../etc', 'secret', 'products/not-a-uuid', 'u/other']) {
      const res = await upload(t.app, alice.accessToken, [{ name: 'folder', value: folder }, file(await png(20, 20))]);
      expectError(res, 422, UPLOAD_MESSAGES.badFolder);
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/media/upload', headers: bearer(alice.accessToken), payload: { file: 'x' } });
    expectError(json, 422, UPLOAD_MESSAGES.missingFile);
    expect(leftovers()).toEqual([]);
  });

  it('answers a broken multipart body with 400', async () => {
    const body = multipart([file(await png(20, 20))]);
    const cut = body.payload.subarray(0, body.payload.length - 30);
    const res = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: cut, headers: { ...body.headers, ...bearer(alice.accessToken) } });
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ success: false });
    expect(leftovers()).toEqual([]);
  });

  it('refuses a video where only pictures go', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12), randomBytes(100)]);
    expectError(await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'avatars' }, file(mp4, 'v.mp4', 'video/mp4')]), 415, UPLOAD_MESSAGES.imagesOnly);
  });

  it('says so when a picture cannot be decoded', async () => {
    const gifScript = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=alert(document.domain)//;');
    expectError(await upload(t.app, alice.accessToken, [file(gifScript, 'x.gif', 'image/gif')]), 422, UPLOAD_MESSAGES.unreadable);
    expect(leftovers()).toEqual([]);
  });
});

describe('POST /api/media/upload stores safe pictures', () => {
  it('strips EXIF and GPS, records the dimensions and serves WebP variants that never upscale', async () => {
    const photo = await photoWithGps(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'comments' }, file(photo, 'IMG_0001.jpg')]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ type: 'image/webp', size: photo.length, width: 1600, height: 1200, status: 'ready', name: 'IMG_0001.jpg' });
    expect(data.key).toMatch(new RegExp(`^u/${alice.user.id}/comments/[0-9a-f-]{36}-1080\\.webp$`));
    expect(isOwnUploadKey(data.key, alice.user.id)).toBe(true);
    expect(isOwnUploadKey(data.key, bob.user.id)).toBe(false);
    expect(data.url).toBe(`/media/${data.key}`);
    expect(Object.keys(data.variants)).toEqual(['320', '640', '1080']);

    for (const [width, url] of Object.entries<string>(data.variants)) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number(width), height: Number(width) * 0.75 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    }
    // A small picture keeps its own size.
    const small = await upload(t.app, alice.accessToken, [file(await png(300, 200), 's.png', 'image/png')]);
    expect(small.json().data).toMatchObject({ width: 300, height: 200 });
    expect(Object.keys(small.json().data.variants)).toEqual(['300']);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const turned = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(t.app, alice.accessToken, [file(turned)]);
    expect(res.json().data).toMatchObject({ width: 200, height: 400 });
    const served = await sharp((await get(res.json().data.url)).rawPayload).metadata();
    expect([served.width, served.height, served.orientation]).toEqual([200, 400, undefined]);
  });

  it('re-encodes a PNG+HTML polyglot: the served bytes hold no script', async () => {
    const polyglot = Buffer.concat([await png(64, 64), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(t.app, alice.accessToken, [file(polyglot, 'evil.html', 'text/html')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.type).toBe('image/webp');
    for (const url of Object.values<string>(res.json().data.variants)) {
      const served = await get(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script')).toBe(false);
    }
  });

  it('keeps a GIF animated', async () => {
    const frame = (background: string) => sharp({ create: { width: 40, height: 40, channels: 4, background } }).png().toBuffer();
    const gif = await sharp([await frame('#e11d48'), await frame('#2563eb')], { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const res = await upload(t.app, alice.accessToken, [file(gif, 'a.gif', 'image/gif')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'image/webp', width: 40, height: 40 });
    const served = await sharp((await get(res.json().data.url)).rawPayload, { animated: true }).metadata();
    expect(served).toMatchObject({ format: 'webp', pages: 2, width: 40 });
  });

  it('accepts `purpose` as the folder (doc 2: purpose verification)', async () => {
    const res = await upload(t.app, alice.accessToken, [{ name: 'purpose', value: 'verification' }, file(await png(50, 50))]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.key).toMatch(new RegExp(`^u/${alice.user.id}/verification/`));
  });

  it('reports an upload to its owner only', async () => {
    const res = await upload(t.app, alice.accessToken, [file(await png(30, 30))]);
    const { id, key } = res.json().data;
    const mine = await t.app.inject({ method: 'GET', url: `/api/media/uploads/${id}`, headers: bearer(alice.accessToken) });
    expect(mine.json().data).toMatchObject({ id, key, status: 'ready' });
    expectError(await t.app.inject({ method: 'GET', url: `/api/media/uploads/${id}`, headers: bearer(bob.accessToken) }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/media/uploads/nope', headers: bearer(alice.accessToken) }), 422);
  });
});

describe('DELETE /api/media', () => {
  it('lets only the owner delete, and removes every file', async () => {
    const res = await upload(t.app, alice.accessToken, [file(await photoWithGps(1200, 900))]);
    const { key, variants } = res.json().data;
    const del = (token: string, payload: unknown) => t.app.inject({ method: 'DELETE', url: '/api/media', headers: bearer(token), payload: payload as object });

    expectError(await del(bob.accessToken, { key }), 403, UPLOAD_MESSAGES.notOwner);
    expect((await get(res.json().data.url)).statusCode).toBe(200);
    expectError(await del(alice.accessToken, { key: `u/${alice.user.id}/comments/unknown-1080.webp` }), 404);
    expectError(await del(alice.accessToken, {}), 422);

    const ok = await del(alice.accessToken, { key });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const url of Object.values<string>(variants)) expect((await get(url)).statusCode).toBe(404);
    expectError(await del(alice.accessToken, { key }), 404);
  });

  it('takes the key from the query string too', async () => {
    const { key } = (await upload(t.app, alice.accessToken, [file(await png(30, 30))])).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/media?key=${encodeURIComponent(key)}`, headers: bearer(alice.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
