import { readFile, rm } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { ASSISTANT_MESSAGES, VOICE_LIMITS } from '@sokoni/contracts/assistant';
import { AppError, invalid, tooMany } from '../../platform/http/errors.ts';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { Transcriber } from '../../platform/ai/index.ts';

/**
 * Recordings taken, by what their bytes are (file-type's extension), and how they go to the
 * model: the OpenAI API reads the format from the file name and knows webm, ogg, mp4, m4a, mp3
 * and wav. A browser's MediaRecorder gives webm/opus (Chrome, Firefox) or mp4/AAC (Safari).
 */
const AUDIO_FORMATS: Readonly<Record<string, { ext: string; mime: string }>> = {
  webm: { ext: 'webm', mime: 'audio/webm' },
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
  oga: { ext: 'ogg', mime: 'audio/ogg' },
  opus: { ext: 'ogg', mime: 'audio/ogg' },
  mp4: { ext: 'mp4', mime: 'audio/mp4' },
  m4a: { ext: 'm4a', mime: 'audio/mp4' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg' },
  wav: { ext: 'wav', mime: 'audio/wav' },
};

type VoiceDeps = {
  /** null when no transcription model is configured (LLM_BASE_URL + LLM_TRANSCRIBE_MODEL). */
  transcriber: Transcriber | null;
  limiter: Limiter;
  log: { warn(obj: object, msg: string): void };
};

/** Voice input for browsers without a speech recognizer: a recording in, its words out (issue 13). */
export function createVoiceService({ transcriber, limiter, log }: VoiceDeps) {
  return {
    status: () => ({ transcription: transcriber !== null }),

    /** Before the recording is read: 503 when transcription is off, 429 past the per-address allowance. */
    async admit(ip: string): Promise<void> {
      if (!transcriber) throw new AppError(503, ASSISTANT_MESSAGES.transcriptionOff);
      const quota = await limiter.hit(`voice:address:${addressKeyOf(ip)}`, VOICE_LIMITS.perMinute, 60);
      if (!quota.allowed) throw tooMany(ASSISTANT_MESSAGES.tooManyRecordings, quota.retryAfterSeconds);
    },

    /** The words of a received recording; its temporary file is removed whatever happens. */
    async transcribe(recording: ReceivedUpload): Promise<{ text: string }> {
      const audio = await takeRecording(recording);
      if (!transcriber) throw new AppError(503, ASSISTANT_MESSAGES.transcriptionOff);
      const sniffed = await fileTypeFromBuffer(audio).catch(() => undefined);
      const format = sniffed ? AUDIO_FORMATS[sniffed.ext] : undefined;
      if (!format) throw invalid('audio', ASSISTANT_MESSAGES.recordingNotAudio);
      try {
        return { text: await transcriber.transcribe(audio, `recording.${format.ext}`, format.mime) };
      } catch (err) {
        // The model's failure, deadline or silence: not the client's mistake, and no 500 either.
        log.warn({ err, model: transcriber.model, bytes: audio.length }, 'transcription failed');
        throw new AppError(502, ASSISTANT_MESSAGES.transcriptionFailed);
      }
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;

/** The recording's bytes (10 MB at most, else 422), its temporary file removed either way. */
async function takeRecording(recording: ReceivedUpload): Promise<Buffer> {
  try {
    if (recording.truncated || recording.bytes > VOICE_LIMITS.maxBytes) throw invalid('audio', ASSISTANT_MESSAGES.recordingTooLong);
    return await readFile(recording.tmpPath);
  } finally {
    await rm(recording.tmpPath, { force: true });
  }
}
