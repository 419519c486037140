import { UPLOAD_LIMITS } from '@sokoni/contracts/media-rules';
import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import type { Listing } from './types.ts';

/**
 * The Drop Your Product modal (doc 2 §2.14, §4): the form, the upload with its real progress,
 * 'Processing' once every byte is sent and the server stores the video, then the success screen
 * or 'Oops, something went wrong!' with the reason.
 */
export type DropState =
  | { step: 'form' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' }
  | { step: 'success'; listing: Listing }
  | { step: 'failed'; message: string };

export type DropEvent =
  | { type: 'submit' }
  | { type: 'progress'; percent: number }
  | { type: 'created'; listing: Listing }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export function dropReducer(state: DropState, event: DropEvent): DropState {
  switch (event.type) {
    case 'submit':
      return state.step === 'form' || state.step === 'failed' ? { step: 'uploading', percent: 0 } : state;
    case 'progress':
      if (state.step !== 'uploading') return state;
      // Every byte sent: the server now stores the video and queues the AI.
      return event.percent >= 100 ? { step: 'processing' } : { step: 'uploading', percent: Math.max(state.percent, Math.round(event.percent)) };
    case 'created':
      return state.step === 'uploading' || state.step === 'processing' ? { step: 'success', listing: event.listing } : state;
    case 'failed':
      return state.step === 'uploading' || state.step === 'processing' ? { step: 'failed', message: event.message || SELLER_MESSAGES.createFailed } : state;
    case 'reset':
      return { step: 'form' };
  }
}

/** Some phones send no type: the extension decides then (the server checks the bytes). */
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|webm|3gp|mkv|avi)$/i;

/** doc 2 §5 Add product: the first rule the picked video breaks, in the spec's words, or null. */
export function videoProblem(file: File | null | undefined): string | null {
  if (!file) return SELLER_MESSAGES.videoRequired;
  const isVideo = file.type ? file.type.toLowerCase().startsWith('video/') : VIDEO_EXTENSIONS.test(file.name);
  if (!isVideo) return SELLER_MESSAGES.notAVideo;
  // "Under 100 MB": exactly 100 MB is refused too, as the server does.
  if (file.size >= UPLOAD_LIMITS.productVideo.maxBytes) return SELLER_MESSAGES.videoTooLarge;
  return null;
}

/** doc 2 §5: the optional price, numeric, 0 or more, in steps of 0.01; blank is fine. */
export function optionalPriceProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0 || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return SELLER_MESSAGES.priceNotPositive;
  return null;
}
