import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { products } from '../../platform/db/tables/products.ts';
import { probe, type VideoProbe } from '../../platform/media/ffmpeg.ts';
import { smallVideoKey } from '../../platform/media/safe-video.ts';
import { makePhoneClip } from '../../platform/media/test-phone-clip.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { multipart } from '../media/test-upload.ts';
import { createVideoRenditions } from './video-renditions.ts';

let t: TestContext;
let dir: string;
/** 4 s of 1280×720 at 30 fps and about 8 Mbps, with sound: a phone clip that already "fits 720p". */
let phoneClip: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'sokoni-renditions-'));
  const out = path.join(dir, 'phone.mp4');
  await makePhoneClip(out, { source: 'testsrc2=size=1280x720:rate=30', seconds: 4, grain: 24 });
  phoneClip = readFileSync(out);
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, token: string) => t.app.inject({ method, url, headers: bearer(token) });

/** A served file, probed as a player would receive it. */
async function probeServed(url: string, name: string): Promise<VideoProbe> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const file = path.join(dir, name);
  writeFileSync(file, res.rawPayload);
  return probe(file);
}

async function listing(clip: Buffer) {
  const who = await signUp(t.app);
  const shop = (await call('POST', '/api/shops', who.accessToken)).json().data.shop;
  const body = multipart([
    { name: 'video', filename: 'VID_1.mp4', data: clip, contentType: 'video/mp4' },
    { name: 'title', value: 'Test pattern lamp' },
    { name: 'price', value: '120' },
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api/shops/${shop.id}/products`, payload: body.payload, headers: { ...body.headers, ...bearer(who.accessToken) } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.product.id as string;
  for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const product = (await call('GET', `/api/products/${id}`, who.accessToken)).json().data.product;
    if (product.mediaProcessing.status !== 'processing') return product;
  }
  throw new Error('listing still processing after 120 s');
}

describe('listing video renditions (cheap on data)', () => {
  it('re-encodes an 8 Mbps 720p upload to about 1.5 Mbps, and adds a small rendition of at most 360p and about 400 kbps', async () => {
    const source = await probe(path.join(dir, 'phone.mp4'));
    // The upload must really be heavy, or the cap proves nothing.
    expect(source.bitRate).toBeGreaterThan(6_000_000);

    const product = await listing(phoneClip);
    expect(product.mediaProcessing.status).toBe('completed');
    const media = product.media[0];
    expect(media.type).toBe('video');
    expect(media.smallUrl).toBe(media.url.replace(/\.mp4$/, '-small.mp4'));

    const normal = await probeServed(media.url, 'normal.mp4');
    expect(Math.max(normal.width, normal.height)).toBeLessThanOrEqual(1280);
    expect(Math.min(normal.width, normal.height)).toBeLessThanOrEqual(720);
    expect(normal.bitRate).toBeLessThanOrEqual(1_600_000);
    expect(normal).toMatchObject({ codec: 'h264', audioCodec: 'aac' });

    const small = await probeServed(media.smallUrl, 'small.mp4');
    expect(Math.min(small.width, small.height)).toBeLessThanOrEqual(360);
    expect(Math.max(small.width, small.height)).toBeLessThanOrEqual(640);
    expect(small.bitRate).toBeLessThanOrEqual(500_000);
    expect(small).toMatchObject({ codec: 'h264', audioCodec: 'aac', hasAudio: true });
    expect(small.duration).toBeCloseTo(normal.duration, 0);
    // Served paced (Save-Data viewers): every byte arrives, ranges included.
    const whole = (await t.app.inject({ method: 'GET', url: media.smallUrl })).rawPayload;
    const part = await t.app.inject({ method: 'GET', url: media.smallUrl, headers: { range: 'bytes=100000-150000' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.subarray(100000, 150001))).toBe(true);
    // An open range from the start gets the start only: a preloaded next video takes no more.
    const start = await t.app.inject({ method: 'GET', url: media.smallUrl, headers: { range: 'bytes=0-' } });
    expect(start.headers['content-range']).toBe(`bytes 0-${96 * 1024 - 1}/${whole.length}`);

    // The public feed card carries it too (lists show the primary media only).
    const card = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data.product;
    expect(card.media[0].smallUrl).toBe(media.smallUrl);
  }, 180_000);

  it('the renditions job gives an older listing video its small rendition; one that small already is its own', async () => {
    const product = await listing(phoneClip);
    const storage = createStorage(t.config);
    const [row] = await t.database.db.select({ media: products.media }).from(products).where(eq(products.id, product.id));
    const key = row!.media[0]!.key;
    // As it was before renditions existed: no small file, no small key.
    await storage.delete(smallVideoKey(key));
    await t.database.db
      .update(products)
      .set({ media: row!.media.map(({ smallKey: _gone, ...m }) => m) })
      .where(eq(products.id, product.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data.product.media[0].smallUrl).toBeUndefined();

    const renditions = createVideoRenditions({ db: t.database.db, storage, tmpDir: path.join(dir, 'tmp'), log: t.app.log });
    const first = await renditions.run();
    expect(first.made).toBeGreaterThanOrEqual(1);
    const after = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data.product;
    expect(after.media[0].smallUrl).toBe(after.media[0].url.replace(/\.mp4$/, '-small.mp4'));
    expect((await probeServed(after.media[0].smallUrl, 'backfilled.mp4')).bitRate).toBeLessThanOrEqual(500_000);

    // The small rendition as the listing's only video: it is its own small rendition (nothing encoded).
    await t.database.db
      .update(products)
      .set({ media: [{ ...row!.media[0]!, key: smallVideoKey(key), smallKey: undefined }] })
      .where(eq(products.id, product.id));
    await renditions.run();
    const [own] = await t.database.db.select({ media: products.media }).from(products).where(eq(products.id, product.id));
    expect(own!.media[0]).toMatchObject({ key: smallVideoKey(key), smallKey: smallVideoKey(key) });
    // Nothing left to do: a second pass changes nothing.
    expect(await renditions.run()).toEqual({ made: 0, skipped: 0 });
  }, 180_000);
});
