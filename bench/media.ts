import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../apps/server/src/platform/media/ffmpeg.ts';
import { DEFAULT_IMAGE_WIDTHS, imageVariants } from '../apps/server/src/platform/media/image.ts';
import { safeImageVariants } from '../apps/server/src/platform/media/safe-image.ts';
import { freePort, startServer, stopServer, tempDataDir, waitForHealth } from './server-process.ts';

const RUNS = 8;

/** A 12-megapixel phone-like JPEG of about 5 MB: smooth noise (so it does not compress away), with EXIF and GPS. */
async function fivePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width: width / 4, height: height / 4, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (const quality of [92, 88, 84, 80, 76, 72]) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 18/1 0/1' } })
      .toBuffer();
    if (jpeg.length <= 5.2 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 5 MB photo');
}

async function timed<T>(runs: number, fn: () => Promise<T>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { runs, medianMs: Math.round(ms[Math.floor(ms.length / 2)]!), minMs: Math.round(ms[0]!), maxMs: Math.round(ms.at(-1)!) };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: '+26876000001', password: 'demo12345' }),
  });
  const body = (await res.json()) as { data?: { tokens?: { accessToken?: string } } };
  const token = body.data?.tokens?.accessToken;
  if (!token) throw new Error(`demo buyer could not sign in: ${res.status}`);
  return token;
}

async function uploadOnce(base: string, token: string, bytes: Buffer, name: string, type: string, folder = 'comments') {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { data?: { id: string; url: string; status: string } };
  if (res.status !== 201 || !body.data) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function untilReady(base: string, token: string, id: string): Promise<string> {
  for (;;) {
    const res = await fetch(`${base}/api/media/uploads/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: { status: string } };
    if (data.status !== 'processing') return data.status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Issue 4: what a 5 MB photo costs, through the API and in sharp alone, and a phone video's path to ready. */
export async function mediaBench() {
  const photo = await fivePhoto();
  const sharpOnly = await timed(RUNS, () => safeImageVariants(photo, { widths: DEFAULT_IMAGE_WIDTHS }));
  const sharpFullDecode = await timed(RUNS, () => imageVariants(photo, { widths: DEFAULT_IMAGE_WIDTHS }));

  const work = mkdtempSync(path.join(tmpdir(), 'sokoni-bench-media-'));
  const videoFile = path.join(work, 'phone.mp4');
  // 10 s of 1080×1920 at 30 fps, like a phone: transcoded down to 720p.
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '10', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', videoFile]);
  const video = readFileSync(videoFile);

  const dataDir = tempDataDir();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitForHealth(base, 180_000);
    const token = await signIn(base);
    await uploadOnce(base, token, photo, 'warm.jpg', 'image/jpeg');
    const endToEnd = await timed(RUNS, () => uploadOnce(base, token, photo, 'photo.jpg', 'image/jpeg'));
    const parallelStarted = performance.now();
    await Promise.all(Array.from({ length: 5 }, (_, i) => uploadOnce(base, token, photo, `p${i}.jpg`, 'image/jpeg')));
    const fiveInParallelMs = Math.round(performance.now() - parallelStarted);

    const videoStarted = performance.now();
    // A product video (100 MB allowed); the product id in the folder is not checked by uploads.
    const uploaded = await uploadOnce(base, token, video, 'clip.mp4', 'video/mp4', `products/${randomUUID()}`);
    const replyMs = Math.round(performance.now() - videoStarted);
    const status = await untilReady(base, token, uploaded.id);
    const readyMs = Math.round(performance.now() - videoStarted);
    return {
      photo: { bytes: photo.length, megapixels: 12, widths: DEFAULT_IMAGE_WIDTHS },
      sharpOnly: { ...sharpOnly, note: 'safeImageVariants: decode once at 1080 wide (JPEG shrink-on-load), three WebP renditions' },
      sharpFullDecode: { ...sharpFullDecode, note: 'imageVariants (the seed helper): full-size decode first, for comparison' },
      uploadEndToEnd: { ...endToEnd, note: 'POST /api/media/upload over HTTP on localhost, PGlite, until the JSON reply' },
      fivePhotosInParallelMs: fiveInParallelMs,
      video: { bytes: video.length, source: '1080x1920 H.264, 10 s, 30 fps', replyMs, readyMs, status },
    };
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
