import type { CodeCooldown } from '@sokoni/contracts/auth';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import type { BannerTone } from '@/components/banner.tsx';
import { ApiError, errorMessage } from '@/lib/api/api-error.ts';

export type Feedback = { tone: Extract<BannerTone, 'success' | 'error'>; text: string };

export const success = (text: string): Feedback => ({ tone: 'success', text });
export const failure = (error: unknown, fallback: string): Feedback => ({ tone: 'error', text: errorMessage(error, fallback) });

/** "Please wait 42 seconds before requesting a new code" → 42. */
export function waitSeconds(text: string): number | null {
  const match = /wait\D{0,10}(\d+)\s*seconds?/i.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The cooldown's wait: the number the server sends as data (its words are in the buyer's language
 * and cannot be read for it), else read out of the English of a server that sends none.
 */
export function cooldownSeconds(error: unknown, text: string): number | null {
  if (error instanceof ApiError && error.status === 429 && typeof error.data === 'object' && error.data !== null) {
    const seconds = (error.data as Partial<CodeCooldown>).retryAfterSeconds;
    if (typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0) return seconds;
  }
  return waitSeconds(text);
}

/**
 * doc 1 §8: a resend refused because a code was sent moments ago is not an error for the user:
 * the code is probably already in the messaging app.
 */
export function resendFailure(
  error: unknown,
  words: { resendFailed: string; checkMessagingApp: string } = CLIENT_MESSAGES,
): Feedback & { waitSeconds: number | null } {
  const text = errorMessage(error, words.resendFailed);
  const seconds = cooldownSeconds(error, text);
  return seconds === null
    ? { tone: 'error', text, waitSeconds: null }
    : { tone: 'success', text: words.checkMessagingApp, waitSeconds: seconds };
}
