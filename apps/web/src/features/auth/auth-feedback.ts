import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import type { BannerTone } from '@/components/banner.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';

export type Feedback = { tone: Extract<BannerTone, 'success' | 'error'>; text: string };

export const success = (text: string): Feedback => ({ tone: 'success', text });
export const failure = (error: unknown, fallback: string): Feedback => ({ tone: 'error', text: errorMessage(error, fallback) });

/** "Please wait 42 seconds before requesting a new code" → 42. */
export function waitSeconds(text: string): number | null {
  const match = /wait\D{0,10}(\d+)\s*seconds?/i.exec(text);
  return match ? Number(match[1]) : null;
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
  const seconds = waitSeconds(text);
  return seconds === null
    ? { tone: 'error', text, waitSeconds: null }
    : { tone: 'success', text: words.checkMessagingApp, waitSeconds: seconds };
}
