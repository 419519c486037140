import { ACCOUNT_AREA_MESSAGES, idDocumentError, idSubmissionPercent, verificationVideoError, type IdSubmissionStage } from '@sokoni/contracts/account-rules';
import type { User } from '@sokoni/contracts/users';

/** Where one ID submission is: the bar's percent while it works, then done or failed. */
export type IdSubmissionState =
  | { status: 'idle' }
  | { status: 'working'; stage: Exclude<IdSubmissionStage, 'done'>; percent: number }
  | { status: 'done'; percent: 100 }
  | { status: 'failed'; error: unknown };

export type IdSubmissionDeps = {
  upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<{ url: string }>;
  submit: (body: { idDocumentUrl: string; videoUrl: string }, signal: AbortSignal) => Promise<{ user: User }>;
  onState: (state: IdSubmissionState) => void;
  signal: AbortSignal;
  /** Waits between tries while the server still processes the video. */
  wait?: (ms: number) => Promise<void>;
};

/** The files' problems before anything is sent (doc 2 §5), or null when both are fine. */
export function idFilesError(document: File | null, video: File | null): string | null {
  if (!document || !video) return ACCOUNT_AREA_MESSAGES.bothRequired;
  return idDocumentError(document) ?? verificationVideoError(video);
}

const PROCESSING_RETRIES = 10;
const PROCESSING_RETRY_MS = 2000;
const isStillProcessing = (error: unknown) => error instanceof Error && error.message === ACCOUNT_AREA_MESSAGES.videoStillProcessing;

/**
 * doc 2 §4: the ID picture, then the video (both with purpose verification), then the submission;
 * the bar reads 50 after the picture, 75 after the video, 100 after the call. A video the server
 * is still processing is submitted again a little later rather than failing the whole run.
 */
export async function runIdSubmission(document: File, video: File, deps: IdSubmissionDeps): Promise<User> {
  const wait = deps.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const working = (stage: Exclude<IdSubmissionStage, 'done'>, fraction = 0) => deps.onState({ status: 'working', stage, percent: idSubmissionPercent(stage, fraction) });
  working('document');
  const idDocument = await deps.upload(document, (f) => working('document', f), deps.signal);
  working('video');
  const clip = await deps.upload(video, (f) => working('video', f), deps.signal);
  working('submitting');
  const body = { idDocumentUrl: idDocument.url, videoUrl: clip.url };
  for (let attempt = 0; ; attempt++) {
    try {
      const { user } = await deps.submit(body, deps.signal);
      deps.onState({ status: 'done', percent: 100 });
      return user;
    } catch (error) {
      if (!isStillProcessing(error) || attempt >= PROCESSING_RETRIES || deps.signal.aborted) throw error;
      await wait(PROCESSING_RETRY_MS);
    }
  }
}
