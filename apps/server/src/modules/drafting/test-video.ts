import { runFfmpeg } from '../../platform/media/ffmpeg.ts';

/**
 * A phone-like H.264 video of a real photo: the camera creeps in and drifts sideways over it for
 * `seconds`, so frames differ as they do in a seller's clip. (Tests and the drafting bench.)
 */
export async function panVideo(photo: string, out: string, opts: { seconds: number; width: number; height: number; fps?: number }): Promise<void> {
  const fps = opts.fps ?? 30;
  const frames = Math.round(opts.seconds * fps);
  // Upscale first so zoompan's whole-pixel steps do not jitter; pad to the output's shape on a dark background.
  const vf = [
    `scale=${opts.width * 2}:${opts.height * 2}:force_original_aspect_ratio=decrease`,
    `pad=${opts.width * 2}:${opts.height * 2}:(ow-iw)/2:(oh-ih)/2:color=0x202020`,
    `zoompan=z='1+0.25*on/${frames}':x='(iw-iw/zoom)*(0.5+0.4*sin(on/${frames}*3.14))':y='(ih-ih/zoom)/2':d=${frames}:s=${opts.width}x${opts.height}:fps=${fps}`,
    'format=yuv420p',
  ].join(',');
  await runFfmpeg(['-y', '-loop', '1', '-i', photo, '-vf', vf, '-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-g', String(fps * 2), '-movflags', '+faststart', out], { timeoutMs: 120_000 });
}
