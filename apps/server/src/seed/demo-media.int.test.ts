import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { products } from '../platform/db/tables/products.ts';
import type * as ffmpegModule from '../platform/media/ffmpeg.ts';
import type * as videoModule from '../platform/media/video.ts';
import type { PromoVideoOptions } from '../platform/media/video.ts';
import { createLocalStorage } from '../platform/storage/local.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { seedCatalog } from './catalog.ts';
import { artKindOf } from './data/product-art.ts';
import { renderMedia, SMALL_MEDIA, videoLayerSvgs } from './media.ts';

const calls = vi.hoisted(() => ({ videos: [] as PromoVideoOptions[], ffmpeg: [] as string[][] }));

vi.mock('../platform/media/video.ts', async (original) => {
  const real = await original<typeof videoModule>();
  return {
    ...real,
    makePromoVideo: (opts: PromoVideoOptions) => {
      calls.videos.push(opts);
      return real.makePromoVideo(opts);
    },
  };
});
vi.mock('../platform/media/ffmpeg.ts', async (original) => {
  const real = await original<typeof ffmpegModule>();
  return {
    ...real,
    runFfmpeg: (args: string[], opts?: { timeoutMs?: number; input?: Buffer }) => {
      calls.ffmpeg.push(args);
      return real.runFfmpeg(args, opts);
    },
  };
});

const root = mkdtempSync(path.join(tmpdir(), 'sokoni-demo-media-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pixels = (png: Buffer) => sharp(png).raw().toBuffer();

describe('demo videos', () => {
  it('are made only of the text-free stills and draw no text in ffmpeg', async () => {
    const art = { category: 'electronics', kind: 'cctv', seed: 7 } as const;
    const { width, height } = SMALL_MEDIA.video;
    const { media, videoError } = await renderMedia(createLocalStorage(path.join(root, 'a')), [{ kind: 'video', base: 'seed/t/cctv', art }], SMALL_MEDIA);
    expect(videoError).toBeUndefined();
    expect(media.get('seed/t/cctv')).toMatchObject({ type: 'video' });

    expect(calls.videos).toHaveLength(1);
    const opts = calls.videos[0]!;
    // No title card: every still is one of the layers the text test checks.
    expect(opts.card).toBeUndefined();
    const layers = videoLayerSvgs(art, width, height);
    expect(await pixels(opts.background)).toEqual(await pixels(await sharp(Buffer.from(layers.background)).png().toBuffer()));
    expect(await pixels(opts.subject!)).toEqual(await pixels(await sharp(Buffer.from(layers.subject)).png().toBuffer()));
    for (const args of calls.ffmpeg) expect(args.join(' ')).not.toMatch(/drawtext|subtitles|\bass=/);
  });
});

describe('demo catalog pictures', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.database.db, createStorage(t.config), { now: new Date('2026-03-01T12:00:00Z'), media: { ...SMALL_MEDIA, maxVideos: 0 } });
  }, 120_000);
  afterAll(() => t.close());

  it('shares close-ups only between listings of the same kind of item (the CCTV kit’s show a CCTV kit)', async () => {
    const rows = await t.database.db
      .select({ title: products.title, subcategory: products.subcategory, attributes: products.attributes, media: products.media })
      .from(products);
    const cctv = rows.find((r) => r.title.includes('CCTV'))!;
    expect(cctv).toBeDefined();
    let checked = 0;
    for (const row of rows) {
      const kind = artKindOf({ title: row.title, sub: row.subcategory ?? '', attrs: row.attributes });
      for (const m of row.media.filter((x) => x.key.includes('/gallery/'))) {
        expect(m.key, row.title).toMatch(new RegExp(`-${kind}-\\d-\\d-\\d+\\.webp$`));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
