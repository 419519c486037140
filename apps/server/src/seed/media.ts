import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredMedia } from '../platform/db/tables/products.ts';
import pLimit from 'p-limit';
import { imageVariants, svgToPng } from '../platform/media/image.ts';
import { makePromoVideo } from '../platform/media/video.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { videoBackgroundSvg, videoSubjectSvg, type VideoArt } from './art.ts';

/** Sizes of the generated media. Tests use SMALL_MEDIA: same code, tiny files. */
export type MediaSettings = {
  /** Widths of every product image (4:5); the largest is the image's own key. */
  imageWidths: number[];
  logoSize: number;
  coverWidth: number;
  video: { width: number; height: number; seconds: number; fps: number; crf: number; preset: 'superfast' | 'veryfast' };
  /** At most this many distinct product pictures (title cards) are drawn; later listings reuse them. */
  maxImages?: number;
  /** At most this many distinct videos are made; later video listings reuse them. */
  maxVideos?: number;
  concurrency: number;
  /**
   * Files already made, by a hash of what they show and how: a second first start on this
   * machine (a fresh DATA_DIR, an e2e run) copies them instead of drawing and encoding again.
   * false turns it off.
   */
  cacheDir: string | false;
};

/** Bump to invalidate every cached file (e.g. after changing encoder settings not in the hash). */
const CACHE_VERSION = 'seed-media-2';

export const FULL_MEDIA: MediaSettings = {
  imageWidths: [320, 640, 1080],
  logoSize: 256,
  coverWidth: 1200,
  // superfast: a quarter less CPU than veryfast on first start, ~125 KB a clip instead of ~105 KB.
  video: { width: 360, height: 640, seconds: 4, fps: 24, crf: 28, preset: 'superfast' },
  concurrency: Math.max(2, availableParallelism()),
  cacheDir: path.join(tmpdir(), 'sokoni-seed-media'),
};

export const SMALL_MEDIA: MediaSettings = {
  imageWidths: [120, 240],
  logoSize: 64,
  coverWidth: 240,
  video: { width: 144, height: 256, seconds: 1, fps: 12, crf: 32, preset: 'superfast' },
  maxImages: 6,
  maxVideos: 2,
  concurrency: 2,
  cacheDir: false,
};

/** A picture drawn from SVG at a width, stored as WebP at each of `widths` (keys `${base}-${w}.webp`). */
export type ImageJob = { kind: 'image'; base: string; widths: number[]; aspect: number; svg: (width: number) => string };
/** A product video (`${base}.mp4`) with its poster (`${base}-poster.webp`). */
export type VideoJob = { kind: 'video'; base: string; art: VideoArt };

export const imageKey = (base: string, width: number) => `${base}-${width}.webp`;

export type MediaReport = {
  images: number;
  videos: number;
  /** Drawn or encoded now. */
  generated: number;
  /** Already in storage. */
  reused: number;
  /** Copied from the machine's cache. */
  cached: number;
  bytes: number;
  videoBytes: number;
  imageBytes: number;
};

const IMAGE_OPTIONS = { quality: 76, effort: 1 } as const;

/**
 * Makes every file the plan needs, skipping those already in storage (a restart after a
 * database reset does not redraw them) and copying those in the cache, at most `concurrency`
 * at a time, videos first. Returns the stored media of each job by base key.
 */
