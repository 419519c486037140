import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, installerToolPaths, probe, runFfmpeg, setMediaToolPaths } from './ffmpeg.ts';
import { imageVariants, inspectImage, svgToPng } from './image.ts';
import { makePromoVideo, transcodeVideo, videoPoster } from './video.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-media-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Top-level MP4 boxes in order: faststart puts moov before mdat. */
function topLevelBoxes(file: string): string[] {
  const buf = readFileSync(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= buf.length; ) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    if (size === 0) size = buf.length - at;
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

const layers = async (w: number, h: number) => ({
  background: await svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * 1.2)}" height="${Math.round(h * 1.2)}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#065f46"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  ),
  subject: await svgToPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 3}" r="${w / 4}" fill="#facc15"/></svg>`),
  card: await svgToPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="8" y="${h - 60}" width="${w - 16}" height="50" rx="10" fill="#000" fill-opacity=".4"/></svg>`),
});

describe('image variants (sharp)', () => {
  it('makes WebP variants at the asked widths, never upscaled, with no EXIF left', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'taken at home' } })
      .toBuffer();
    expect((await inspectImage(photo))?.hasExif).toBe(true);

    const variants = await imageVariants(photo, { widths: [320, 640, 1080] });
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [800, 600],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.size).toBe(v.buffer.length);
    }
  });

  it('applies the EXIF orientation of a phone photo before dropping it', async () => {
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [v] = await imageVariants(sideways, { widths: [1080] });
    expect([v!.width, v!.height]).toEqual([300, 400]);
    expect((await sharp(v!.buffer).metadata()).orientation).toBeUndefined();
  });

  it('renders SVG artwork to small files', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800"><rect width="640" height="800" fill="#7c2d12"/><circle cx="320" cy="320" r="200" fill="#fde68a"/></svg>`;
    const [v] = await imageVariants(Buffer.from(svg), { widths: [640] });
    expect(v!.width).toBe(640);
    expect(v!.size).toBeLessThan(40_000);
  });
});

describe('video (ffmpeg)', () => {
  it('finds ffmpeg and ffprobe', () => {
    expect(ffmpegPath()).toMatch(/ffmpeg/);
    expect(ffprobePath()).toMatch(/ffprobe/);
  });

  it('makes a vertical H.264/yuv420p MP4 with moov first, and its poster frame', async () => {
    const out = path.join(dir, 'promo.mp4');
    const posterPng = path.join(dir, 'promo.png');
    await makePromoVideo({ width: 144, height: 256, seconds: 1, fps: 12, ...(await layers(144, 256)), shine: true, output: out, poster: { atSeconds: 0.5, output: posterPng } });
    const info = await probe(out);
    expect(info.codec).toBe('h264');
    expect(info.pixelFormat).toBe('yuv420p');
    expect(info.height).toBeGreaterThan(info.width);
    expect([info.width, info.height]).toEqual([144, 256]);
    expect(info.duration).toBeGreaterThan(0.5);
    expect(info.hasAudio).toBe(false);
    const boxes = topLevelBoxes(out);
    expect(boxes).toContain('moov');
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(statSync(out).size).toBeLessThan(300_000);
    expect((await sharp(posterPng).metadata()).width).toBe(144);

    const [poster] = await videoPoster(out, { atSeconds: 0.5, widths: [144] });
    const meta = await sharp(poster!.buffer).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([144, 256]);
    // A time past the end still yields a frame (the last one).
    const [late] = await videoPoster(out, { atSeconds: 30, widths: [72] });
    expect(late!.width).toBe(72);
  });

  it('adds a silent AAC track on request', async () => {
    const out = path.join(dir, 'silent.mp4');
    await makePromoVideo({ width: 96, height: 160, seconds: 1, fps: 8, background: (await layers(96, 160)).background, silentAudio: true, output: out });
    const info = await probe(out);
    expect(info.hasAudio).toBe(true);
    expect(info.codec).toBe('h264');
  });

  it('transcodes an upload to fit a vertical frame without upscaling', async () => {
    const src = path.join(dir, 'landscape.mkv');
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv444p', src]);
    const out = path.join(dir, 'upload.mp4');
    await transcodeVideo(src, out, { width: 144, height: 256, maxSeconds: 5 });
    const info = await probe(out);
    expect(info.codec).toBe('h264');
    expect(info.pixelFormat).toBe('yuv420p');
    expect(info.width).toBeLessThanOrEqual(144);
    expect(info.width % 2).toBe(0);
    expect(info.height % 2).toBe(0);
    const boxes = topLevelBoxes(out);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('rejects with ffmpeg’s own words when the input cannot be read', async () => {
    await expect(transcodeVideo(path.join(dir, 'missing.mp4'), path.join(dir, 'x.mp4'), { width: 100, height: 100 })).rejects.toThrow(/ffmpeg failed/);
  });

  const installer = installerToolPaths();
  it.skipIf(!installer.ffmpeg || !installer.ffprobe)('works with the @ffmpeg-installer binaries too (a machine without Debian’s ffmpeg)', async () => {
    const before = { ffmpeg: ffmpegPath(), ffprobe: ffprobePath() };
    setMediaToolPaths(installer);
    try {
      const out = path.join(dir, 'installer.mp4');
      await makePromoVideo({ width: 96, height: 160, seconds: 1, fps: 8, ...(await layers(96, 160)), shine: true, output: out, poster: { atSeconds: 0.5, output: `${out}.png` } });
      const info = await probe(out);
      expect([info.codec, info.pixelFormat, info.width, info.height]).toEqual(['h264', 'yuv420p', 96, 160]);
    } finally {
      setMediaToolPaths(before);
    }
  });
});
