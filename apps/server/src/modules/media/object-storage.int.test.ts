import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { createMemoryLimiter } from '../../platform/limiter.ts';
import { createUrlSigner } from '../../platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from '../../platform/storage/create-storage.ts';
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from '../../platform/storage/test-s3-server.ts';
import { createMediaService } from './service.ts';
import { tinyPdf } from './test-documents.ts';
import { file, png, upload } from './test-upload.ts';

// The whole media path with STORAGE_URL on a real S3 API (s3rver on loopback): uploads land in the
// bucket, clients fetch public files from it and private ones through presigned addresses.
let s3: TestS3Server;
let t: TestContext;
let api: string;
let alice: Awaited<ReturnType<typeof signUp>>;
const work = mkdtempSync(path.join(tmpdir(), 'sokoni-object-storage-'));

beforeAll(async () => {
  for (const [name, value] of Object.entries(TEST_S3_CREDENTIALS)) vi.stubEnv(name, value);
  s3 = await startTestS3Server(['sokoni-media']);
  t = await createTestApp({ STORAGE_URL: s3.storageUrl('sokoni-media', 'it') });
  api = await t.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await signUp(t.app);
  // The S3 server is a child process that loads its code through tsx: slow on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

const bucketBase = () => `${s3.endpoint}/sokoni-media/it`;
const toFolder = (folder: string, data: Buffer, name: string, type = 'image/png') => upload(t.app, alice.accessToken, [{ name: 'folder', value: folder }, file(data, name, type)]);

async function testVideo(): Promise<Buffer> {
  const out = path.join(work, 'clip.mp4');
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', out]);
  return readFileSync(out);
}

async function settled(id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/uploads/${id}`, headers: bearer(alice.accessToken) });
    if (res.json().data.status !== 'processing') return res.json().data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('video still processing after 30 s');
}

describe('media on an S3-compatible object store (STORAGE_URL)', () => {
  it('serves a public picture from the bucket, at the address the API gives', async () => {
    const res = await toFolder('comments', await png(800, 600), 'shoe.png');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.url).toBe(`${bucketBase()}/media/${data.key}`);
    const served = await fetch(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800 });
    // Older /media addresses still work: this server streams the object from the bucket.
    const proxied = await fetch(`${api}/media/${data.key}`, { headers: { range: 'bytes=0-3' } });
    expect(proxied.status).toBe(206);
    expect(Buffer.from(await proxied.arrayBuffer()).toString('latin1')).toBe('RIFF');
    // Pages may show pictures from the bucket.
    expect((await fetch(`${api}/api/health`)).headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });

  it('hands a private picture over only through a signed address that redirects to a short-lived presigned one', async () => {
    const data = (await toFolder('chats', await png(640, 480), 'IMG_1.png')).json().data;
    expect(data.url).toMatch(/^\/api\/media\/private\/u\/[^?]+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    // Not public media: neither the bucket's public folder nor this server's /media has it.
    expect((await fetch(`${bucketBase()}/media/${data.key}`)).status).toBe(404);
    expectError(await t.app.inject({ method: 'GET', url: `/media/${data.key}` }), 404);

    const hop = await fetch(`${api}${data.url}`, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const location = new URL(hop.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${bucketBase()}/private/${data.key}`);
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600 + 2 * 600);

    // A browser's <img> simply follows it.
    const served = await fetch(`${api}${data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const head = await fetch(`${api}${data.url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/webp']);

    // The server's own signature is still checked first.
    // (Another first character: one signature in 64 already starts with 'A'.)
    const forged = await fetch(`${api}${data.url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)}`, { redirect: 'manual' });
    expect(forged.status).toBe(403);
    await forged.arrayBuffer();
  });

  it('downloads a private document under the name it was sent with', async () => {
    const data = (await toFolder('conversations', tinyPdf(), 'Quote March.pdf', 'application/pdf')).json().data;
    const served = await fetch(`${api}${data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Quote March\.pdf"/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPdf());
  });

  it('transcodes a video into the bucket, and deleting it removes every object', async () => {
    const data = (await toFolder('comments', await testVideo(), 'clip.mp4', 'video/mp4')).json().data;
    expect(data.status).toBe('processing');
    const ready = await settled(data.id);
    expect(ready.status).toBe('ready');
    for (const url of [ready.url, ready.posterUrl]) {
      expect(url.startsWith(`${bucketBase()}/media/`)).toBe(true);
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      await served.arrayBuffer();
    }
    const mp4 = Buffer.from(await (await fetch(ready.url)).arrayBuffer());
    expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');

    const del = await t.app.inject({ method: 'DELETE', url: '/api/media', headers: bearer(alice.accessToken), payload: { key: data.key } });
    expect(del.statusCode, del.body).toBe(200);
    for (const url of [ready.url, ready.posterUrl]) expect((await fetch(url)).status, url).toBe(404);
  });

  it('lets a worker on another machine transcode: the original waits in the bucket, and is gone after', async () => {
    const serviceOn = (dataDir: string) =>
      createMediaService({
        db: t.database.db,
        storage: createStorage(t.config),
        privateFiles: { storage: createPrivateStorage(t.config), signer: createUrlSigner(t.config.mediaSigningSecret) },
        mediaUrl: (k) => k,
        limiter: createMemoryLimiter(),
        dataDir,
        log: t.app.log,
        enqueueVideo: async () => {},
      });
    const [api1, worker] = [serviceOn(path.join(work, 'api')), serviceOn(path.join(work, 'worker'))];
    mkdirSync(api1.tmpDir, { recursive: true });
    const tmpPath = path.join(api1.tmpDir, 'received.upload');
    writeFileSync(tmpPath, await testVideo());
    const stored = await api1.store(alice.user.id, 'products', { tmpPath, bytes: 5000, truncated: false, filename: 'clip.mp4', fields: {} }, { transcode: 'by-caller' });
    const pending = `pending/${stored.job!.original}`;
    expect(await createPrivateStorage(t.config).exists(pending)).toBe(true);

    await worker.processVideo(stored.job!);
    expect(await worker.upload(stored.id)).toMatchObject({ status: 'ready' });
    expect(await createStorage(t.config).stat(stored.key)).toMatchObject({ contentType: 'video/mp4' });
    expect(await createPrivateStorage(t.config).exists(pending)).toBe(false);
  });
});
