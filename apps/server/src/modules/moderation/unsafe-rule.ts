import type { UnsafeScores } from '../../platform/ai/index.ts';

/**
 * When a picture is held for a person to look at (issue 25 item 7): nsfwjs's explicit classes
 * together (porn + hentai) at or above 0.7, or "sexy" alone at or above 0.9 (swimwear and
 * underwear adverts are listings too, so it needs a higher bar). Checked on the demo catalog: 0
 * of its pictures are held (media-holds.int.test.ts). A hold is a question for a person, never a
 * verdict: the picture is kept, only not shown publicly until an admin releases it.
 */
export const EXPLICIT_BAR = 0.7;
export const SEXY_BAR = 0.9;

export type UnsafeVerdict = { hold: boolean; score: number };

/** `explicitBar` is UNSAFE_HOLD_BAR (0.7 unless configured); the "sexy" bar moves with it. */
export function unsafeVerdict(scores: UnsafeScores, explicitBar = EXPLICIT_BAR): UnsafeVerdict {
  const sexyBar = Math.min(1, explicitBar * (SEXY_BAR / EXPLICIT_BAR));
  const explicit = (scores.porn ?? 0) + (scores.hentai ?? 0);
  const sexy = scores.sexy ?? 0;
  const score = Math.max(explicit, sexy * (explicitBar / sexyBar));
  return { hold: explicit >= explicitBar || sexy >= sexyBar, score: Math.round(Math.min(1, score) * 1000) / 1000 };
}

/** A video's verdict from its keyframes: held when any frame is, with the worst frame's score; null without frames. */
export function unsafeVerdictOfFrames(frames: UnsafeScores[], explicitBar = EXPLICIT_BAR): UnsafeVerdict | null {
  const verdicts = frames.map((f) => unsafeVerdict(f, explicitBar));
  if (verdicts.length === 0) return null;
  return { hold: verdicts.some((v) => v.hold), score: Math.max(...verdicts.map((v) => v.score)) };
}
