import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';
import { probe, run, ffprobePath, runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { createUrlSigner } from '../../platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from '../../platform/storage/create-storage.ts';
import { createMediaRepo } from './repo.ts';
import { createMemoryLimiter } from '../../platform/limiter.ts';
import { createMediaService } from './service.ts';
import { file, upload } from './test-upload.ts';

let t: TestContext;
let alice: Awaited<ReturnType<typeof signUp>>;
const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-video-upload-'));

/** A one-second test pattern, with a GPS position in the container like a phone recording. */
async function testVideo(name: string, args: string[]): Promise<Buffer> {
  const out = path.join(dir, name);
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '1', '-metadata', 'location=-26.3054+031.1367/', ...args, out]);
  return readFileSync(out);
}

async function settled(id: string, token: string) {
  for (let i = 0; i < 300; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/uploads/${id}`, headers: bearer(token) });
    if (res.json().data.status !== 'processing') return res.json().data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('video still processing after 30 s');
}

/** Top-level MP4 boxes in order: faststart puts moov before mdat. */
function topLevelBoxes(buf: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= buf.length; ) {
    const size = buf.readUInt32BE(at);
    boxes.push(buf.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('video uploads', () => {
  it('probes, makes a poster at once, and serves a clean faststart MP4 once ready', async () => {
    const mp4 = await testVideo('phone.mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest']);
    const res = await upload(t.app, alice.accessToken, [file(mp4, 'VID_1.mp4', 'video/mp4')]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ type: 'video/mp4', status: 'processing', width: 320, height: 240, size: mp4.length });
    expect(data.duration).toBeCloseTo(1, 0);
    expect(data.key).toMatch(new RegExp(`^u/${alice.user.id}/comments/[0-9a-f-]{36}\\.mp4$`));
    expect(data.url).toBe(`/media/${data.key}`);
    const poster = await t.app.inject({ method: 'GET', url: data.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const done = await settled(data.id, alice.accessToken);
    expect(done).toMatchObject({ status: 'ready', url: data.url });
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    const boxes = topLevelBoxes(served.rawPayload);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const stored = createStorage(t.config).localPath!(data.key);
    const info = await probe(stored);
    expect(info).toMatchObject({ codec: 'h264', audioCodec: 'aac', width: 320, height: 240 });
    const tags = JSON.parse((await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', stored])).stdout.toString()).format.tags ?? {};
    expect(JSON.stringify(tags)).not.toMatch(/location|26\.3054/i);
  });

  it('transcodes other codecs to H.264 at most 720p', async () => {
    const mov = await testVideo('big.mov', ['-vf', 'scale=1600:900', '-c:v', 'mpeg4', '-q:v', '10', '-c:a', 'pcm_s16le', '-shortest', '-f', 'mov']);
    const res = await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'comments' }, file(mov, 'clip.mov', 'video/quicktime')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1600, height: 900, status: 'processing' });
    const done = await settled(res.json().data.id, alice.accessToken);
    expect(done.status).toBe('ready');
    const info = await probe(createStorage(t.config).localPath!(done.key));
    expect(info).toMatchObject({ codec: 'h264', audioCodec: 'aac', width: 1280, height: 720 });
  });

  it('refuses videos over 4096 px on a side or 10 minutes, and a fourth video while three are processing', async () => {
    const tall = path.join(dir, 'tall.mp4');
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'color=c=black:s=16x4400:r=1', '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', tall]);
    expectError(await upload(t.app, alice.accessToken, [file(readFileSync(tall), 'tall.mp4', 'video/mp4')]), 422, UPLOAD_MESSAGES.videoTooBig);
    const long = path.join(dir, 'long.mp4');
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'color=c=black:s=16x16:r=1', '-t', '601', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', long]);
    expectError(await upload(t.app, alice.accessToken, [file(readFileSync(long), 'long.mp4', 'video/mp4')]), 422, UPLOAD_MESSAGES.videoTooLong);

    const bob = await signUp(t.app);
    const repo = createMediaRepo(t.database.db);
    for (let i = 0; i < 3; i++) {
      await repo.insert({ key: `u/${bob.user.id}/comments/busy-${i}.mp4`, ownerId: bob.user.id, folder: 'comments', kind: 'video', mimeType: 'video/mp4', size: 1, status: 'processing' });
    }
    const mp4 = await testVideo('fourth.mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an']);
    expectError(await upload(t.app, bob.accessToken, [file(mp4, 'v.mp4', 'video/mp4')]), 429, UPLOAD_MESSAGES.videosProcessing);
  });

  it('refuses a file that only looks like a video', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12), Buffer.from('not really a movie'.repeat(20))]);
    expectError(await upload(t.app, alice.accessToken, [file(fake, 'v.mp4', 'video/mp4')]), 422, UPLOAD_MESSAGES.unreadable);
  });

  it('a transcode job whose original is gone fails its upload with the reason; one for a deleted upload does nothing', async () => {
    const repo = createMediaRepo(t.database.db);
    const lost = await repo.insert({ key: `u/${alice.user.id}/comments/lost.mp4`, ownerId: alice.user.id, folder: 'comments', kind: 'video', mimeType: 'video/mp4', size: 1, status: 'processing' });
    const enqueued: unknown[] = [];
    const service = createMediaService({
      db: t.database.db,
      storage: createStorage(t.config),
      privateFiles: { storage: createPrivateStorage(t.config), signer: createUrlSigner(t.config.mediaSigningSecret) },
      mediaUrl: (k) => k,
      limiter: createMemoryLimiter(),
      dataDir: t.config.dataDir,
      log: t.app.log,
      enqueueVideo: async (job) => void enqueued.push(job),
    });
    await service.processVideo({ uploadId: lost.id, original: 'no-such-file.original' });
    expect(await repo.findById(lost.id)).toMatchObject({ status: 'failed', error: 'Processing was interrupted. Please upload the video again.' });
    // Deleted while queued: its original is removed and nothing else happens.
    const original = path.join(service.tmpDir, 'gone.original');
    mkdirSync(service.tmpDir, { recursive: true });
    writeFileSync(original, 'x');
    await service.processVideo({ uploadId: randomUUID(), original: 'gone.original' });
    expect(existsSync(original)).toBe(false);
    expect(enqueued).toEqual([]);
  });

  it('deletes the video, its poster and the MP4', async () => {
    const mp4 = await testVideo('del.mp4', ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an']);
    const data = (await upload(t.app, alice.accessToken, [file(mp4, 'v.mp4', 'video/mp4')])).json().data;
    await settled(data.id, alice.accessToken);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/media', headers: bearer(alice.accessToken), payload: { key: data.key } });
    expect(del.statusCode, del.body).toBe(200);
    for (const url of [data.url, data.posterUrl]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