export async function renderMedia(storage: Storage, jobs: (ImageJob | VideoJob)[], settings: MediaSettings, log: (message: string) => void = () => {}) {
  const done = new Map<string, StoredMedia>();
  let videoError: string | undefined;
  const report: MediaReport = { images: 0, videos: 0, generated: 0, reused: 0, cached: 0, bytes: 0, videoBytes: 0, imageBytes: 0 };
  const ordered = [...jobs.filter((j) => j.kind === 'video'), ...jobs.filter((j) => j.kind === 'image')];
  const work = await mkdtemp(path.join(tmpdir(), 'sokoni-seed-'));
  const cache = settings.cacheDir ? await openCache(settings.cacheDir) : undefined;
  try {
    await pLimit(Math.max(1, settings.concurrency)).map(ordered, async (job) => {
      if (job.kind === 'image') {
        done.set(job.base, await imageJob(storage, job, report, cache));
        return;
      }
      // Without a working ffmpeg the catalog still comes up, with pictures only.
      if (videoError) return;
      try {
        done.set(job.base, await videoJob(storage, job, settings, work, report, cache));
      } catch (err) {
        videoError = err instanceof Error ? err.message : String(err);
        log(`seed: videos skipped, ffmpeg did not work: ${videoError}`);
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { media: done, report, videoError };
}

type Cache = { get(name: string): Promise<Buffer | undefined>; set(name: string, data: Buffer): Promise<void> };

async function openCache(dir: string): Promise<Cache | undefined> {
  try {
    await mkdir(dir, { recursive: true });
  } catch {
    return undefined;
  }
  return {
    get: (name) => readFile(path.join(dir, name)).catch(() => undefined),
    // Best effort, and never half a file: write beside, then rename.
    async set(name, data) {
      const file = path.join(dir, name);
      const tmp = `${file}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(tmp, data);
        await rename(tmp, file);
      } catch {
        await rm(tmp, { force: true }).catch(() => {});
      }
    },
  };
}

const hashOf = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify([CACHE_VERSION, ...parts])).digest('hex').slice(0, 24);

/** Files from the cache, all or nothing. */
async function fromCache(cache: Cache | undefined, names: string[]): Promise<Buffer[] | undefined> {
  if (!cache) return undefined;
  const found = await Promise.all(names.map((n) => cache.get(n)));
  return found.every((b) => b && b.length > 0) ? (found as Buffer[]) : undefined;
}

async function imageJob(storage: Storage, job: ImageJob, report: MediaReport, cache: Cache | undefined): Promise<StoredMedia> {
  const widths = [...job.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1]!;
  const existing = await Promise.all(widths.map((w) => storage.stat(imageKey(job.base, w))));
  let variants: { width: number; height: number; size: number; key: string }[];
  if (existing.every(Boolean)) {
    report.reused += 1;
    variants = widths.map((w, i) => ({ width: w, height: Math.round(w * job.aspect), size: existing[i]!.size, key: imageKey(job.base, w) }));
  } else {
    const svg = job.svg(largest);
    const hash = hashOf('image', svg, widths, IMAGE_OPTIONS);
    const names = widths.map((w) => `${hash}-${w}.webp`);
    const cached = await fromCache(cache, names);
    let made: { width: number; height: number; buffer: Buffer }[];
    if (cached) {
      report.cached += 1;
      made = cached.map((buffer, i) => ({ width: widths[i]!, height: Math.round(widths[i]! * job.aspect), buffer }));
    } else {
      report.generated += 1;
      made = await imageVariants(Buffer.from(svg), { widths, ...IMAGE_OPTIONS });
      if (cache && made.length === widths.length) await Promise.all(made.map((v, i) => cache.set(names[i]!, v.buffer)));
    }
    variants = await Promise.all(
      made.map(async (v) => {
        const key = imageKey(job.base, v.width);
        await storage.put(key, v.buffer, 'image/webp');
        return { width: v.width, height: v.height, size: v.buffer.length, key };
      }),
    );
  }
  report.images += 1;
  const bytes = variants.reduce((s, v) => s + v.size, 0);
  report.bytes += bytes;
  report.imageBytes += bytes;
  const top = variants[variants.length - 1]!;
  return {
    key: top.key,
    type: 'image',
    size: top.size,
    width: top.width,
    height: top.height,
    variantKeys: variants.map((v) => ({ width: v.width, key: v.key })),
  };
}

/** Every still a seed video is made of, as SVG (tests check they carry no text). */
export function videoLayerSvgs(art: VideoArt, width: number, height: number) {
  return { background: videoBackgroundSvg(art, width, height), subject: videoSubjectSvg(art, width, height) };
}

async function videoJob(storage: Storage, job: VideoJob, settings: MediaSettings, work: string, report: MediaReport, cache: Cache | undefined): Promise<StoredMedia> {
  const { width: W, height: H, seconds, fps, crf, preset } = settings.video;
  const key = `${job.base}.mp4`;
  const posterKey = `${job.base}-poster.webp`;
  let [video, poster] = await Promise.all([storage.stat(key), storage.stat(posterKey)]);
  if (video && poster) report.reused += 1;
  else {
    const hash = hashOf('video', job.art, settings.video, IMAGE_OPTIONS);
    const names = [`${hash}.mp4`, `${hash}-poster.webp`];
    const cached = await fromCache(cache, names);
    if (cached) {
      report.cached += 1;
      await storage.put(posterKey, cached[1]!, 'image/webp');
      await storage.put(key, cached[0]!, 'video/mp4');
    } else {
      report.generated += 1;
      const out = path.join(work, `${path.posix.basename(job.base)}.mp4`);
      const posterPng = `${out}.poster.png`;
      const { background, subject } = videoLayerSvgs(job.art, W, H);
      const [backgroundPng, subjectPng] = await Promise.all([svgToPng(background), sharp(Buffer.from(subject)).png().toBuffer()]);
      // No title card: the app lays title, price and shop over the video. The poster is a
      // frame before the light sweep; same ffmpeg run.
      await makePromoVideo({
        width: W,
        height: H,
        seconds,
        fps,
        crf,
        preset,
        background: backgroundPng,
        subject: subjectPng,
        shine: true,
        output: out,
        poster: { atSeconds: seconds * 0.4, output: posterPng },
      });
      const [frame] = await imageVariants(posterPng, { widths: [W], ...IMAGE_OPTIONS });
      await rm(posterPng, { force: true });
      if (cache) await Promise.all([cache.set(names[0]!, await readFile(out)), cache.set(names[1]!, frame!.buffer)]);
      await storage.put(posterKey, frame!.buffer, 'image/webp');
      await storage.putFile(key, out, 'video/mp4');
    }
    [video, poster] = await Promise.all([storage.stat(key), storage.stat(posterKey)]);
  }
  report.videos += 1;
  report.bytes += (video?.size ?? 0) + (poster?.size ?? 0);
  report.videoBytes += video?.size ?? 0;
  report.imageBytes += poster?.size ?? 0;
  return { key, type: 'video', size: video?.size ?? 0, width: W, height: H, duration: seconds, posterKey };
}
