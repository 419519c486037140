import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegPath, setMediaToolPaths } from '../platform/media/ffmpeg.ts';
import { createLocalStorage } from '../platform/storage/local.ts';
import { productImageSvg } from './art.ts';
import { renderMedia, SMALL_MEDIA, type ImageJob, type VideoJob } from './media.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sokoni-seed-media-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const art = { category: 'crafts-art', kind: 'basket', seed: 7 } as const;
const jobs: (ImageJob | VideoJob)[] = [
  { kind: 'image', base: 'seed/t/basket', widths: [120, 240], aspect: 1.25, svg: (w) => productImageSvg(art, 0, w) },
  { kind: 'image', base: 'seed/t/basket-close', widths: [120, 240], aspect: 1.25, svg: (w) => productImageSvg(art, 1, w) },
  { kind: 'video', base: 'seed/t/basket-video', art },
];

describe('seed media', () => {
  it('makes each file once per machine: a fresh storage copies from the cache, byte for byte', async () => {
    const settings = { ...SMALL_MEDIA, cacheDir: path.join(root, 'cache') };
    const a = createLocalStorage(path.join(root, 'a'));
    const first = await renderMedia(a, jobs, settings);
    expect(first.report).toMatchObject({ images: 2, videos: 1, generated: 3, cached: 0, reused: 0 });
    const video = first.media.get('seed/t/basket-video')!;
    expect(video).toMatchObject({ type: 'video', key: 'seed/t/basket-video.mp4', posterKey: 'seed/t/basket-video-poster.webp', width: 144, height: 256 });
    expect(first.media.get('seed/t/basket')).toMatchObject({ key: 'seed/t/basket-240.webp', width: 240, height: 300 });

    const b = createLocalStorage(path.join(root, 'b'));
    const second = await renderMedia(b, jobs, settings);
    expect(second.report).toMatchObject({ generated: 0, cached: 3 });
    expect(second.media).toEqual(first.media);
    for (const key of ['seed/t/basket-240.webp', 'seed/t/basket-close-120.webp', 'seed/t/basket-video.mp4', 'seed/t/basket-video-poster.webp']) {
      expect(readFileSync(b.localPath(key)).equals(readFileSync(a.localPath(key))), key).toBe(true);
    }

    // Files already in storage are kept as they are.
    const third = await renderMedia(b, jobs, settings);
    expect(third.report).toMatchObject({ generated: 0, cached: 0, reused: 3 });
  });

  it('still makes the pictures when ffmpeg cannot run (videos are left out)', async () => {
    const before = ffmpegPath();
    setMediaToolPaths({ ffmpeg: path.join(root, 'no-such-ffmpeg') });
    try {
      const messages: string[] = [];
      const c = createLocalStorage(path.join(root, 'c'));
      const { media, report, videoError } = await renderMedia(c, jobs, SMALL_MEDIA, (m) => messages.push(m));
      expect(videoError).toMatch(/could not start/);
      expect(messages.join('\n')).toMatch(/videos skipped/);
      expect(report).toMatchObject({ images: 2, videos: 0 });
      expect(media.has('seed/t/basket')).toBe(true);
      expect(media.has('seed/t/basket-video')).toBe(false);
    } finally {
      setMediaToolPaths({ ffmpeg: before });
    }
  });
});
