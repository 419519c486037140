import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from './ffmpeg.ts';
import { imageVariants, type ImageVariant } from './image.ts';

/** H.264 in MP4 that every phone plays, with the index up front so playback starts at once. */
const H264_OUT = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-movflags', '+faststart'];

export type PromoVideoOptions = {
  /** Frame size; vertical (e.g. 360×640 or 480×854). Both must be even. */
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  /** x264 quality (lower is better and bigger). */
  crf?: number;
  /** x264 speed preset: faster presets cost less CPU and make bigger files. */
  preset?: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  /** PNG at least 10% larger than the frame on each side: panned slowly across. */
  background: Buffer;
  /** Transparent PNG of the frame's size: floats gently up and down (the product). */
  subject?: Buffer;
  /** Transparent PNG of the frame's size: slides up and fades in (title, price). */
  card?: Buffer;
  /** A soft light band sweeping across once. */
  shine?: boolean;
  /** Adds a silent AAC track (some players want an audio track). */
  silentAudio?: boolean;
  output: string;
  /** Also writes the frame at this time as PNG to `poster.output` (one ffmpeg run for both). */
  poster?: { atSeconds: number; output: string };
};

/**
 * A short vertical H.264 clip made from still layers: a panning background, a floating
 * subject, a card that slides in and a light sweep. No text rendering in ffmpeg (its drawtext
 * needs fonts that a fresh machine may lack): text is drawn by sharp into the layers.
 */
