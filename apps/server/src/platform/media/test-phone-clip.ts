import { runFfmpeg } from './ffmpeg.ts';

export type PhoneClip = {
  /** An ffmpeg lavfi source with its size and rate, e.g. `testsrc2=size=1280x720:rate=30`. */
  source: string;
  seconds: number;
  /** Grain over the pattern, so the clip does not compress to nothing (ffmpeg's `noise` strength). */
  grain: number;
  toneHz?: number;
};

/** A clip as a phone films it, for tests and benches: ~8 Mbps H.264 with AAC sound. */
export async function makePhoneClip(file: string, clip: PhoneClip): Promise<void> {
  await runFfmpeg(
    [
      '-y',
      ...['-f', 'lavfi', '-i', `${clip.source},noise=alls=${clip.grain}:allf=t`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${clip.toneHz ?? 440}:sample_rate=44100`],
      ...['-t', String(clip.seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-maxrate', '8M', '-bufsize', '8M', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', file],
    ],
    { timeoutMs: 5 * 60_000 },
  );
}
