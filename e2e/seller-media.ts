import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** Debian's ffmpeg, as the server's media pipeline prefers (apps/server/src/platform/media/ffmpeg.ts). */
const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';

/**
 * A short MP4 of a real-looking product photo: one of the demo catalog's pictures (fetched from
 * the server under test) held for `seconds`, slowly zoomed so it is a video, not a still; at a
 * high bit rate, so a throttled upload lasts long enough to watch its progress bar.
 */
export async function productVideo(request: APIRequestContext, options: { query?: string; seconds?: number; size?: number } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-e2e-video-'));
  const still = path.join(dir, 'still.webp');
  const reply = await request.get(`/api/products?limit=1&${options.query ?? 'category=electronics'}`);
  const body = (await reply.json()) as { data: { products: Array<{ media: Array<{ type: string; url: string; poster?: string; variants?: Array<{ url: string }> }> }> } };
  const media = body.data.products[0]?.media[0];
  // A picture's largest variant, or a video's poster frame.
  const url = media?.type === 'image' ? (media.variants?.at(-1)?.url ?? media.url) : media?.poster;
  const out = path.join(dir, 'product.mp4');
  const size = options.size ?? 720;
  const seconds = options.seconds ?? 3;
  if (url) {
    const png = path.join(dir, 'still.png');
    writeFileSync(still, Buffer.from(await (await request.get(url)).body()));
    execFileSync(FFMPEG, ['-loglevel', 'error', '-y', '-i', still, '-frames:v', '1', png]);
    execFileSync(FFMPEG, ['-loglevel', 'error', '-y', '-loop', '1', '-i', png, '-t', String(seconds), '-vf', `scale=${size}:-2,zoompan=z='min(zoom+0.002,1.2)':d=1:s=${size}x${size},noise=alls=12:allf=t`, '-r', '25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-b:v', '4M', out]);
  } else {
    execFileSync(FFMPEG, ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}x${size}:rate=25`, '-t', String(seconds), '-pix_fmt', 'yuv420p', '-b:v', '4M', out]);
  }
  return out;
}