export async function makePromoVideo(opts: PromoVideoOptions): Promise<void> {
  const { width: W, height: H, seconds: D } = opts;
  const fps = opts.fps ?? 24;
  const dir = await mkdtemp(path.join(tmpdir(), 'sokoni-video-'));
  try {
    const inputs: string[] = [];
    const frames = Math.round(fps * D);
    // Each still is decoded once and repeated by the loop filter (not re-read every frame).
    const repeat = `loop=loop=${frames - 1}:size=1:start=0,setpts=N/${fps}/TB`;
    const still = async (name: string, png: Buffer) => {
      const file = path.join(dir, name);
      await writeFile(file, png);
      inputs.push('-i', file);
      return inputs.filter((a) => a === '-i').length - 1;
    };
    const bg = await still('bg.png', opts.background);
    const filters: string[] = [
      // Ease across the background: left→right with a cosine, top→bottom linearly.
      `[${bg}:v]format=yuv420p,${repeat},crop=${W}:${H}:x='(iw-ow)/2*(1-cos(PI*t/${D}))':y='(ih-oh)*t/${D}',setsar=1[l0]`,
    ];
    let last = 'l0';
    let n = 0;
    const overlay = (input: string, x: string, y: string) => {
      n += 1;
      filters.push(`[${last}][${input}]overlay=x='${x}':y='${y}':eval=frame[l${n}]`);
      last = `l${n}`;
    };
    if (opts.subject) {
      const s = await still('subject.png', opts.subject);
      filters.push(`[${s}:v]format=yuva420p,${repeat}[subj]`);
      overlay('subj', '0', `${Math.round(H * 0.012)}*sin(2*PI*t/${(D / 2).toFixed(2)})`);
    }
    if (opts.card) {
      const c = await still('card.png', opts.card);
      filters.push(`[${c}:v]format=yuva420p,${repeat},fade=t=in:st=0.15:d=0.6:alpha=1[card]`);
      overlay('card', '0', `${Math.round(H * 0.06)}*pow(max(0,1-t/0.9),2)`);
    }
    if (opts.shine) {
      const bandW = Math.round(W * 0.45);
      const band = `<svg xmlns="http://www.w3.org/2000/svg" width="${bandW}" height="${H}"><defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${bandW}" height="${H}" fill="url(#s)"/></svg>`;
      const s = await still('shine.png', await sharp(Buffer.from(band)).png().toBuffer());
      filters.push(`[${s}:v]format=yuva420p,${repeat}[shine]`);
      // One sweep in the second half, after the card has landed.
      overlay('shine', `-${bandW}+(${W + 2 * bandW})*min(1,max(0,(t-${(D * 0.45).toFixed(2)})/${(D * 0.4).toFixed(2)}))`, '0');
    }
    if (opts.poster) {
      const n = Math.min(frames - 1, Math.max(0, Math.round(opts.poster.atSeconds * fps)));
      filters.push(`[${last}]format=yuv420p,split[v][pv]`, `[pv]select='eq(n,${n})'[p]`);
    } else filters.push(`[${last}]format=yuv420p[v]`);
    const audio = opts.silentAudio ? ['-f', 'lavfi', '-t', String(D), '-i', 'anullsrc=channel_layout=mono:sample_rate=22050'] : [];
    await runFfmpeg([
      '-y',
      ...inputs,
      ...audio,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[v]',
      ...(opts.silentAudio ? ['-map', `${inputs.filter((a) => a === '-i').length}:a`, '-c:a', 'aac', '-b:a', '16k', '-shortest'] : ['-an']),
      ...H264_OUT,
      '-preset',
      opts.preset ?? 'veryfast',
      '-tune',
      'animation',
      '-crf',
      String(opts.crf ?? 28),
      // A keyframe every second: seeking in the player lands quickly.
      '-g',
      String(fps),
      '-r',
      String(fps),
      '-t',
      String(D),
      opts.output,
      ...(opts.poster ? ['-map', '[p]', '-frames:v', '1', '-update', '1', opts.poster.output] : []),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type TranscodeOptions = {
  /** The box the picture fits within (aspect kept, never upscaled). */
  width: number;
  height: number;
  maxSeconds?: number;
  crf?: number;
  /** Peak video bitrate (capped VBR: quality from `crf`, never above this over `bufsize`). */
  maxVideoKbps?: number;
  audioKbps?: number;
  /** One audio channel (the small rendition: a phone speaker plays mono anyway). */
  monoAudio?: boolean;
};

/** x264 threads per encode: the machine's cores are shared with the API and other jobs. */
const ENCODE_THREADS = '2';

/**
 * Any video a phone recorded → vertical-friendly H.264/AAC MP4 that fits within width×height
 * (aspect kept, never upscaled), at most maxSeconds long, faststart, metadata dropped.
 */
export async function transcodeVideo(input: string, output: string, opts: TranscodeOptions) {
  const fit = `scale=w='min(${opts.width},iw)':h='min(${opts.height},ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2,setsar=1`;
  // A one-second buffer: a short clip's average stays near the cap (a bigger one lets its start burst).
  const cap = opts.maxVideoKbps ? ['-maxrate', `${opts.maxVideoKbps}k`, '-bufsize', `${opts.maxVideoKbps}k`] : [];
  await runFfmpeg(
    [
      '-y',
      '-threads',
      ENCODE_THREADS,
      '-i',
      input,
      ...(opts.maxSeconds ? ['-t', String(opts.maxSeconds)] : []),
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-filter_threads',
      '1',
      '-vf',
      fit,
      ...H264_OUT,
      '-preset',
      'veryfast',
      '-threads',
      ENCODE_THREADS,
      '-crf',
      String(opts.crf ?? 26),
      ...cap,
      // A keyframe at least every 2 s: a player joining mid-file (or seeking) starts soon.
      '-g',
      '60',
      '-c:a',
      'aac',
      '-b:a',
      `${opts.audioKbps ?? 96}k`,
      ...(opts.monoAudio ? ['-ac', '1'] : []),
      '-map_metadata',
      '-1',
      output,
    ],
    { timeoutMs: 10 * 60_000 },
  );
}

/** One frame of a video (at `atSeconds`, or its last frame when shorter) as PNG. */
export async function videoFrame(video: string, atSeconds: number): Promise<Buffer> {
  // Posters are at most 1080 wide: scaling here keeps a huge frame from ever being decoded whole.
  const grab = (args: string[]) =>
    runFfmpeg([...args, '-frames:v', '1', '-vf', "scale=w='min(1080,iw)':h=-2", '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1']).then((r) => r.stdout);
  let png = await grab(['-ss', String(atSeconds), '-i', video]);
  if (png.length === 0) png = await grab(['-sseof', '-0.1', '-i', video]);
  if (png.length === 0) png = await grab(['-i', video]);
  return png;
}

/** The poster frame of a video as WebP variants (widths as for images). */
export async function videoPoster(video: string, opts: { atSeconds: number; widths: number[]; quality?: number }): Promise<ImageVariant[]> {
  return imageVariants(await videoFrame(video, opts.atSeconds), { widths: opts.widths, quality: opts.quality ?? 78 });
}
